import { AsyncLocalStorage } from "node:async_hooks";
import { pino, levels, type DestinationStream } from "pino";
import { singleton } from "./singleton.server.ts";

/** Structured JSON logs on stdout; request logs carry the request id as `reqId`. */
export type Logger = pino.Logger;
const processLogger = singleton("logger", () => createLogger({ level: logLevel(process.env.LOG_LEVEL) }));

/** A logger with the project's fields and redactions, to `destination` (default: stdout). */
export function createLogger(options: { level: string }, destination?: DestinationStream): Logger {
  return pino(
    {
      level: options.level,
      base: { service: "legal-calendar" },
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.apiKey", "*.secret"], remove: true },
    },
    destination,
  );
}

const appLogger = new AsyncLocalStorage<Logger>();

/**
 * The logger of the app whose request (or background work) is running when createApp was given
 * one (server/app.ts; docs/decisions/101-the-app-as-a-factory.md), else the process's.
 */
export const logger: Logger = new Proxy(processLogger, {
  get(target, property) {
    const scoped = appLogger.getStore();
    // Without a scope the process's logger, its methods as they are (vi.spyOn(logger, "warn") sees them).
    if (!scoped) return Reflect.get(target, property) as unknown;
    const value = Reflect.get(scoped, property, scoped) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(scoped) : value;
  },
});

/** Runs `fn` (and everything it starts) with `scoped` as the logger (the process's: `logger` itself). */
export function withLogger<T>(scoped: Logger, fn: () => T): T {
  return scoped === logger ? fn() : appLogger.run(scoped, fn);
}

/**
 * The configured level when pino knows it. A wrong LOG_LEVEL must not throw here, at import time,
 * before the environment check (app/env.server.ts) can say which variable is wrong and why.
 */
function logLevel(value: string | undefined): string {
  if (value === "silent" || (value !== undefined && value in levels.values)) return value;
  return process.env.NODE_ENV === "test" ? "warn" : "info";
}
