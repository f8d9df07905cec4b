/**
 * The one server process: Express around the React Router handler (server/app.ts).
 * `node server.ts` serves the production build; `node server.ts --dev` runs Vite in middleware mode.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import express from "express";
import { explainStartupError } from "./server/startup-errors.ts";

const development = process.argv.includes("--dev");
process.env.NODE_ENV ??= development ? "development" : "production";

// In development Vite loads react-router's development build; the Express adapter, loaded by
// Node, must resolve the same build or the router context is not recognised. Re-run with the
// condition when `node server.ts --dev` was started without it (npm run dev passes it).
if (development && !process.execArgv.some((arg) => arg.startsWith("--conditions=development"))) {
  const child = spawn(process.execPath, ["--conditions=development", ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 1));
  await new Promise(() => {});
}

type AppModule = typeof import("./server/app.ts");
type LegalCalendarApp = import("./server/app.ts").LegalCalendarApp;
type Env = import("./app/env.server.ts").Env;
type Database = import("./app/db/client.server.ts").Database;

// Created first so that Vite's hot-reload websocket shares the server's port in development.
const httpServer = http.createServer();

async function loadModule(): Promise<{ mod: AppModule; load: (() => Promise<AppModule>) | undefined }> {
  if (!development) {
    // @ts-ignore -- the build exists only after `react-router build`
    return { mod: (await import("./build/server/index.js")) as AppModule, load: undefined };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
  const load = async () => {
    try {
      return (await devServer.ssrLoadModule("./server/app.ts")) as AppModule;
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      throw error;
    }
  };
  devMiddlewares = devServer.middlewares;
  return { mod: await load(), load };
}
let devMiddlewares: express.RequestHandler | undefined;

async function main() {
  let loaded: Awaited<ReturnType<typeof loadModule>>;
  let env: Env;
  try {
    loaded = await loadModule();
    env = loaded.mod.loadEnv();
  } catch (error) {
    // Most often an invalid environment: the message names each wrong variable.
    console.error(`legal-calendar: cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  const { mod, load } = loaded;
  let app: LegalCalendarApp;
  let database: Database;
  try {
    database = await mod.openDatabase(env);
    app = mod.createApp(env, { database });
    await app.start();
  } catch (error) {
    // A locked data folder, a wrong variable or an unreachable database: say it and stop.
    console.error(`legal-calendar: cannot start: ${explainStartupError(error)}`);
    process.exit(1);
  }

  // Production: the app's own listener (built feeds before Express, ADR 028; compression). In
  // development Vite's middleware comes first and an edited server/app.ts makes a new app on the
  // same database (Vite reloads the module).
  let listener = app.listener;
  if (load) {
    const apps = new WeakMap<AppModule, LegalCalendarApp>([[mod, app]]);
    const dev = express();
    dev.disable("x-powered-by");
    dev.use(mod.compressResponses());
    dev.use(devMiddlewares!);
    dev.use(async (req, res, next) => {
      try {
        const current = await load();
        if (!apps.has(current)) apps.set(current, current.createApp(env, { database }));
        apps.get(current)!.express(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    listener = (req, res) => void dev(req, res);
  }

  const host = process.env.HOST || "127.0.0.1";
  const port = Number(process.env.PORT || 3000);
  const server = httpServer;
  // Built calendar feeds are answered before Express (docs/decisions/028-feeds-before-the-middleware.md).
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => listener(req, res));
  // The port in use or a HOST that is not this machine's: one line naming the variable, no stack.
  const cannotListen = (error: Error) => {
    console.error(`legal-calendar: cannot start: ${explainStartupError(error)}`);
    process.exit(1);
  };
  server.once("error", cannotListen);
  server.listen(port, host, () => {
    server.off("error", cannotListen);
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    console.log(JSON.stringify({ level: 30, msg: "listening", url: `http://${host}:${actual}`, pid: process.pid }));
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  // server.close() waits for every open connection. A keep-alive connection whose request was in
  // flight at the signal turns idle only when its response is done: close it then, rather than
  // leaving it to the force timer.
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 30, msg: "shutting down", signal }));
    app.markShuttingDown();
    // Answers being streamed get their bound (SHUTDOWN_ANSWERS_MS) before connections are cut.
    const force = setTimeout(() => server.closeAllConnections(), app.shutdownGraceMs());
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    try {
      await app.shutdown();
      await database.close();
    } catch (error) {
      console.error(`legal-calendar: error while closing the database: ${(error as Error).message}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();
