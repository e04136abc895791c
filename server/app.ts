import { readFile } from "node:fs/promises";
import path from "node:path";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import { RouterContextProvider, createRequestHandler, type RouterContext, type ServerBuild } from "react-router";
import { localeFromPathname, localizedPath, unlocalizedPath } from "../app/i18n/paths";
import type { InquiryService } from "../app/inquiries/service";
import { acceptsBrotli, precompressedPaths, servePrecompressed } from "./precompressed";
import { guardWrites } from "./request-guard";
import { canonicalPaths, redirectWithinSite, staysOnSite } from "./same-origin";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";

type BuildMeta = { id: string; prerendered: string[]; redirects: { from: string; to: string; status: number }[] };

const PAGE = "public, max-age=0, must-revalidate";

/** Type and cache policy of a file of the client build, by its URL path: one rule for the file and its Brotli copy. */
function fileHeaders(urlPath: string) {
  return {
    // React Router's single-fetch payloads of the prerendered pages.
    type: urlPath.endsWith(".data") ? "text/x-script" : path.extname(urlPath),
    cacheControl: urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : urlPath.startsWith("/builds/")
        ? "no-cache"
        : "public, max-age=3600",
  };
}

/** The context keys live in the app's build (exported by entry.server): the server must use those very objects. */
type EntryExports = { inquiryServiceContext: RouterContext<InquiryService>; clientAddressContext: RouterContext<string> };

export async function createApp({ inquiries, buildDir = path.resolve("build") }: { inquiries: InquiryService; buildDir?: string }) {
  const clientDir = path.join(buildDir, "client");
  const latest = JSON.parse(await readFile(path.join(clientDir, "builds/latest.json"), "utf8")) as { id: string };
  const meta = JSON.parse(await readFile(path.join(clientDir, `builds/meta/${latest.id}.json`), "utf8")) as BuildMeta;
  const prerendered = new Set(meta.prerendered);
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const { inquiryServiceContext, clientAddressContext } = build.entry.module as unknown as EntryExports;
  const brotli = await precompressedPaths(clientDir);
  const pageCache = new Map<string, { html: string; brotli: Buffer | null; csp: string }>();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use((_req, res, next) => {
    res.set(baseSecurityHeaders);
    next();
  });
  app.use(compression());
  app.use(guardWrites);

  app.use(canonicalPaths);
  app.use((req, res, next) => {
    const rule = meta.redirects.find((r) => r.from === unlocalizedPath(req.path));
    if (rule) return redirectWithinSite(res, rule.status, localizedPath(rule.to, localeFromPathname(req.path)) + req.url.slice(req.path.length));
    next();
  });

  const staticOptions = {
    index: false,
    // A directory is never a page: no redirect to its slashed form, which canonicalPaths would undo.
    redirect: false,
    cacheControl: false,
    setHeaders: (res: express.Response, file: string) => {
      const { type, cacheControl } = fileHeaders(`/${path.relative(clientDir, file).split(path.sep).join("/")}`);
      res.type(type).set("Cache-Control", cacheControl);
    },
  } as const;
  app.use(servePrecompressed(clientDir, brotli, fileHeaders));
  app.use("/assets", express.static(path.join(clientDir, "assets"), staticOptions));
  app.use("/builds", express.static(path.join(clientDir, "builds"), staticOptions));

  app.use(async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !prerendered.has(req.path)) return next();
    let page = pageCache.get(req.path);
    if (!page) {
      const file = path.join(clientDir, req.path, "index.html");
      const html = await readFile(file, "utf8");
      const hasBrotli = brotli.has(path.posix.join(req.path, "index.html"));
      page = { html, brotli: hasBrotli ? await readFile(`${file}.br`) : null, csp: contentSecurityPolicy(html) };
      pageCache.set(req.path, page);
    }
    res.set({ "Content-Security-Policy": page.csp, "Cache-Control": PAGE });
    res.vary("Accept-Encoding");
    if (page.brotli && acceptsBrotli(req)) res.set("Content-Encoding", "br").type("html").send(page.brotli);
    else res.type("html").send(page.html);
  });

  app.use(express.static(clientDir, staticOptions));

  app.all("/{*path}", async (req, res, next) => {
    try {
      const context = new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [inquiryServiceContext, inquiries],
          [clientAddressContext, req.ip ?? "unknown"],
        ]),
      );
      const response = await handleRequest(createRequest(req, res), context);
      const location = response.headers.get("Location");
      if (location !== null && !staysOnSite(location)) return res.status(404).type("text").send("Not Found");
      if (response.headers.get("Content-Type")?.startsWith("text/html")) {
        const html = await response.text();
        const headers = new Headers(response.headers);
        headers.set("Content-Security-Policy", contentSecurityPolicy(html));
        headers.delete("Content-Length");
        await sendResponse(res, new Response(html, { status: response.status, headers }));
      } else {
        await sendResponse(res, response);
      }
    } catch (error) {
      next(error);
    }
  });

  return { app, buildId: latest.id };
}

