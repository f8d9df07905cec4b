import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../support/server-process.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

/*
 * Live refresh on by default, with every live source unreachable (a closed port): the production
 * server installs the starter set, then starts its scheduled jobs; each of them fails with one
 * warning that names the reason, none crashes, and the server stays healthy and ready.
 */
const root = path.resolve(import.meta.dirname, "../..");
let server: TestServer | undefined;
afterAll(async () => server?.close());

type LogLine = { level: number; msg: string; job?: string; error?: string };

/** The server's complete JSON log lines so far. */
function logLines(server: TestServer): LogLine[] {
  const lines: LogLine[] = [];
  for (const text of server.output().split("\n").slice(0, -1)) {
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      // not a log line
    }
  }
  return lines;
}

/** Resolves once the log satisfies `done` (checked on each chunk the server writes; no timers). */
function untilLog(server: TestServer, done: (lines: LogLine[]) => boolean): Promise<LogLine[]> {
  return new Promise((resolve) => {
    const check = () => {
      const lines = logLines(server);
      if (!done(lines)) return;
      server.child.stdout!.off("data", check);
      resolve(lines);
    };
    server.child.stdout!.on("data", check);
    check();
  });
}

const scheduledJobs = ["ingest-rii", "ingest-neuris", "ingest-oldp", "fetch-full-texts", "eurlex-updates"];

test("every live source unreachable: one warning per job, no crash, healthy and ready", { timeout: 180_000 }, async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  server = await startTestServer("live-refresh", {
    // INGEST_SCHEDULE unset: live refresh is on by default.
    INGEST_SCHEDULE: "",
    STARTER_DATA: "auto",
    STARTER_DATA_PATH: path.join(root, "tests/fixtures/starter"),
    RII_TOC_URL: `${closed}/rii-toc.xml`,
    NEURIS_URL: closed,
    OLDP_URL: `${closed}/api/cases/`,
    RII_DOCUMENTS_URL: `${closed}/jportal/docs/bsjrs/`,
    EURLEX_SPARQL_URL: `${closed}/sparql`,
    EURLEX_BASE_URL: closed,
    LOG_LEVEL: "info",
  });

  const warned = (lines: LogLine[], job: string) => lines.filter((line) => line.level === 40 && line.job === job);
  const lines = await untilLog(server, (all) => scheduledJobs.every((job) => warned(all, job).length > 0));

  // The jobs start after the starter set is in.
  const installed = lines.findIndex((line) => line.msg === "starter set installed");
  const started = lines.findIndex((line) => line.msg === "job scheduler started");
  expect(installed).toBeGreaterThanOrEqual(0);
  expect(started).toBeGreaterThan(installed);

  for (const job of scheduledJobs) {
    const warnings = warned(lines, job);
    expect(warnings, job).toHaveLength(1);
    expect(JSON.stringify(warnings[0]), job).toMatch(/ECONNREFUSED|unreachable/i);
  }
  expect(lines.filter((line) => line.level >= 50), "error lines").toEqual([]);

  expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  expect(await (await fetch(`${server.base}/readyz`)).json()).toEqual({ ready: true, status: "ready" });
  expect((await fetch(`${server.base}/feeds/bund/bgh.ics`)).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
});
