import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { stat } from "node:fs/promises";
import path from "node:path";
import { createHeaders, createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import { RouterContextProvider, createRequestHandler, type RouterContext, type ServerBuild } from "react-router";
import { localeFromPathname, localizedPath, pagePathOf, unlocalizedPath } from "#app/i18n/paths";
import { refusedRequestContext, type RequestRefusal } from "#app/shell/request-refusal.server";
import { alertServiceContext } from "#app/alerts/context";
import { servedFileBytesContext } from "#app/files/media-center.server";
import { alertLinkPageIds } from "#app/alerts/link-pages";
import { inquiryServiceContext } from "#app/inquiries/context";
import { clientAddressContext, formRefusalContext } from "#app/forms/context";
import { FORM_TOKEN_PLACEHOLDER, formTokenContext, issueFormToken } from "#app/forms/form-token.server";
import type { InquiryRuntime } from "./runtime";
import { givenResultsPageContext, resultsPage } from "#app/sections/search-results.server";
import { pages } from "#app/site/pages";
import { keepsAnswerTo, paramsReadAt } from "./query-params";
import { readBuildMeta } from "./build-meta";
import { fileHeaders } from "./cache-policy";
import { canonicalLetterCase } from "./letter-case";
import type { ServerConfig } from "./config";
import { answerFailures, requestLogger } from "./logging";
import { allowedMethods, refuseOtherMethods } from "./methods";
import { countRenderCacheAnswer, countResultsFrameAnswer, measureRenderCache, measureRequests } from "./metrics";
import { builtFiles, isCompressedCopy, isPageFile, namesBuiltFile, precompressedPaths, servePrecompressed } from "./precompressed";
import { loadPrerenderedPages } from "./prerendered-pages";
import { createRenderCache, type Render } from "./render-cache";
import { createResultsFrames } from "./results-frames";
import { bodyErrors, formRefusalOf, guardWrites, readFormBody, refuseBrokenText } from "./request-guard";
import { hasOneHost, inOriginForm, isHost } from "./request-target";
import { isRead, pathOf, queryOf } from "./request-url";
import { canonicalPaths, redirectWithinSite, staysOnSite } from "./same-origin";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";

/**
 * The pages whose URL holds what a visitor typed (a search query) or a secret (an alert link's token): the render
 * cache renders them for each request and keeps none.
 */
const neverKeptPaths = new Set<string>([pages["technology-search"].path, ...alertLinkPageIds.map((id) => pages[id].path)]);

/** The origin of the requests the render cache renders: no loader reads it, and no visitor's Host may take its place. */
const RENDER_ORIGIN = "http://localhost";
const RENDER_HOST = new URL(RENDER_ORIGIN).host;
/** The schemes a trusted proxy may forward: any other names no origin. */
const SCHEMES = new Set(["http", "https"]);

/**
 * What the server reads of its build's client files before it answers: the build's meta, the files it serves, and
 * the prerendered pages in memory. It takes a few hundred ms, mostly waiting for files, so `startServer` reads it
 * while the database starts.
 */
export async function readServedBuild(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const meta = await readBuildMeta(clientDir);
  // A prerendered page's file and every file's compressed copies are answered at the page's or the file's address only.
  const [{ files, precompressed }, prerendered] = await Promise.all([
    builtFiles(clientDir).then((built) => ({
      files: new Set([...built].filter((file) => !isPageFile(file) && !isCompressedCopy(built, file))),
      precompressed: precompressedPaths(built),
    })),
    // A redirect rule wins over a page at its address, as in the app's chain.
    loadPrerenderedPages(clientDir, meta.id, meta.prerendered.filter((page) => !meta.redirects.some((rule) => rule.from === unlocalizedPath(page)))),
  ]);
  return { clientDir, meta, files, precompressed, prerendered };
}

export type AppOptions = {
  build: ServerBuild;
  served: Awaited<ReturnType<typeof readServedBuild>>;
  runtime: Pick<InquiryRuntime, "service" | "alerts" | "unreadyReason">;
  config: Pick<ServerConfig, "TRUST_PROXY" | "PUBLIC_ORIGIN" | "RENDER_CACHE_MAX">;
  logger: Logger;
  /** True once the process is shutting down: /readyz then says so, and load balancers stop sending new requests. */
  isDraining(): boolean;
};

export function createApp({ build, served: { clientDir, meta, files, precompressed, prerendered }, runtime, config, logger, isDraining }: AppOptions) {
  // A form posted from one of the public origins passes React Router's own origin check when a proxy rewrites Host.
  const allowedActionOrigins = config.PUBLIC_ORIGIN.map((origin) => new URL(origin).host);
  const handleRequest = createRequestHandler({ ...build, allowedActionOrigins }, "production");
  const renderCache = createRenderCache({
    maxBytes: config.RENDER_CACHE_MAX,
    buildId: meta.id,
    perResponseValue: { placeholder: FORM_TOKEN_PLACEHOLDER, value: () => issueFormToken() },
    paramsRead: paramsReadAt,
    keepsAnswerTo,
    holdsTyped: (url) => neverKeptPaths.has(unlocalizedPath(pagePathOf(pathOf(url)))),
    counts: countRenderCacheAnswer,
  });
  measureRenderCache(renderCache);

  /** What every render is given by this server: its services, and the lengths of its build's files. */
  const serverValues: [RouterContext, unknown][] = [
    [inquiryServiceContext, runtime.service],
    [alertServiceContext, runtime.alerts],
    [servedFileBytesContext, async (href: string) => (await stat(path.join(clientDir, href))).size],
  ];
  /** A request that carries nothing of a visitor: the render cache's, and a results page frame's. */
  const siteContext = (given?: [RouterContext, unknown]) =>
    new RouterContextProvider(
      new Map<RouterContext, unknown>([
        ...serverValues,
        [formTokenContext, () => FORM_TOKEN_PLACEHOLDER],
        ...(given ? [given] : []),
      ]),
    );
  // A frame is a cached render: RENDER_CACHE_MAX=0 renders every page whole.
  const resultsFrames =
    config.RENDER_CACHE_MAX > 0
      ? createResultsFrames({
          resultsPage,
          render: (url, given) => handleRequest(new Request(RENDER_ORIGIN + url), siteContext([givenResultsPageContext, given])),
          counts: countResultsFrameAnswer,
        })
      : null;

  /**
   * React Router's answer (a results page from its frame when it can, else with the data searched for the frame): a
   * page with its CSP; a redirect off the site becomes a 404.
   */
  const render = async (request: Request, context: RouterContextProvider): Promise<Response> => {
    const searched = await resultsFrames?.search(request);
    if (searched?.filled) return htmlPage(searched.filled.html, searched.filled.status, searched.filled.headers);
    if (searched) context.set(givenResultsPageContext, searched.data);
    const response = await handleRequest(request, context);
    const location = response.headers.get("Location");
    if (location !== null && !staysOnSite(location)) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
    return htmlPage(await response.text(), response.status, response.headers);
  };
  /**
   * A page for the render cache is rendered from its URL alone: no header of the visitor's (Host, cookies, the
   * user agent) reaches the loaders, so nothing of one visitor can be kept for another; the form token is a
   * placeholder that every response replaces.
   */
  const renderForCache: Render = (url) => render(new Request(RENDER_ORIGIN + url), siteContext());

  /** The site's 405 or 400 page for the path, rendered as the error page of a GET of it; a refusal is kept by no cache. */
  const sendRefusal = (refusal: RequestRefusal) => async (req: express.Request, res: express.Response) => {
    const page = await render(new Request(RENDER_ORIGIN + pagePathOf(req.path)), siteContext([refusedRequestContext, refusal]));
    page.headers.set("Cache-Control", "no-store");
    await sendResponse(res, page);
  };

  /**
   * Requests whose Host or forwarded scheme names no origin (`Host: a.1`, `X-Forwarded-Proto: %zz`), which no browser
   * sends: no Request can be made of them, so they are read with the render's origin instead, and refused 400 with
   * the site's page, or a form's post with its form and text back.
   */
  const malformed = new WeakSet<IncomingMessage>();
  const readMalformedOrigin = (req: IncomingMessage) => {
    malformed.add(req);
    req.headers.host = RENDER_HOST;
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(withSecurityHeaders);

  // The probes come before the request log and the metrics: they answer many times a minute and say nothing about visitors.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    const unready = isDraining() ? null : await runtime.unreadyReason();
    if (unready) logger.warn(`Not ready: ${unready}`);
    const state = isDraining() ? "draining" : unready ? "database unavailable" : "ready";
    // The build id tells a rolling deploy (scripts/deploy-rolling.ts) that the restarted instance runs the new build.
    res.status(state === "ready" ? 200 : 503).set({ "Cache-Control": "no-store", "X-Build-Id": meta.id }).type("text").send(state);
  });

  const logRequest = requestLogger(logger);
  app.use((req, res, next) => {
    res.setHeader("X-Request-Id", logRequest(req, res));
    next();
  });
  app.use(measureRequests);
  app.use(refuseOtherMethods(allowedMethods(build.routes), sendRefusal("method")));
  app.use((req, res, next) => {
    if (!SCHEMES.has(req.protocol)) {
      readMalformedOrigin(req);
      delete req.headers["x-forwarded-proto"];
    }
    if (!malformed.has(req) || !isRead(req.method)) return next();
    sendRefusal("malformed")(req, res).catch(next);
  });
  app.use(guardWrites(config.PUBLIC_ORIGIN, (req) => malformed.has(req)));

  app.use(canonicalPaths);
  app.use(canonicalLetterCase(build.routes));
  app.use((req, res, next) => {
    const rule = meta.redirects.find((r) => r.from === unlocalizedPath(req.path));
    if (rule) return redirectWithinSite(res, rule.status, localizedPath(rule.to, localeFromPathname(req.path)) + queryOf(req.url));
    next();
  });
  // The render cache's answers are encoded already.
  app.use(compression({ filter: (req, res) => !res.locals.encoded && compression.filter(req, res) }));

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
  const serveFiles = express.Router();
  serveFiles.use(servePrecompressed(clientDir, precompressed, fileHeaders));
  serveFiles.use(express.static(clientDir, staticOptions));
  app.use((req, res, next) => (namesBuiltFile(files, req.path) ? serveFiles(req, res, next) : next()));
  app.use(readFormBody, bodyErrors, refuseBrokenText);

  app.all("/{*path}", async (req, res, next) => {
    try {
      if (renderCache.admits(req)) return await renderCache.respond(req, res, renderForCache);
      const context = new RouterContextProvider(
        new Map<RouterContext, unknown>([
          ...serverValues,
          [clientAddressContext, req.ip ?? "unknown"],
          [formRefusalContext, formRefusalOf(res)],
        ]),
      );
      await sendResponse(res, await render(fetchRequest(req, res), context));
    } catch (error) {
      next(error);
    }
  });
  app.use(answerFailures(logger));

  /**
   * The prerendered pages and the render cache's kept answers are sent before Express, with the headers, log line and
   * metrics of every answer: they are nearly all of the site's traffic, and Express's routing cost most of their
   * throughput. The checks of the chain above have nothing to do for an address that is a page's exact path. Before
   * them, a target in absolute form becomes a path, and a request that names no path or two hosts is refused.
   */
  const handler: RequestListener = (req, res) => {
    if (!inOriginForm(req) || !hasOneHost(req)) return void refuseMalformed(res, logRequest(req, res));
    if (req.headers.host !== undefined && !isHost(req.headers.host)) readMalformedOrigin(req);
    const prepared = malformed.has(req) ? null : (prerendered.answerFor(req) ?? renderCache.keptAnswerFor(req));
    if (!prepared) return void app(req, res);
    measureRequests(req, res, () => {});
    prepared(res, [...securityHeaderLines, "X-Request-Id", logRequest(req, res)]);
  };

  return { handler, buildId: meta.id };
}

