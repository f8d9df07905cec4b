import type { NextFunction, Request, Response } from "express";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import { translate } from "#app/i18n/translate.ts";

/**
 * Refuses a query string that carries a NUL character (`?q=a%00b`): no route has a use for it,
 * and PostgreSQL rejects it in every text value, which would surface as a server error deep in a
 * search. A 400 in the visitor's language, before any route runs.
 */
export function queryGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const index = req.url.indexOf("?");
    if (index < 0) return next();
    const query = req.url.slice(index + 1);
    if (!/%00/.test(query)) return next();
    const params = new URLSearchParams(query);
    const bad = [...params].some(([name, value]) => name.includes("\0") || value.includes("\0"));
    if (!bad) return next();
    const lang = resolveLanguage(
      new Headers({ cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" }),
    );
    res
      .status(400)
      .set({ "Cache-Control": "no-store", "Content-Language": lang })
      .type("text")
      .send(translate(lang, "site.error.badQuery"));
  };
}
