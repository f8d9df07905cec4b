import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort, type LogLine } from "../support/server-process.ts";
import { startTestServerProcess, type TestServerProcess } from "../support/test-server.ts";

/*
 * Live refresh on by default, with every live source unreachable (a closed port): the production
 * server installs the starter set, then starts its scheduled jobs; each of them fails with one
 * warning that names the reason, none crashes, and the server stays healthy and ready.
 */
const root = path.resolve(import.meta.dirname, "../..");
let server: TestServerProcess | undefined;
afterAll(async () => server?.close());

const scheduledJobs = ["ingest-rii", "ingest-neuris", "ingest-oldp", "fetch-full-texts", "eurlex-updates"];

test(
  "every live source unreachable: one warning per job, no crash, healthy and ready",
  { timeout: 180_000 },
  async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    server = await startTestServerProcess("live-refresh", {
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
    const lines = await server.waitForLog((all) => scheduledJobs.every((job) => warned(all, job).length > 0));

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
    expect(
      lines.filter((line) => line.level >= 50),
      "error lines",
    ).toEqual([]);

    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.base}/readyz`)).json()).toEqual({ ready: true, status: "ready" });
    expect((await fetch(`${server.base}/feeds/bund/bgh.ics`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  },
);
