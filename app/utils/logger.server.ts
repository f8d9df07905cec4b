import { pino, levels } from "pino";
import { singleton } from "./singleton.server.ts";

/** Structured JSON logs on stdout; request logs carry the request id as `reqId`. */
export const logger = singleton("logger", () =>
  pino({
    level: logLevel(process.env.LOG_LEVEL),
    base: { service: "legal-calendar" },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.apiKey", "*.secret"], remove: true },
  }),
);
export type Logger = typeof logger;

/**
 * The configured level when pino knows it. A wrong LOG_LEVEL must not throw here, at import time,
 * before the environment check (app/env.server.ts) can say which variable is wrong and why.
 */
function logLevel(value: string | undefined): string {
  if (value === "silent" || (value !== undefined && value in levels.values)) return value;
  return process.env.NODE_ENV === "test" ? "warn" : "info";
}
