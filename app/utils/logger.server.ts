import { pino } from "pino";
import { singleton } from "./singleton.server.ts";

/** Structured JSON logs on stdout; request logs carry the request id as `reqId`. */
export const logger = singleton("logger", () =>
  pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
    base: { service: "legal-calendar" },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.apiKey", "*.secret"], remove: true },
  }),
);
export type Logger = typeof logger;
