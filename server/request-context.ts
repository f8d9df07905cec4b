import { AsyncResource } from "node:async_hooks";
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { logger } from "#app/utils/logger.server.ts";

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the client's X-Request-Id when well-formed, else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Gives every request an id (kept from X-Request-Id when well-formed) and logs it once done. */
export function requestContext() {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    // Bound to this request's context: the line goes to the logger of the app that served it (ADR 101).
    res.on(
      "finish",
      AsyncResource.bind(() => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const level = res.statusCode >= 500 ? "error" : "info";
        logger[level](
          {
            reqId: requestId,
            method: req.method,
            path: req.path,
            status: res.statusCode,
            ms: Math.round(ms * 10) / 10,
          },
          "request",
        );
      }),
    );
    next();
  };
}
