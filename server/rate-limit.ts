import type { NextFunction, Request, Response } from "express";
import { resolveLanguage } from "#app/i18n/language.ts";
import { translate, type MessageKey } from "#app/i18n/translate.ts";

/**
 * A fixed-window limit per client address, in memory (one process; docs/decisions/054).
 * Answers 429 with Retry-After once `limit` requests came within `windowMs`, in the visitor's
 * language (the language cookie, else Accept-Language, else English).
 */
export function rateLimit(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Requests that do not count (e.g. merely viewing the sign-in page). */
  skip?: (req: Request) => boolean;
  /** The 429 text's message key ({seconds} = Retry-After); default: the sign-in text. */
  messageKey?: MessageKey;
}) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (options.skip?.(req)) return next();
    const time = now();
    if (windows.size > 10_000) {
      for (const [key, value] of windows) if (time - value.start >= options.windowMs) windows.delete(key);
    }
    const key = req.ip ?? "unknown";
    let window = windows.get(key);
    if (!window || time - window.start >= options.windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= options.limit) return next();
    const retryAfter = Math.ceil((window.start + options.windowMs - time) / 1000);
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
