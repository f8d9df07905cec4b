import type { Request, RequestHandler } from "express";
import {
  rateLimit as expressRateLimit,
  type ClientRateLimitInfo,
  type RateLimitInfo,
  type Store,
} from "express-rate-limit";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import { translate, type MessageKey } from "#app/i18n/translate.ts";
import { secondsLeft } from "#app/utils/fixed-window-limiter.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { createSharedWindowLimiter, type SharedWindowLimiter } from "./database-window-limiter.ts";

/**
 * The route a request path reaches, as React Router sees it: percent-decoded, case-folded, without
 * the `.data` suffix of its data requests (`/auth/sign-in.data` is the sign-in route, `/_root.data`
 * the home page) and without trailing slashes. Limits key on this, not on the literal path.
 */
export function routePathOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape reaches no route by another name; keep the path as it is.
  }
  decoded = decoded.toLowerCase().replace(/\/{2,}/g, "/");
  if (decoded === "/_root.data") return "/";
  return decoded.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

export type RateLimitOptions = {
  routes: string[];
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
  /** Requests that do not count (e.g. merely viewing the sign-in page). */
  skip?: (req: Request) => boolean;
  /** The 429 text's message key ({seconds} = Retry-After); default: the sign-in text. */
  messageKey?: MessageKey;
};

/**
 * A fixed-window limit per client address for the given routes and everything below them
 * (docs/decisions/054-sign-in-rate-limits.md, 115-rate-limits-through-express-rate-limit.md).
 * express-rate-limit is the middleware: it keys on the client address (Express' `req.ip`, which
 * follows the trusted proxy hops; an IPv6 address by its /56 network, so that a client cannot
 * step around a limit through the addresses of its own network), sets the standard RateLimit
 * headers and Retry-After, and checks the proxy settings once. The counts are ours: in
 * PostgreSQL when the instances share one, so that a limit holds across them (ADR 089), in memory
 * otherwise. A limit applies to a route as React Router sees it (routePathOf); past it the answer
 * is 429 with Retry-After, in the visitor's language (the language cookie, else Accept-Language,
 * else English). A database that does not answer lets the request through (logged): the limit
 * guards against abuse, not the data.
 */
export function rateLimit(options: RateLimitOptions) {
  const name = options.routes.join(",");
  // The clock is read at each call, so that tests may fake Date as well as pass `now`.
  const now = options.now ?? (() => Date.now());
  const store = new WindowStore(createSharedWindowLimiter({ ...options, now, name }), name, options.windowMs);
  const routes = options.routes.map((route) => route.toLowerCase());
  const applies = (path: string) => routes.some((route) => path === route || path.startsWith(`${route}/`));
  const secondsToWait = (req: Request) => {
    const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
    return resetTime
      ? secondsLeft(resetTime.getTime() - options.windowMs, options.windowMs, now())
      : Math.ceil(options.windowMs / 1000);
  };
  const limiter = expressRateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    store,
    skip: (req) => options.skip?.(req) ?? false,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    retryAfter: secondsToWait,
    passOnStoreError: true,
    logger: {
      error: (error, message) => logger.warn({ err: error, limit: name }, message ?? "rate limit"),
      warn: (error, message) => logger.warn({ err: error, limit: name }, message ?? "rate limit"),
    },
    handler: (req, res) => {
      const seconds = secondsToWait(req);
      const lang = resolveLanguage(
        new Headers({ cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" }),
      );
      res
        .status(429)
        .set("Retry-After", String(seconds))
        .set("Cache-Control", "no-store")
        .set("Content-Language", lang)
        .type("text")
        .send(translate(lang, options.messageKey ?? "site.rateLimit.signIn", { seconds }));
    },
  });
  // Other routes pass at once, without the limiter's asynchronous round (seven limits run on
  // every request).
  const limit: RequestHandler = (req, res, next) => (applies(routePathOf(req.path)) ? limiter(req, res, next) : next());
  return limit;
}

/**
 * express-rate-limit's store interface over our window counters (the same counts and windows in
 * memory or in the database). Each limit has its own store and its keys are prefixed with the
 * limit's name by the counters, so that limits on the same address count apart.
 */
class WindowStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  readonly #counter: SharedWindowLimiter;
  readonly #windowMs: number;
  constructor(counter: SharedWindowLimiter, name: string, windowMs: number) {
    this.prefix = `${name} `;
    this.#counter = counter;
    this.#windowMs = windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { count, start } = await this.#counter.hit(key);
    return { totalHits: count, resetTime: new Date(start + this.#windowMs) };
  }

  // The middleware calls these only for options no limit here uses (skipping failed or successful
  // requests) or when code resets a key, which none does: refusing says so if that ever changes.
  decrement(): Promise<void> {
    return Promise.reject(new Error("rate limits here do not give requests back"));
  }

  resetKey(): Promise<void> {
    return Promise.reject(new Error("rate limits here are not reset by key"));
  }
}
