import type { NextFunction, Request, Response } from "express";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import { translate } from "#app/i18n/translate.ts";
import { AppError, errorBody, errorProtocolOf } from "#app/utils/app-error.ts";
import { logger } from "#app/utils/logger.server.ts";
import { lingerAfterAnswer } from "./close-unread-body.ts";

/** The largest request body any route accepts: JSON and forms here are a few kilobytes. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * Bounds every request body before anything reads it (docs/decisions/005-request-body-limit.md).
 * A declared `Content-Length` above the limit is refused at once; a body without one (chunked) is
 * counted as the HTTP parser hands it over and refused as soon as it passes the limit. The refusal
 * is a 413 that closes the connection, so the rest of the body is never read or buffered; the
 * connection lingers unread until the client has the answer (server/close-unread-body.ts), and
 * whoever was reading the body (React Router's request, the identity provider) sees it end in an
 * error when it closes.
 */
export function bodyLimit({ maxBytes = MAX_BODY_BYTES }: { maxBytes?: number } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > maxBytes) return refuse(req, res, maxBytes);
    if (declared === undefined && req.headers["transfer-encoding"] === undefined) return next();
    let received = 0;
    const push = req.push.bind(req);
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk !== null && chunk !== undefined) {
        received += (chunk as Buffer).length;
        if (received > maxBytes) {
          req.push = () => false;
          refuse(req, res, maxBytes);
          // Returning false makes Node stop reading the socket; the 413 then closes it.
          return false;
        }
      }
      return push(chunk, encoding);
    };
    next();
  };
}

function refuse(req: Request, res: Response, maxBytes: number) {
  logger.warn(
    { reqId: res.locals.requestId, path: req.path, contentLength: req.headers["content-length"] },
    "request body too large",
  );
  if (res.headersSent) {
    req.destroy();
    return;
  }
  const lang = resolveLanguage(
    new Headers({ cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" }),
  );
  const message = translate(lang, "site.error.bodyTooLarge", { kilobytes: Math.floor(maxBytes / 1024) });
  res.status(413).set({ Connection: "close", "Cache-Control": "no-store", "Content-Language": lang });
  lingerAfterAnswer(req.socket);
  // APIs get the one error shape (app/utils/app-error.ts), with the callable `status` on
  // /api/functions/*; everything else plainly.
  if (req.path.startsWith("/api/"))
    res.json(errorBody(new AppError(413, "too_large", message), errorProtocolOf(req.path)));
  else res.type("text").send(message);
}
