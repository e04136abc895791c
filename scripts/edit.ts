import express from "express";
import { createServer } from "vite";
import decapServer from "decap-server/dist/middlewares.js";

/**
 * `npm run edit`: the content editor on this computer, with no login, reading and writing the files of this working
 * tree (or of GIT_REPO_DIRECTORY) through Decap CMS's own local proxy. It listens on the loopback address only.
 */
const port = Number(process.env.EDITOR_PORT ?? 3300);
const app = express();
await decapServer.registerLocalFs(app, { logLevel: process.env.EDITOR_LOG_LEVEL ?? "warn" });
// The uploads as the site serves them, for the preview of an item's images and files.
app.use("/uploads", express.static("public/uploads"));
const vite = await createServer({ configFile: "editor/vite.config.ts", server: { middlewareMode: true }, appType: "spa" });
app.use(vite.middlewares);
app.listen(port, "127.0.0.1", () => console.log(`The content editor is on http://localhost:${port}/`));
