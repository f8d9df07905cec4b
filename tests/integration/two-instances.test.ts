import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test, vi } from "vitest";
import { setDatabase } from "#app/db/client.server.ts";
import { eq } from "drizzle-orm";
import { messages } from "#app/db/schema/index.ts";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { StreamEventSchema } from "#app/domain/assistant/stream-events.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { serverTestDatabase, type ServerTestDatabase } from "../support/database.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { freePort, startServer, type ServerProcess } from "../support/server-process.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

/*
 * Two production instances on one PostgreSQL behind nginx with the shipped deploy/nginx.conf
 * (ADR 089): requests alternate between them; a session works on both; a rate limit holds across
 * them. PGlite is one process: this runs in the PostgreSQL leg (TEST_DATABASE_URL) and says so
 * when skipped. nginx missing is a failure with the reason, not a skip.
 */
const onPostgres = inject("databaseTemplate").kind === "postgres";
const root = path.resolve(import.meta.dirname, "../..");

/** The shipped configuration with the test's ports, in a top-level file of its own prefix. */
function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  const shipped = fs.readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const replace = (text: string, from: string, to: string) => {
    if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf no longer has exactly one "${from}"`);
    return text.replace(from, to);
  };
  let site = replace(shipped, "listen 80;", `listen 127.0.0.1:${listen};`);
  site = replace(site, "server 127.0.0.1:3001", `server 127.0.0.1:${upstreams[0]}`);
  site = replace(site, "server 127.0.0.1:3002", `server 127.0.0.1:${upstreams[1]}`);
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const main = [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    `  access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/site.conf;`,
    "}",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "nginx.conf"), main);
  return path.join(dir, "nginx.conf");
}

describe.skipIf(!onPostgres)(
  "two instances on one PostgreSQL behind nginx (runs in the PostgreSQL leg: TEST_DATABASE_URL)",
  () => {
    let database: ServerTestDatabase;
    let instances: ServerProcess[] = [];
    let nginx: ChildProcess | undefined;
    let base = "";
    let dir = "";
    let alice: SignedIn;
    let projectId = "";
    let upstream: OpenAiTestServer;
    let ports: number[] = [];
    const instanceEnv = (port: number) => ({
      ...database.env,
      PORT: String(port),
      PUBLIC_URL: base,
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
      STARTER_DATA: "off",
      INGEST_SCHEDULE: "false",
      AI_BASE_URL: upstream.url,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
    });

    beforeAll(async () => {
      const found = spawnSync("nginx", ["-v"], { encoding: "utf8" });
      if (found.error)
        throw new Error(
          "nginx is not installed: `apt-get install -y nginx` (CI installs it in .ci/run); this test needs it and is not skipped",
        );
      database = await serverTestDatabase("two-instances");
      upstream = await startOpenAiTestServer({ scenario: "held" });
      const handle = await database.open();
      setDatabase(handle);
      try {
        const source = fs.readFileSync(path.join(root, "tests/fixtures/corpus/mini-act_EN.formex.xml"), "utf8");
        await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
        alice = await signIn({ verified: true });
        projectId = crypto.randomUUID();
        await createProject({ uid: alice.user.uid, id: projectId, title: "Two instances" });
      } finally {
        setDatabase(undefined);
        await handle.close();
      }
      const [front, first, second] = [await freePort(), await freePort(), await freePort()];
      base = `http://127.0.0.1:${front}`;
      ports = [first!, second!];
      instances = await Promise.all(ports.map((port) => startServer(instanceEnv(port))));
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-nginx-"));
      const config = nginxConfig(dir, front, [first, second]);
      const check = spawnSync("nginx", ["-t", "-p", dir, "-c", config], { encoding: "utf8" });
      expect(check.status, check.stderr).toBe(0);
      nginx = spawn("nginx", ["-p", dir, "-c", config, "-g", "daemon off;"], { stdio: "ignore" });
      // nginx listens once it has read its configuration: until then the connection is refused.
      await vi.waitFor(
        async () => {
          const response = await fetch(`${base}/readyz`);
          if (response.status !== 200) throw new Error(`readyz through nginx: ${response.status}`);
        },
        { timeout: 20_000, interval: 50 },
      );
    }, 120_000);

    afterAll(async () => {
      nginx?.kill("SIGQUIT");
      await Promise.all(instances.map((instance) => instance.stop()));
      await upstream?.close();
      await database?.remove();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    const served = (instance: ServerProcess, requestId: string) =>
      instance.logLines().some((line) => line.msg === "request" && line.reqId === requestId);

    test("requests alternate between the instances, and the session works on each", async () => {
      const ids: string[] = [];
      for (let index = 0; index < 6; index++) {
        const response = await fetch(`${base}/api/assistant/usage`, { headers: { cookie: alice.cookie } });
        expect(response.status).toBe(200);
        ids.push(response.headers.get("x-request-id")!);
      }
      await instances[1]!.waitForLog(() => ids.every((id) => served(instances[0]!, id) || served(instances[1]!, id)));
      for (const instance of instances)
        expect(ids.filter((id) => served(instance, id)).length, "requests this instance served").toBeGreaterThanOrEqual(
          2,
        );
    });

    test("the public check's rate limit (30 a minute per address) holds across both instances", async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 32; index++) {
        const response = await fetch(`${base}/api/ai-act/classify`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: "{}",
        });
        statuses.push(response.status);
      }
      // Alone, each instance would have let its 16 through: together 30 pass, then 429.
      expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    });

    test(
      "restarting one instance while answers stream through nginx: every answer ends and is stored complete, none stays streaming",
      { timeout: 180_000 },
      async () => {
        /** Posts a question through nginx and reads until its first delta. */
        const ask = async () => {
          const response = await fetch(`${base}/api/assistant/chats/${crypto.randomUUID()}/messages`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: base, cookie: alice.cookie },
            body: JSON.stringify({ projectId, question: "What must deployers do with the logs?" }),
          });
          expect(response.status).toBe(200);
          const reader = response.body!.getReader();
          const decoder = new TextDecoder();
          let text = "";
          const lines = () => text.split("\n").filter(Boolean);
          while (!lines().some((line) => line.includes('"type":"delta"'))) {
            const { value, done } = await reader.read();
            if (done) throw new Error(`ended before a delta: ${text}`);
            text += decoder.decode(value, { stream: true });
          }
          return async () => {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              text += decoder.decode(value, { stream: true });
            }
            return lines().map((line) => StreamEventSchema.parse(JSON.parse(line)));
          };
        };
        // Two answers in flight (nginx alternates, so one on each instance), held by the model.
        const rests = [await ask(), await ask()];
        const stopping = instances[0]!;
        stopping.child.kill("SIGTERM");
        await stopping.waitForLog((lines) => lines.some((line) => line.msg === "shutting down"));
        // While it drains, nginx sends new requests to the other instance.
        for (let index = 0; index < 3; index++)
          expect((await fetch(`${base}/api/assistant/usage`, { headers: { cookie: alice.cookie } })).status).toBe(200);
        upstream.release();
        for (const rest of rests) {
          const events = await rest();
          expect(events.at(-1)).toMatchObject({ type: "done", message: { isError: false } });
        }
        expect(await stopping.exited).toBe(0);
        // Started again on its port; both serve once it is ready.
        instances[0] = await startServer(instanceEnv(ports[0]!));
        expect((await fetch(`${base}/api/assistant/usage`, { headers: { cookie: alice.cookie } })).status).toBe(200);

        const handle = await database.open();
        try {
          const answers = await handle.db.select().from(messages).where(eq(messages.type, "ai"));
          expect(answers).toHaveLength(2);
          expect(answers.map((answer) => answer.status)).toEqual(["complete", "complete"]);
        } finally {
          await handle.close();
        }
      },
    );

    test("an act installed through the database by one process is searched on every instance", async () => {
      const search = (port: number) =>
        fetch(`http://127.0.0.1:${port}/api/functions/searchLegalDocuments`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base, cookie: alice.cookie },
          body: JSON.stringify({
            data: { query: "product liability of the manufacturer for a defective product", topK: 5 },
          }),
        }).then(async (response) => {
          expect(response.status).toBe(200);
          return ((await response.json()) as { result: { matches: { celex: string }[] } }).result.matches.map(
            (match) => match.celex,
          );
        });
      for (const port of ports) expect(await search(port)).not.toContain("32024L2853");
      // Installed by another process (as `npm run data:load` does), not through either instance.
      const handle = await database.open();
      setDatabase(handle);
      try {
        await importAct({
          act: {
            ...parseActFile(
              fs.readFileSync(path.join(root, "tests/fixtures/corpus/mini-pld_EN.structured.json"), "utf8"),
            ),
            celex: "32024L2853",
          },
        });
      } finally {
        setDatabase(undefined);
        await handle.close();
      }
      for (const port of ports) expect(await search(port)).toContain("32024L2853");
    });
  },
);
