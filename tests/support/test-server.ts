import { EventEmitter } from "node:events";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { setDatabase, type Database } from "#app/db/client.server.ts";
import { parseEnv } from "#app/env.server.ts";
import { createLogger } from "#app/utils/logger.server.ts";
import { openTestDatabase, serverTestDatabase, type ServerTestDatabase } from "./database.ts";
import {
  ensureBuild,
  freePort,
  parseLogLines,
  startServer,
  testServerEnv,
  type LogLine,
  type ServerProcess,
} from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** What a test sees of a server it started, in its own process or as `node server.ts`. */
export type TestServer = {
  /** The server's origin (its PUBLIC_URL). */
  url: string;
  base: string;
  /** What the server logged so far (its JSON log lines). */
  output: () => string;
  /** The complete JSON log lines so far. */
  logLines: () => LogLine[];
  /** Resolves when the output from offset `from` on matches. */
  waitForOutput: (pattern: RegExp, from?: number) => Promise<void>;
  /** Resolves once the log lines satisfy `done` (checked on every line the server writes; no timers). */
  waitForLog: (done: (lines: LogLine[]) => boolean) => Promise<LogLine[]>;
  /** Stops the server and removes its database. */
  close: () => Promise<void>;
};

type AppModule = typeof import("../../server/app.ts");
let appModule: Promise<AppModule> | undefined;

/**
 * The production build's server module (server/app.ts as bundled by `react-router build`), loaded
 * once per test process by Node itself, as server.ts loads it. React is loaded for production, as
 * in `npm start`.
 */
export function productionApp(): Promise<AppModule> {
  ensureBuild();
  process.env.NODE_ENV = "production";
  appModule ??= import(
    /* @vite-ignore */ pathToFileURL(path.join(root, "build/server/index.js")).href
  ) as Promise<AppModule>;
  return appModule;
}

/**
 * The production app (the build's createApp, docs/decisions/101-the-app-as-a-factory.md) in this
 * test process, on a loopback port of its own and a fresh copy of the migrated database (PGlite
 * in memory, or with TEST_DATABASE_URL a PostgreSQL copy): for integration tests that talk HTTP to
 * it. `env` adds or overrides settings, as for `node server.ts`; `setup` runs first with the
 * database as getDb()'s (e.g. to import an act or sign users in). One app at a time per test
 * file (the process has one database): close one before starting the next.
 * Signals, exit codes, startup errors and restarts need the process: startTestServerProcess.
 */
export async function startTestServer(
  _name: string,
  env: Record<string, string> = {},
  setup?: (database: Database) => Promise<void>,
): Promise<TestServer> {
  const mod = await productionApp();
  const database = await openTestDatabase();
  let output = "";
  const written = new EventEmitter();
  const httpServer = http.createServer();
  const sockets = new Set<net.Socket>();
  httpServer.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  let app: ReturnType<AppModule["createApp"]> | undefined;
  try {
    setDatabase(database);
    if (setup) await setup(database);
    await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
    const port = (httpServer.address() as net.AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;
    const parsed = parseEnv(testServerEnv({ PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: "warn", ...env }));
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString("utf8");
        written.emit("data");
        done();
      },
    });
    app = mod.createApp(parsed, { database, logger: createLogger({ level: parsed.LOG_LEVEL }, logs) });
    await app.start();
    httpServer.on("request", app.listener);
    const started = app;
    const waitFor = <T>(check: () => T | undefined) =>
      new Promise<T>((resolve) => {
        const attempt = () => {
          const result = check();
          if (result === undefined) return false;
          written.off("data", attempt);
          resolve(result);
          return true;
        };
        if (!attempt()) written.on("data", attempt);
      });
    let closed: Promise<void> | undefined;
    return {
      url: base,
      base,
      output: () => output,
      logLines: () => parseLogLines(output),
      waitForOutput: (pattern, from = 0) =>
        waitFor(() => (pattern.test(output.slice(from)) ? true : undefined)).then(() => undefined),
      waitForLog: (done) =>
        waitFor(() => {
          const lines = parseLogLines(output);
          return done(lines) ? lines : undefined;
        }),
      close: () =>
        (closed ??= (async () => {
          started.markShuttingDown();
          await new Promise<void>((resolve) => {
            httpServer.close(() => resolve());
            httpServer.closeIdleConnections();
            for (const socket of sockets) socket.destroy();
          });
          await started.shutdown();
          setDatabase(undefined);
          await database.close();
        })()),
    };
  } catch (error) {
    if (app) await app.shutdown().catch(() => undefined);
    httpServer.close();
    setDatabase(undefined);
    await database.close();
    throw error;
  }
}

export type TestServerProcess = ServerProcess & {
  base: string;
  /** The server's database (open it here only while the server is stopped, or on PostgreSQL). */
  database: ServerTestDatabase;
  /** Stops the server and removes its database. */
  close: () => Promise<void>;
};

/**
 * `node server.ts` (the production build) on a fresh database of its own (serverTestDatabase): for
 * tests of what only a process shows (signals, restarts, startup failures, a second instance).
 * `env` and `setup` as for startTestServer.
 */
export async function startTestServerProcess(
  name: string,
  env: Record<string, string> = {},
  setup?: (database: Database) => Promise<void>,
): Promise<TestServerProcess> {
  const database = await serverTestDatabase(name);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    if (setup) {
      const handle = await database.open();
      setDatabase(handle);
      try {
        await setup(handle);
      } finally {
        setDatabase(undefined);
        await handle.close();
      }
    }
    const server = await startServer({
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      ...database.env,
      ...env,
    });
    return {
      ...server,
      base,
      database,
      close: async () => {
        await server.stop();
        await database.remove();
      },
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}
