import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process.ts";

/* The server's first start with STARTER_DATA=auto on an empty data folder (a miniature starter set). */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-starter-server-"));
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  STARTER_DATA: "auto",
  STARTER_DATA_PATH: path.join(root, "tests/fixtures/starter"),
};
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The first log line with this message, once the server has written it. */
const logLine = async (server: ServerProcess, msg: string) =>
  (await server.waitForLog((lines) => lines.some((line) => line.msg === msg))).find((line) => line.msg === msg)!;

// A PGlite folder whatever the leg (DATABASE_URL=""): the PostgreSQL leg would run the same test again (ADR 090).
describe.skipIf(inject("databaseTemplate").kind === "postgres")("first start with the starter set", () => {
  it(
    "is healthy at once, installs the set in the background, then is ready; a second start does nothing",
    { timeout: 180_000 },
    async () => {
      const first = await startServer(env);
      servers.push(first);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      const early = (await (await fetch(`${first.url}/readyz`)).json()) as { ready: boolean; status: string };
      expect(early.ready).toBe(true);
      expect(["importing", "indexing", "ready"]).toContain(early.status);

      const installed = await logLine(first, "starter set installed");
      expect(installed.stats).toMatchObject({ decisionsImported: 16, quarantined: 8, acts: 2, skipped: 1 });
      expect(await (await fetch(`${first.url}/readyz`)).json()).toEqual({ ready: true, status: "ready" });
      expect(first.output()).toContain('"msg":"empty database: installing the starter set in the background"');
      expect(first.output()).toMatch(
        /"percent":\d+,"recordsPerSecond":\d+.*"msg":"installing the starter set"|"msg":"starter file installed"/,
      );
      const page = await (await fetch(`${first.url}/decision-details/rii-jure900000002`)).text();
      expect(page).toContain("4. Strafsenat");
      await first.stop();

      const second = await startServer(env);
      servers.push(second);
      await logLine(second, "starter set already installed; nothing to do");
      expect(second.output()).not.toContain("installing the starter set");
      expect(await (await fetch(`${second.url}/readyz`)).json()).toEqual({ ready: true, status: "ready" });
    },
  );
});
