import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import fresh from "fresh";
import Negotiator from "negotiator";
import { z } from "zod";
import { branches, regions, resolveFeedPath } from "#app/domain/feeds/catalogue.ts";
import {
  getFeedService,
  searchPath,
  type CachedBody,
  type FeedService,
  type FeedTarget,
} from "#app/domain/feeds/feed-service.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { requestIdOf } from "./request-context.ts";

/**
 * One hour: clients and shared caches may reuse a feed that long (ADR 021). no-transform keeps
 * proxies, and the global compression middleware, from re-encoding bytes whose ETag we computed
 * (a client asking only for deflate would otherwise cost a 1 MB deflate per request).
 */
export const FEED_CACHE_CONTROL = "public, max-age=3600, no-transform";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const SearchQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(2).max(100)),
  region: z.preprocess(emptyToUndefined, z.enum(regions).optional()),
  branch: z.preprocess(emptyToUndefined, z.enum(branches).optional()),
});

const commonHeaders = {
  "Access-Control-Allow-Origin": "*",
  // Last-Modified is readable cross-origin anyway (CORS-safelisted); ETag needs exposing.
  "Access-Control-Expose-Headers": "ETag",
  // The site's default is same-origin; a calendar is meant to be read from anywhere.
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

/**
 * The /feeds/* endpoints as a plain Express handler, mounted before the React Router handler so
 * that a feed request costs a map lookup and a write of prepared bytes (ADR 020).
 */
export function feedsHandler(getService: () => FeedService = getFeedService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const service = getService();
      // The common case, a catalogue feed whose body is built and current, without any await.
      if (req.method === "GET" || req.method === "HEAD") {
        const found = resolveFeedPath(req.url.split("?", 1)[0]!.slice(1));
        const body = found.kind === "feed" ? service.peekFeed({ kind: "catalogue", feed: found.feed }) : undefined;
        if (body) return sendBody(req, res, body);
      }
      await handle(req, res, service);
    } catch (error) {
      logger.error({ err: error, path: req.originalUrl }, "feeds: cannot serve the feed");
      if (res.headersSent) return next(error);
      sendText(res, 503, "The calendar feed is temporarily unavailable. Please try again later.", {
        "Retry-After": "60",
      });
    }
  };
}

/**
 * The shortest path for the common feed request, ahead of Express and every middleware (ADR 028):
 * a GET or HEAD without a body or query of a catalogue or court feed whose body is built. Answers
 * it from prepared bytes and headers (200 or 304, the client's encoding, CORS, nosniff, CORP,
 * X-Request-Id) and
 * returns true; returns false for anything else, which then takes the full path (the handler
 * below behind the request context, body limit, query guard and rate limits).
 */
export function feedsFastPath(getService: () => FeedService = getFeedService) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (!url?.startsWith("/feeds/") || url.includes("?") || (req.method !== "GET" && req.method !== "HEAD"))
      return false;
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) return false;
    const found = resolveFeedPath(url.slice("/feeds/".length));
    const service = getService();
    const body =
      found.kind === "feed"
        ? service.peekFeed({ kind: "catalogue", feed: found.feed })
        : found.kind === "court"
          ? service.peekFeed({ kind: "court", courtSlug: found.courtSlug })
          : undefined;
    if (!body) return false;
    // The id every answer carries (server/request-context.ts), without the request log line.
    res.setHeader("X-Request-Id", requestIdOf(req.headers["x-request-id"]));
    sendBody(req, res, body);
    return true;
  };
}

async function handle(req: Request, res: Response, service: FeedService) {
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      ...commonHeaders,
      "Access-Control-Allow-Methods": "GET, HEAD",
      "Access-Control-Max-Age": "86400",
    });
    res.end();
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendText(res, 405, "Method not allowed.", { Allow: "GET, HEAD, OPTIONS" });
    return;
  }
  // The raw path below /feeds/ (still percent-encoded), without the query.
  const raw = req.url.split("?", 1)[0]!.replace(/^\//, "");

  if (raw === "index.json") return sendBody(req, res, await service.getIndex());

  if (raw === "search.ics") {
    const parsed = SearchQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      sendText(res, 400, "A keyword feed needs q (2 to 100 characters) and optionally a known region and branch.");
      return;
    }
    const canonical = searchPath(parsed.data);
    if (canonical !== req.originalUrl) {
      res.writeHead(301, {
        ...commonHeaders,
        Location: canonical,
        "Cache-Control": FEED_CACHE_CONTROL,
        "Content-Length": "0",
      });
      res.end();
      return;
    }
    return sendFeed(req, res, service, { kind: "search", ...parsed.data });
  }

  const found = resolveFeedPath(raw);
  switch (found.kind) {
    case "redirect": {
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      res.writeHead(301, {
        ...commonHeaders,
        Location: found.location + query,
        "Cache-Control": FEED_CACHE_CONTROL,
        "Content-Length": "0",
      });
      res.end();
      return;
    }
    case "feed":
      return sendFeed(req, res, service, { kind: "catalogue", feed: found.feed });
    case "court":
      return sendFeed(req, res, service, { kind: "court", courtSlug: found.courtSlug });
    case "not-found":
      sendText(res, 404, "Unknown calendar feed. The list of feeds: /feeds/index.json");
  }
}

