import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { withLatinFamily } from "./app/styles/latin-font-faces.ts";
import { newBuildId } from "./scripts/build-id.ts";
import { catalogueAssets } from "./scripts/catalogue-assets.ts";

/**
 * Pretendard's stylesheet asks for font-display: swap, which shows the fallback and reflows when the font arrives.
 * The sheet is only applied once its files are cached (app/shell/brand-font.ts), so 'fallback' fits: text waits up
 * to 100 ms for the cached file, which arrives in a few, and a file that is missing after all is swapped in only
 * within 3 s. ('optional' gives up on a file that is not ready by the first paint, which a disk-cached one is not.)
 * The stylesheet also gains the Latin-only family that Chinese and Japanese pages use.
 */
function pretendardStylesheet(): Plugin {
  let rewritten = false;
  return {
    name: "pretendard-stylesheet",
    // After Vite's own CSS transform has read Pretendard's sheet into fonts.css (the module a `?url` import of a sheet
    // makes), before the sheet is hashed: its name follows what it holds.
    transform: {
      filter: { id: /\/app\/styles\/fonts\.css\?transform-only$/ },
      handler(code) {
        if (!code.includes("Pretendard Variable")) throw new Error("fonts.css no longer holds Pretendard's faces, as this plugin reads them");
        rewritten = true;
        return { code: withLatinFamily(code.replace(/font-display:\s*swap/g, "font-display:fallback")), map: null };
      },
    },
    buildEnd(error) {
      if (!error && !rewritten) this.error("The brand font's sheet was not rewritten: Vite no longer names its module app/styles/fonts.css?transform-only");
    },
  };
}

/**
 * React DOM creates five Error objects as its module is evaluated: sentinels it throws and compares by identity
 * (Suspense, hydration). With an inspector attached, as under Lighthouse or DevTools, V8 records where each Error was
 * made and parses the whole 215 KB module again to do so: the module graph's evaluation, one task right after the
 * first paint, took 37–58 ms (traced on the Japanese Dolphin5 page) and takes 15–21 ms with the sentinels made as
 * plain objects with Error's prototype. The build fails if React's source no longer has exactly these five, so that
 * an upgrade is measured again.
 */
function stacklessReactDomSentinels(): Plugin {
  const sentinels = ["HydrationMismatchException", "SuspenseException", "SuspenseyCommitException", "SuspenseActionException", "SelectiveHydrationException"];
  const creation = new RegExp(`\\b(${sentinels.join("|")}) = Error\\(formatProdErrorMessage\\(\\d+\\)\\)`, "g");
  return {
    name: "stackless-react-dom-sentinels",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /react-dom-client\.production\.js$/ },
      handler(code) {
        const found = code.match(creation) ?? [];
        if (found.length !== sentinels.length) throw new Error(`React DOM's sentinels changed: found ${found.length} of ${sentinels.length} (${found.join(", ")})`);
        // Without their messages, which only name React's error codes: the page's JavaScript is at its budget.
        return { code: code.replace(creation, "$1 = Object.create(Error.prototype)"), map: null };
      },
    },
  };
}

/**
 * The page registry's route files are for the route table (app/routes.ts), and which pages are server-rendered or
 * unlisted is for the build and the server (the prerender list, the sitemap): the browser never reads them. Its bundle
 * carries the registry without them: the route files are 1.3 KB of every page's shared chunk (175 bytes gzip, measured
 * with the accessibility statement's row, which put the news board over the page-weight budget). The build fails if
 * the registry stops spelling the route files this way.
 */
function pageRegistryWithoutRouteFiles(): Plugin {
  const routeFile = /,\s*file:\s*"routes\/[a-z.-]+\.tsx"/g;
  const serverFlag = /,\s*(?:serverRendered|unlisted):\s*true\b/g;
  return {
    name: "page-registry-without-route-files",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /\/app\/site\/pages\.ts$/ },
      handler(code) {
        const rows = code.match(/^\s+"?[a-z0-9-]+"?:\s*\{\s*path:/gm)?.length ?? 0;
        const files = code.match(routeFile)?.length ?? 0;
        if (rows === 0 || files !== rows) throw new Error(`app/site/pages.ts: ${files} route files for ${rows} pages, as this plugin reads them`);
        return { code: code.replace(routeFile, "").replace(serverFlag, ""), map: null };
      },
    },
  };
}

// One id and one time per build: the client bundle, the prerendered pages and builds/latest.json must agree.
process.env.BUILD_TIME ||= String(Date.now());
process.env.BUILD_ID ||= newBuildId(Number(process.env.BUILD_TIME));

export default defineConfig({
  plugins: [pretendardStylesheet(), catalogueAssets(), stacklessReactDomSentinels(), pageRegistryWithoutRouteFiles(), reactRouter()],
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID), __BUILD_TIME__: process.env.BUILD_TIME },
  // The server build's entry is the Express server, which re-exports React Router's build (server/index.ts).
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          input: "./server/index.ts",
          // Names mangled and whitespace dropped, also in the functions that every page carries inline as their source
          // (app/shell/boot-script.ts: 3,990 characters unminified); functions and classes keep their names for stack traces.
          output: { minify: { compress: false, mangle: { keepNames: true }, codegen: { removeWhitespace: true } } },
        },
      },
      // Bundled rather than loaded file by file at start: Node looks up the package.json of every module it loads, and
      // drizzle-orm's is 179 KB, read again for each of its 112 files. Ready on PGlite in 1.8–2.0 s instead of 2.7–3.0.
      resolve: { noExternal: ["drizzle-orm", "zod", "yaml"] },
    },
  },
  // React Router prerenders through a preview server on "localhost", which a machine without /etc/hosts (a fresh
  // Debian root) cannot resolve: the build failed there with ENOTFOUND before any page was written.
  preview: { host: "127.0.0.1" },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The site's own small shared modules travel as one chunk: a first visit on a phone pays a
        // round trip per file, and the default split gave every page about a dozen tiny ones. The forms' pieces
        // (form-*, alert-*) and the components and vocabularies of a few sustainability, careers and product pages stay
        // out of every page's chunk: in it, they were 2 KB of every page's first load, over the budget on IR and the news
        // board. The offices' contacts and the sustainability vocabulary, the last two out, were 80 bytes of every page.
        codeSplitting: {
          groups: [{ name: "site", test: /\/app\/(shell|i18n|site|components)\/(?!form-|alert-|article-accordion|process-flow|card-grid|esg-tab-page|position-list|company-days|office-contacts|sustainability\.ts)/, minShareCount: 2 }],
        },
      },
    },
  },
});
