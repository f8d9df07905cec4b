import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";

/** How long a connection answered early stays open, unread, for its client to read the answer. */
export const LINGER_MS = 2_000;

/**
 * An answer given before the request's body was read to its end (405, 429, 413 from a route,
 * a refused sign-in) closes the connection after it instead of keeping it alive: Node would
 * otherwise read and discard the whole rest of the body to reuse the connection. Applies to
 * requests that carry a body; set when the answer's headers are written.
 */
export function closeUnreadBody({ lingerMs = LINGER_MS }: { lingerMs?: number } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"];
    if ((declared === undefined || declared === "0") && req.headers["transfer-encoding"] === undefined) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!req.complete && !this.headersSent) {
        this.setHeader("Connection", "close");
        lingerAfterAnswer(req.socket, lingerMs);
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/**
 * Closes a connection whose request body was not read to its end without resetting it under the
 * answer. Closing a socket with unread bytes makes the kernel send a reset, and a client that is
 * still sending its body then often loses the answer that had already arrived (it sees
 * ECONNRESET instead of the 413). So, once the answer is written (Node calls `destroySoon` on a
 * `Connection: close` socket), the server only ends its side (the client reads the answer, then
 * the end), stops reading (nothing more of the body is read or buffered: a client still sending
 * is held back by TCP flow control) and destroys the socket `lingerMs` later at the latest.
 */
export function lingerAfterAnswer(socket: Socket, lingerMs = LINGER_MS) {
  socket.destroySoon = function (this: Socket) {
    // Node's server resumes an unread request body after the answer to drain it; nothing may.
    this.resume = () => this;
    this.pause();
    this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}
