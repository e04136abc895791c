import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import compressible from "compressible";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { PAGE_CACHE_CONTROL } from "./cache-policy";
import { type Encoding, entityTag, type HeaderLines, negotiatedEncoding, type PreparedAnswer, sendPrepared } from "./prepared-answer";
import { isRead, pathOf, queryOf } from "./request-url";
import { contentSecurityPolicy } from "./security-headers";

/** Renders `url` (path and query) for the cache: a request that carries nothing of the visitor who asked. */
export type Render = (url: string) => Promise<globalThis.Response>;

export type RenderCacheOptions = {
  /** The most bytes of bodies, headers and keys held (RENDER_CACHE_MAX); 0 turns the cache off. */
  maxBytes: number;
  /** The build whose pages these are: part of every ETag, so a tag from another build never earns a 304. */
  buildId: string;
  /**
   * A value every response must have of its own (the inquiry form's token). The renderer writes `placeholder` where
   * it goes; each response gets a fresh `value()` there, and is then encoded for that response alone.
   */
  perResponseValue: { placeholder: string; value: () => string };
  /**
   * The query parameters the route at a path reads, and which of them it reads every value of (`repeats`): the others
   * make no key, nor does a second value of one read once, and the renderer never sees them.
   */
  paramsRead: (path: string) => ReadonlyMap<string, { repeats?: boolean }>;
  /**
   * Whether the values of a canonical URL's query make a page of its own, whose answer may be kept: not one its route
   * shows the same as without it (`?product=` of no product), nor a visitor's own, which would each take an entry.
   */
  keepsAnswerTo: (path: string, query: URLSearchParams) => boolean;
  /**
   * Whether the URL holds what a visitor typed (a search query) or a secret (an alert link's token): its answer is
   * never kept, so that no answer's speed tells whether another visitor asked the same and no secret stays in memory,
   * and it is encoded fast (TYPED_ENCODER).
   */
  holdsTyped: (url: string) => boolean;
  /** Called with every answer: from what was kept, or rendered now. */
  counts?: (result: "hit" | "miss") => void;
};

/**
 * One answer as the cache keeps it: encoded for the entry's key, except a page with a per-response value, which is
 * kept as it was rendered and encoded per response (and has no ETag, as a 404 and an answer that is not stored).
 */
type Entry = PreparedAnswer & { headers: [string, string][]; takesPerResponseValue: boolean; storable: boolean };

/** Headers of the renderer's answer that the cache sets itself, or that belong to one connection. */
const NOT_KEPT = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag"]);

/** How an answer is encoded: its Brotli quality, and whether here or in the thread pool. */
type Encoder = { quality: number; inPlace: boolean };

/**
 * Stored copies and per-response pages: a miss pays this once per page, so it may take a few ms, off the event loop;
 * the prerendered files' quality 11 would take a hundred (docs/operating.md, Sizing the render cache: the figures).
 */
const PAGE_ENCODER: Encoder = { quality: 5, inPlace: false };
/**
 * Answers to a typed query, encoded for every answer: a lower quality, a little larger but a third of the time, and in
 * place, as the thread pool's round trip costs more than the encoding.
 */
const TYPED_ENCODER: Encoder = { quality: 3, inPlace: true };
/** As compression(): smaller bodies gain nothing from encoding. */
const ENCODE_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page with a form token is never kept by a shared cache, and the browser asks again. */
const PER_RESPONSE_CACHE_CONTROL = "private, no-cache";

/**
 * The URL as the key and the renderer take it: the path exactly as sent (letter case and escapes select the route);
 * of the query, the parameters the path's route reads (`paramsRead`), sorted by name, re-encoded as URLSearchParams
 * encodes them, which is how the loaders read them. A parameter read with `getAll` keeps its values in their order
 * (`?column=b&column=a`); one read with `get` keeps its first (`?id=3&id=x` is `?id=3`). Values keep their case and
 * spaces. Any other parameter (`fbclid`, `utm_source`) is dropped: the page is the same without it.
 */
