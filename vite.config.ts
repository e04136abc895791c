import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Pretendard's stylesheet asks for font-display: swap, which reflows text when the font arrives.
 * 'optional' keeps the first paint stable: the font is used when it arrives in time or is cached.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: "font-display-optional",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && file.fileName.endsWith(".css") && typeof file.source === "string") {
          file.source = file.source.replace(/font-display:\s*swap/g, "font-display:optional");
        }
      }
    },
  };
}

// One id per build: the client bundle, the prerendered pages and builds/latest.json must agree.
process.env.BUILD_ID ||= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export default defineConfig({
  plugins: [fontDisplayOptional(), reactRouter()],
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID) },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The site's own small shared modules travel as one chunk: a first visit on a phone pays a
        // round trip per file, and the default split gave every page about a dozen tiny ones.
        codeSplitting: { groups: [{ name: "site", test: /\/app\/(shell|i18n|site|components)\//, minShareCount: 2 }] },
      },
    },
  },
});
