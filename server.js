// `npm start`: the compiled server in build/server/index.js (run `npm run build` first).
import { start } from "./build/server/index.js";

await start();