export function canonicalUrl(originalUrl: string, paramsRead: RenderCacheOptions["paramsRead"]): string {
  const query = queryOf(originalUrl);
  if (query === "") return originalUrl;
  const path = pathOf(originalUrl);
  const read = paramsRead(path);
  const given = new Set<string>();
  const params = new URLSearchParams(
    [...new URLSearchParams(query)].filter(([name]) => {
      const param = read.get(name);
      if (param === undefined || (given.has(name) && !param.repeats)) return false;
      given.add(name);
      return true;
    }),
  );
  params.sort();
  const search = params.toString();
  return path + (search ? `?${search}` : "");
}

/**
 * Whether an answer depends on its URL alone, so that any visitor may be given it: 200 or 404 (an error is rendered
 * again; a redirect from a GET loader does not exist, and the site's own redirects are answered before the renderer),
 * no cookie, nothing that keeps it from shared caches, and no Vary other than Accept-Encoding.
 */
export function isStorable(response: globalThis.Response): boolean {
  const { headers } = response;
  const cacheControl = headers.get("Cache-Control") ?? "";
  const vary = (headers.get("Vary") ?? "").split(",").map((field) => field.trim().toLowerCase()).filter(Boolean);
  return (
    (response.status === 200 || response.status === 404) &&
    !headers.has("Set-Cookie") &&
    !headers.has("Content-Encoding") &&
    !/\b(private|no-store|no-cache)\b/i.test(cacheControl) &&
    vary.every((field) => field === "accept-encoding")
  );
}

async function encode(body: Buffer, encoding: Encoding, type: string, { quality, inPlace }: Encoder): Promise<{ body: Buffer; encoding: Encoding }> {
  if (encoding === "identity" || body.length < ENCODE_THRESHOLD || !compressible(type)) return { body, encoding: "identity" };
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  const encoded =
    encoding === "br"
      ? inPlace ? brotliCompressSync(body, options) : await brotli(body, options)
      : inPlace ? gzipSync(body) : await gzipped(body);
  return { body: encoded, encoding };
}

/**
 * A 404 at an address with a query: a value the page does not know (`?page=abc`, `?id=…`). Values without end would
 * each take an entry and push out the pages, so such an answer is rendered every time; a 404 without a query is kept.
 */
const isUnknownValue = (entry: Entry, url: string) => entry.status === 404 && queryOf(url) !== "";

/** The bytes an entry holds, for the bound: its key, headers and body. */
const entrySize = (entry: Entry, key: string) =>
  key.length + entry.body.length + entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

/**
 * Server-rendered answers to GET and HEAD from memory, keyed by the canonical URL and the negotiated encoding, kept
 * encoded with a strong ETag, least recently used first out once `maxBytes` is reached. A miss renders the canonical
 * URL (not the visitor's request), so what is kept cannot depend on anything but the URL; concurrent misses of one
 * key share a render whose answer may be kept. Answers to typed words are rendered every time and never kept, nor kept
 * are those to values that make no page of their own (`keepsAnswerTo`).
 */
