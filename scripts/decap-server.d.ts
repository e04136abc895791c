/** decap-server ships no types; this is the one function `npm run edit` uses (decap-server/src/middlewares.ts). */
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";

  const middlewares: { registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void> };
  export default middlewares;
}
