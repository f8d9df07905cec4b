import type { NextFunction, Request, Response } from "express";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import { translate, type MessageKey } from "#app/i18n/translate.ts";
import { createSharedWindowLimiter } from "./database-window-limiter.ts";

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

/**
 * A fixed-window limit per client address for the given routes and everything below them
 * (docs/decisions/054-sign-in-rate-limits.md). Answers 429 with Retry-After once `limit` requests
 * came within `windowMs`, in the visitor's language (the language cookie, else Accept-Language,
 * else English). The address is Express' `req.ip`, which follows the trusted proxy hops.
 */
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

export function rateLimit(options: RateLimitOptions) {
  // Counted in PostgreSQL when the instances share one, so a limit holds across them (ADR 089).
  const limiter = createSharedWindowLimiter({ ...options, name: options.routes.join(",") });
  const routes = options.routes.map((route) => route.toLowerCase());
  const applies = (path: string) => routes.some((route) => path === route || path.startsWith(`${route}/`));
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!applies(routePathOf(req.path)) || options.skip?.(req)) return next();
    const retryAfter = await limiter.take(req.ip ?? "unknown");
    if (retryAfter === undefined) return next();
    const lang = resolveLanguage(new Headers({ cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" }));
    res
      .status(429)
      .set("Retry-After", String(retryAfter))
      .set("Cache-Control", "no-store")
      .set("Content-Language", lang)
      .type("text")
      .send(translate(lang, options.messageKey ?? "site.rateLimit.signIn", { seconds: retryAfter }));
  };
}