export function createRenderCache({ maxBytes, buildId, perResponseValue, paramsRead, keepsAnswerTo, holdsTyped, counts = () => {} }: RenderCacheOptions) {
  const entries = maxBytes > 0 ? new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entrySize }) : null;
  const rendering = new Map<string, Promise<Entry>>();
  const mayKeep = (entry: Entry, url: string) =>
    entry.storable && !isUnknownValue(entry, url) && keepsAnswerTo(pathOf(url), new URLSearchParams(queryOf(url)));

  const renderEntry = async (url: string, encoding: Encoding, render: Render): Promise<Entry> => {
    const response = await render(url);
    const rendered = Buffer.from(await response.arrayBuffer());
    const storable = isStorable(response);
    const takesPerResponseValue = rendered.includes(perResponseValue.placeholder);
    const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name));
    if (storable && !response.headers.has("Cache-Control")) headers.push(["Cache-Control", takesPerResponseValue ? PER_RESPONSE_CACHE_CONTROL : PAGE_CACHE_CONTROL]);
    if (takesPerResponseValue) return { status: response.status, headers, body: rendered, encoding, etag: null, takesPerResponseValue, storable };
    const encoded = await encode(rendered, encoding, response.headers.get("Content-Type") ?? "", holdsTyped(url) ? TYPED_ENCODER : PAGE_ENCODER);
    // A conditional request is answered only for a page that exists (RFC 9110, 13.2.1): a 404 carries no tag.
    const etag = storable && response.status === 200 ? entityTag(buildId, rendered, encoded.encoding) : null;
    return { status: response.status, headers, ...encoded, etag, takesPerResponseValue, storable };
  };

  /** The entry for `key`: kept, being rendered for another request, or rendered now. */
  const lookUp = async (key: string, url: string, encoding: Encoding, render: Render): Promise<{ entry: Entry; rendered: boolean }> => {
    const kept = entries!.get(key);
    if (kept) return { entry: kept, rendered: false };
    const pending = rendering.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      // An answer that may not be kept (or a failed render) is not shared either: this request renders its own.
      if (shared?.storable) return { entry: shared, rendered: false };
      return { entry: await renderEntry(url, encoding, render), rendered: true };
    }
    const own = renderEntry(url, encoding, render);
    rendering.set(key, own);
    try {
      const entry = await own;
      if (mayKeep(entry, url)) entries!.set(key, entry);
      return { entry, rendered: true };
    } finally {
      rendering.delete(key);
    }
  };

  /** The answer as this response sends it: a per-response page gets its value, its CSP and its encoding now. */
  const materialise = async (entry: Entry): Promise<PreparedAnswer> => {
    if (!entry.takesPerResponseValue) return entry;
    const page = entry.body.toString("utf8").replaceAll(perResponseValue.placeholder, perResponseValue.value());
    const type = entry.headers.find(([name]) => name === "content-type")?.[1] ?? "";
    const headers = type.startsWith("text/html")
      ? entry.headers.map(([name, value]): [string, string] => [name, name === "content-security-policy" ? contentSecurityPolicy(page) : value])
      : entry.headers;
    return { ...entry, headers, ...(await encode(Buffer.from(page, "utf8"), entry.encoding, type, PAGE_ENCODER)) };
  };

  const send = (req: IncomingMessage, res: ServerResponse, prepared: PreparedAnswer, rendered: boolean, more: HeaderLines = []) => {
    counts(rendered ? "miss" : "hit");
    sendPrepared(req, res, prepared, [...more, "X-Render-Cache", rendered ? "miss" : "hit"]);
  };

  /** Whether the cache answers `req`: a GET or HEAD without Range (a part of a page is never kept or sent from here). */
  const admits = (req: IncomingMessage) => entries !== null && isRead(req.method) && req.headers.range === undefined;

  return {
    admits,

    /**
     * The answer to `req` if one is kept that is the same for every visitor, without rendering. Its URL reached the
     * renderer through every check of the app's chain once, and those checks depend on the URL alone: the server
     * sends it before Express, with `more` header lines.
     */
    keptAnswerFor(req: IncomingMessage): ((res: ServerResponse, more: HeaderLines) => void) | undefined {
      if (!admits(req) || req.url === undefined) return undefined;
      const entry = entries!.get(`${negotiatedEncoding(req)} ${canonicalUrl(req.url, paramsRead)}`);
      if (!entry || entry.takesPerResponseValue) return undefined;
      return (res, more) => send(req, res, entry, false, more);
    },

    /** Sends the answer to `req`: kept, or rendered by `render` now (and kept when it may be). */
    async respond(req: Request, res: Response, render: Render): Promise<void> {
      const requested = negotiatedEncoding(req);
      const url = canonicalUrl(req.originalUrl, paramsRead);
      res.locals.encoded = true;
      if (holdsTyped(url)) return void sendPrepared(req, res, await materialise(await renderEntry(url, requested, render)));
      const { entry, rendered } = await lookUp(`${requested} ${url}`, url, requested, render);
      send(req, res, await materialise(entry), rendered);
    },

    /** Bytes and answers held, for the metrics. */
    bytes: () => entries?.calculatedSize ?? 0,
    entries: () => entries?.size ?? 0,
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
