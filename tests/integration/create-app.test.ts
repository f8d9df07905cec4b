import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setDatabase, type Database } from "#app/db/client.server.ts";
import { parseEnv } from "#app/env.server.ts";
import { openTestDatabase } from "../support/database.ts";
import { testServerEnv } from "../support/server-process.ts";
import { productionApp } from "../support/test-server.ts";

/*
 * createApp (server/app.ts, docs/decisions/101-the-app-as-a-factory.md): apps made from different
 * configurations run side by side in one process, each request answered with its own app's
 * settings; the settings of the process's shared services and its database cannot differ.
 */

type App = Awaited<ReturnType<typeof productionApp>>;
let mod: App;
let database: Database;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  mod = await productionApp();
  database = await openTestDatabase();
  setDatabase(database);
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  setDatabase(undefined);
  await database?.close();
});

/** An app of the production build on a loopback port, with `env` over the test servers' defaults. */
async function serve(env: Record<string, string>): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const app = mod.createApp(parseEnv(testServerEnv({ PUBLIC_URL: base, LOG_LEVEL: "warn", ...env })), { database });
  await app.start();
  server.on("request", app.listener);
  stops.push(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await app.shutdown();
  });
  return base;
}

const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

describe("apps of different configurations in one process", () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = await serve({ OPERATOR_NAME: "Erste Kanzlei GmbH", TRUST_PROXY: "false" });
    second = await serve({ OPERATOR_NAME: "Zweite Kanzlei GmbH", TRUST_PROXY: "true", WAITLIST_MODE: "true" });
  });

  test("requests at the same time are each answered with their own app's settings", async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? first : second)).map(async (base) => ({
        base,
        html: mainOf(await (await fetch(`${base}/impressum`)).text()),
      })),
    );
    for (const { base, html } of pages) {
      expect(html).toContain(base === first ? "Erste Kanzlei GmbH" : "Zweite Kanzlei GmbH");
      expect(html).not.toContain(base === first ? "Zweite Kanzlei GmbH" : "Erste Kanzlei GmbH");
    }
  });

  test("Express settings and middleware are the app's: HSTS behind the trusted proxy only", async () => {
    const [plain, proxied] = await Promise.all(
      [first, second].map((base) => fetch(base, { headers: { "x-forwarded-proto": "https" } })),
    );
    expect(plain!.headers.get("strict-transport-security")).toBeNull();
    expect(proxied!.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    await Promise.all([plain!.arrayBuffer(), proxied!.arrayBuffer()]);
  });

  test("the same-origin check takes each app's own PUBLIC_URL", async () => {
    const post = (base: string, origin: string) =>
      fetch(`${base}/auth/sign-out`, {
        method: "POST",
        redirect: "manual",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
    expect((await post(first, second)).status).toBe(403);
    expect((await post(first, first)).status).not.toBe(403);
  });

  test("a setting of the process's shared services cannot differ between its apps", () => {
    const env = parseEnv(testServerEnv({ CORPUS_PARAPHRASES: "on" }));
    expect(() => mod.createApp(env, { database })).toThrow(
      /CORPUS_PARAPHRASES must be the same for every app of a process/,
    );
  });

  test("apps that run at the same time share the process's database", async () => {
    const other = await openTestDatabase();
    try {
      expect(() => mod.createApp(parseEnv(testServerEnv({})), { database: other })).toThrow(/share its database/);
    } finally {
      setDatabase(database);
      await other.close();
    }
  });
});
