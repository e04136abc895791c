import { defineConfig } from "vite";

/**
 * The content editor: a page of its own, never part of the site's build. `npm run edit` serves it with Vite's dev
 * server; `npm run build:editor` writes it to editor-build/, apart from the site's releases, for a host that publishes
 * it apart from the site.
 */
export default defineConfig({
  root: import.meta.dirname,
  // Decap CMS's dependencies still name Node's `global`.
  define: { global: "globalThis" },
  build: { outDir: "../editor-build", emptyOutDir: true, chunkSizeWarningLimit: 6000 },
});