async function sendFeed(req: Request, res: Response, service: FeedService, target: FeedTarget) {
  const body = await service.getFeed(target);
  if (!body) {
    sendText(res, 404, "Unknown calendar feed. The list of feeds: /feeds/index.json");
    return;
  }
  sendBody(req, res, body);
}

type Encoding = "br" | "gzip" | "identity";
type PreparedHeaders = Record<Encoding, { ok: Record<string, string>; notModified: Record<string, string> }>;
const preparedHeaders = new WeakMap<CachedBody, PreparedHeaders>();

/** The response headers of a body, per encoding, made once per body rather than once per request. */
function headersOf(body: CachedBody): PreparedHeaders {
  let prepared = preparedHeaders.get(body);
  if (!prepared) {
    const make = (encoding: Encoding, bytes: Buffer) => {
      const notModified = {
        ...commonHeaders,
        "Cache-Control": FEED_CACHE_CONTROL,
        "Last-Modified": body.lastModifiedHttp,
        Vary: "Accept-Encoding",
        ETag: `"${body.etag}${encoding === "identity" ? "" : encoding === "br" ? "-br" : "-gz"}"`,
      };
      const ok: Record<string, string> = {
        ...notModified,
        "Content-Type": body.contentType,
        "Content-Length": String(bytes.length),
      };
      if (encoding !== "identity") ok["Content-Encoding"] = encoding;
      return { ok, notModified };
    };
    prepared = { br: make("br", body.br), gzip: make("gzip", body.gzip), identity: make("identity", body.identity) };
    preparedHeaders.set(body, prepared);
  }
  return prepared;
}

/** Sends prepared bytes with validators: 304 when the client's copy is current, else the best encoding. */
export function sendBody(req: IncomingMessage, res: ServerResponse, body: CachedBody) {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const headers = headersOf(body)[encoding];
  if (notModified(req, body)) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  res.writeHead(200, headers.ok);
  if (req.method === "HEAD") res.end();
  else res.end(encoding === "br" ? body.br : encoding === "gzip" ? body.gzip : body.identity);
}

/**
 * Whether the client's copy is current, by `fresh` (Express' own conditional-request check:
 * If-None-Match, weakly compared, wins over If-Modified-Since). A tag of any of our encodings
 * counts: the bytes behind them are the same feed. Only the validators are passed: as the origin
 * we answer a conditional request even with `Cache-Control: no-cache`, which fetch() adds to every
 * conditional request and which asks caches, not the origin, to revalidate.
 */
export function notModified(req: IncomingMessage, body: CachedBody): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  const ifModifiedSince = req.headers["if-modified-since"];
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return false;
  const validators = { "if-none-match": ifNoneMatch, "if-modified-since": ifModifiedSince };
  return [body.etag, `${body.etag}-gz`, `${body.etag}-br`].some((tag) =>
    fresh(validators, { etag: `"${tag}"`, "last-modified": body.lastModifiedHttp }),
  );
}

type NegotiatorWithPreference = { encodings(available: string[], options: { preferred: string[] }): string[] };
const encodingCache = new Map<string, Encoding>();
const encodings: Encoding[] = ["br", "gzip", "identity"];

/** The client's best encoding by `negotiator` (q-values, `*`, `q=0`), br before gzip on a tie. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const known = encodingCache.get(header);
  if (known) return known;
  // negotiator 1.x takes the server's preference for ties; @types/negotiator (0.6) does not know it yet.
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as unknown as NegotiatorWithPreference;
  const [best] = negotiator.encodings(encodings, { preferred: encodings });
  const choice = (best as Encoding | undefined) ?? "identity";
  if (encodingCache.size < 100) encodingCache.set(header, choice);
  return choice;
}

function sendText(res: Response, status: number, text: string, extra: Record<string, string> = {}) {
  const body = Buffer.from(`${text}\n`, "utf8");
  res.writeHead(status, {
    ...commonHeaders,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": status === 404 ? "public, max-age=300" : "no-store",
    ...extra,
  });
  res.end(body);
}
