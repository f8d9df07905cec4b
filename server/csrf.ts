import type { NextFunction, Request, Response } from "express";
import { AppError, errorBody, errorHeaders, errorProtocolOf } from "#app/utils/app-error.ts";
import { logger } from "#app/utils/logger.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * First CSRF layer: a state-changing request must come from our own origin. Browsers send
 * `Origin` with every POST/PUT/PATCH/DELETE (fetch and forms alike), so a same-origin JSON POST
 * passes by its Origin header; without Origin, Sec-Fetch-Site or a same-origin Referer must say
 * so. Requests without any of these (e.g. curl) are refused. The token check for forms is the
 * second layer (app/http/accounts/csrf.server.ts). `exempt` paths (the development identity
 * provider's token endpoint, called server-to-server) skip the check.
 */
export function csrfProtection(options: { publicUrl: string; exempt?: string[] }) {
  const allowed = new URL(options.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (options.exempt?.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return next();
    // Our origin is the configured PUBLIC_URL's, never one derived from the request's Host header,
    // which the client writes.
    const sameOrigin = (value: string) => value === allowed;
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    let ok: boolean;
    if (origin && origin !== "null") ok = sameOrigin(origin);
    else if (fetchSite) ok = fetchSite === "same-origin";
    else {
      const referer = req.get("referer");
      ok = !!referer && URL.canParse(referer) && sameOrigin(new URL(referer).origin);
    }
    if (ok) return next();
    logger.warn(
      { reqId: res.locals.requestId, path: req.path, origin, fetchSite },
      "cross-origin request refused (CSRF)",
    );
    const message = "This request did not come from this site and was refused.";
    // The one error shape (app/utils/app-error.ts), with the callable `status` on /api/functions/*.
    const error = new AppError(403, "csrf", message);
    res
      .status(error.status)
      .set(errorHeaders(error))
      .json(errorBody(error, errorProtocolOf(req.path)));
  };
}
