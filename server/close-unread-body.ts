import type { NextFunction, Request, Response } from "express";

/**
 * An answer given before the request's body was read to its end (405, 429, 413 from a route,
 * a refused sign-in) closes the connection after it instead of keeping it alive: Node would
 * otherwise read and discard the whole rest of the body to reuse the connection. Applies to
 * requests that carry a body; set when the answer's headers are written.
 */
export function closeUnreadBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"];
    if ((declared === undefined || declared === "0") && req.headers["transfer-encoding"] === undefined) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
