import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// One id per build: the client bundle, the prerendered pages and builds/latest.json must agree.
process.env.BUILD_ID ||= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export default defineConfig({
  plugins: [reactRouter()],
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID) },
  build: { assetsInlineLimit: 0 },
});
