import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { noteDatabaseUse } from "./database-use.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Servers this process started and has not seen exit: killed when the process exits, so that a
 * test runner giving up on a hook (a start slower than its timeout) leaves no server holding its
 * port for the retry or the next run.
 */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Builds the production bundle once if it is missing (npm test builds before the suites). */
export function ensureBuild() {
  if (fs.existsSync(path.join(root, "build/server/index.js"))) return;
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    // Not Vitest's NODE_ENV=test: that bundles React's development build (1.6× the JavaScript,
    // hydration checks), which `npm start` and `npm run lighthouse` would then serve as fresh.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves when the output from offset `from` on matches (a log line of background work). */
  waitForOutput: (pattern: RegExp, from?: number) => Promise<void>;
  /** The server's complete JSON log lines so far (pino). */
  logLines: () => LogLine[];
  /** Resolves once the log lines satisfy `done` (checked on every chunk the server writes; no timers); rejects when the server exits first. */
  waitForLog: (done: (lines: LogLine[]) => boolean) => Promise<LogLine[]>;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export type LogLine = { level: number; msg: string; [field: string]: unknown };

/** The complete JSON lines of a log (the last line may still be arriving). */
export function parseLogLines(output: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const text of output.split("\n").slice(0, -1)) {
    if (!text.startsWith("{")) continue;
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      // not a log line
    }
  }
  return lines;
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The environment of a server a test starts (a process, or the app in the test's process): `env` over these defaults. */
export function testServerEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    // Test servers start on their fixtures: no starter set, no live schedule unless a test asks.
    STARTER_DATA: "off",
    INGEST_SCHEDULE: "false",
    ...env,
  };
}

/**
 * Starts `node server.ts` (the production server) on a free port and waits until it listens,
 * or until it exits (then `exited` resolves and the output says why). Without PORT the server
 * gets a free port and, unless given, a PUBLIC_URL that names it: the server takes its own origin
 * from PUBLIC_URL (the same-origin check of POSTs), so a test's requests must use that address.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  { development = false }: { development?: boolean } = {},
): Promise<ServerProcess> {
  noteDatabaseUse();
  if (!development) ensureBuild();
  if (env.PORT === undefined) {
    const port = await freePort();
    env = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env };
  }
  const args = development ? ["--conditions=development", "server.ts", "--dev"] : ["server.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: testServerEnv({ NODE_ENV: development ? "development" : "production", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = () => {
      const match = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output}`), { code, output }));
    });
  });
  return {
    url,
    child,
    output: () => output,
    waitForOutput: (pattern: RegExp, from = 0) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output.slice(from))) return false;
          child.stdout!.off("data", check);
          resolve();
          return true;
        };
        if (check()) return;
        child.stdout!.on("data", check);
        void exited.then(() => reject(new Error(`server exited before printing ${pattern}:\n${output}`)));
      }),
    logLines: () => parseLogLines(output),
    waitForLog: (done) =>
      new Promise<LogLine[]>((resolve, reject) => {
        const check = () => {
          const lines = parseLogLines(output);
          if (!done(lines)) return false;
          child.stdout!.off("data", check);
          resolve(lines);
          return true;
        };
        if (check()) return;
        child.stdout!.on("data", check);
        void exited.then(() => reject(new Error(`server exited before the awaited log line:\n${output}`)));
      }),
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