/** A page's answer, with the Content-Security-Policy of its inline scripts. */
function htmlPage(html: string, status: number, rendered: Headers): Response {
  const headers = new Headers(rendered);
  headers.set("Content-Security-Policy", contentSecurityPolicy(html));
  if (status >= 500) headers.set("Cache-Control", "no-store");
  headers.delete("Content-Length");
  return new Response(html, { status, headers });
}

const securityHeaderLines = Object.entries(baseSecurityHeaders).flat();

function refuseMalformed(res: ServerResponse, requestId: string) {
  res
    .writeHead(400, [...securityHeaderLines, "X-Request-Id", requestId, "Content-Type", "text/plain; charset=utf-8", "Cache-Control", "no-store", "Connection", "close"])
    .end("Bad Request");
}

function withSecurityHeaders(_req: IncomingMessage, res: ServerResponse, next: () => void) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
  next();
}

/**
 * The request as React Router takes it, with the scheme the visitor used (X-Forwarded-Proto from a trusted proxy),
 * which React Router compares with Origin. A form's body has been read already (readFormBody): it is passed as it is,
 * with a signal that aborts when the visitor goes away before the answer.
 */
function fetchRequest(req: express.Request, res: express.Response): Request {
  const protocol = `${req.protocol}:`;
  if (!Buffer.isBuffer(req.body)) return createRequest(req, res, { protocol });
  const gone = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  return new Request(`${protocol}//${req.get("host")}${req.originalUrl}`, {
    method: req.method,
    headers: createHeaders(req),
    body: new Uint8Array(req.body),
    signal: gone.signal,
  });
}
