import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Same asset settings as the site's own vite.config.ts, so the floor is built the same way.
export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
});
