import type { NextFunction, Request, Response } from "express";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import { translate } from "#app/i18n/translate.ts";

/**
 * The path as the WHATWG URL parser normalises it (dot segments, also as %2e, resolved; "\" read
 * as "/"), or null when the path is not in that form already or carries a NUL or a broken
 * %-escape once decoded.
 */
export function normalisedPath(rawPath: string): string | null {
  if (!rawPath.startsWith("/")) return null;
  const parsed = URL.parse(`http://origin.invalid${rawPath}`);
  if (!parsed || parsed.pathname !== rawPath) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  return decoded.includes("\0") ? null : parsed.pathname;
}

/**
 * Refuses, before any route or rate limit runs, a path that routing would read differently from
 * the limits (`/x/../ai-act-check/export`, `/./api/ai-act/classify`), or that no route can use (a NUL,
 * a broken %-escape): 400 in the visitor's language. Browsers and our own links send paths in their
 * normalised form, so only hand-made requests meet this (docs/security.md).
 */
export function pathGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const query = req.url.indexOf("?");
    const rawPath = query < 0 ? req.url : req.url.slice(0, query);
    if (normalisedPath(rawPath) !== null) return next();
    const lang = resolveLanguage(
      new Headers({ cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" }),
    );
    res
      .status(400)
      .set({ "Cache-Control": "no-store", "Content-Language": lang })
      .type("text")
      .send(translate(lang, "site.error.badPath"));
  };
}
