/**
 * The server build's entry (vite.config.ts makes it the SSR input): React Router's build exports, which the prerender
 * and the search indexer read, the content check the build runs, and `start`, which `npm start` calls. The server and
 * the app are one module graph, so they share the context keys, the error classes and the form secret.
 */
import "./zod-jitless";
import * as build from "virtual:react-router/server-build";
import { startServer } from "./start";

export * from "virtual:react-router/server-build";
/** For the build's check of the content (react-router.config.ts). */
export { contentContradictions } from "#app/content/load.server";

export const start = (env?: NodeJS.ProcessEnv) => startServer(build, env);
