import path from "node:path";
import express from "express";
import { createServer } from "vite";
import decapServer from "decap-server/dist/middlewares.js";
import { locales } from "../app/i18n/locales";
import { mediaFilePaths } from "../app/site/media";
import type { ClientFile } from "./client-file";
import { editorOriginGuard } from "./editor-origin-guard";

/**
 * `npm run edit`: the content editor on this computer, with no login, reading and writing the files of this working
 * tree (or of GIT_REPO_DIRECTORY) through Decap CMS's own local proxy. It listens on the loopback address only.
 */
const port = Number(process.env.EDITOR_PORT ?? 3300);
const app = express();
// First: no handler, Decap's proxy least, may answer a page of another site that resolves its name to this computer.
app.use(editorOriginGuard(port));
await decapServer.registerLocalFs(app, { logLevel: process.env.EDITOR_LOG_LEVEL ?? "warn" });
const vite = await createServer({ configFile: "editor/vite.config.ts", server: { middlewareMode: true }, appType: "spa" });

// What the preview shows as the site serves it: the uploads, the media centre's videos, the files the build makes
// (captions, product pictures, the offices' map), and the brochures and press images, which the site's own code draws
// here as the build does.
app.use("/uploads", express.static("public/uploads"));
app.use("/media", express.static("public/media"));
// Through Vite, as the build makes them: the drawings read the content with Vite's import.meta.glob.
let builtFiles: Promise<Map<string, ClientFile>> | undefined;
const builtFile = async (address: string) =>
  (await (builtFiles ??= vite
    .ssrLoadModule(path.resolve("scripts/client-files.ts"))
    .then(({ clientFiles }) => new Map((clientFiles as () => ClientFile[])().map((file) => [file.address, file]))))).get(address);
const mediaFiles = new Set(locales.flatMap(mediaFilePaths));
app.use(async (request, response, next) => {
  const built = await builtFile(request.path);
  if (built) return void response.type(built.type).send(built.body);
  if (!mediaFiles.has(request.path)) return next();
  const { mediaFile } = await vite.ssrLoadModule(path.resolve("app/files/media-center.server.ts"));
  const { bytes, type } = await mediaFile(request.path);
  response.type(type).send(Buffer.from(bytes));
});

app.use(vite.middlewares);
app.listen(port, "127.0.0.1", () => console.log(`The content editor is on http://localhost:${port}/`));
