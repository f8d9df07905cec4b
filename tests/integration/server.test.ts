import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { migratedDataDir } from "../support/database.ts";
import { startServer } from "../support/server-process.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const tempDirs: string[] = [];
// A copy of the run's migrated folder: these tests are about the server, not a first migration.
const dataDir = () => {
  const dir = migratedDataDir("server");
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// The process tests below start `node server.ts` on a PGlite folder of their own whatever the leg:
// the PostgreSQL leg would run the very same tests again (ADR 090), so they run in the PGlite leg only.
const onPostgres = inject("databaseTemplate").kind === "postgres";

/** The rendered page content, without the hydration data (which carries the whole message catalogue). */
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

describe("the production server", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer("server", { LOG_LEVEL: "info" });
  });
  afterAll(async () => server?.close());

  test("GET / renders the header and footer on the server", async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<header class="site-header">[\s\S]*href="\/pricing"[\s\S]*href="\/contact"/);
    expect(html).toMatch(
      /<footer[\s\S]*Quick Links[\s\S]*href="\/privacy-policy"[\s\S]*href="\/gdpr"[\s\S]*href="\/impressum"/,
    );
    expect(html).toContain(`© ${new Date().getFullYear()} Legal Calendar`);
  });

  test("health and readiness answer, with the database checked", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  test("every response carries strict security headers and a request id", async () => {
    const response = await fetch(server.url, { headers: { "x-request-id": "test-req-1" } });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-request-id")).toBe("test-req-1");
    // Every inline script carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("without a trusted proxy X-Forwarded-Proto does not switch HSTS on", async () => {
    const response = await fetch(server.url, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
    await response.arrayBuffer();
  });

  test("HTML is compressed for clients that accept it", async () => {
    const response = await fetch(server.url, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(server.url, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  test("the Impressum says when the operator details are the example defaults", async () => {
    const impressum = mainOf(await (await fetch(`${server.url}/impressum`)).text());
    expect(impressum).toContain("These are example details");
    expect(impressum).toContain("Musterstraße 1");
  });

  test("an unknown path answers 404 with the not-found page", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test("the language switch remembers German and the page is German", async () => {
    const switched = await fetch(`${server.url}/?lang=de`, { redirect: "manual" });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe("/");
    const cookie = switched.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toBe("lang=de");
    const html = await (await fetch(server.url, { headers: { cookie } })).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Datenschutzerklärung");
  });

  test("without a choice, Accept-Language decides", async () => {
    const html = await (await fetch(server.url, { headers: { "accept-language": "de-DE,de;q=0.9" } })).text();
    expect(html).toContain('<html lang="de"');
  });
});

describe.skipIf(onPostgres)("the embedded database's folder lock", () => {
  test("a second server on the same DATA_DIR exits at once naming the folder and the holder", async () => {
    const dir = dataDir();
    const first = await startServer({ DATA_DIR: dir, DATABASE_URL: "" });
    try {
      const second = startServer({ DATA_DIR: dir, DATABASE_URL: "" });
      const error = (await second.then(
        () => undefined,
        (caught: unknown) => caught,
      )) as { code?: number; output?: string } | undefined;
      expect(error?.code).toBe(1);
      expect(error?.output).toContain(`The data folder ${dir} is in use by process ${first.child.pid}`);
    } finally {
      await first.stop();
    }
  });

  test("after the holder is killed with SIGKILL a new server starts on the same folder", async () => {
    const dir = dataDir();
    const first = await startServer({ DATA_DIR: dir, DATABASE_URL: "" });
    await first.stop("SIGKILL");
    const second = await startServer({ DATA_DIR: dir, DATABASE_URL: "" });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    expect(await second.stop("SIGTERM")).toBe(0);
    expect(second.output()).toContain("shutting down");
    expect(fs.existsSync(path.join(dir, "legal-calendar.lock"))).toBe(false);
  });
});

describe.skipIf(onPostgres)("the development server (npm run dev)", () => {
  test("renders pages through Vite with the same layout", async () => {
    const dev = await startServer({ DATA_DIR: dataDir(), DATABASE_URL: "" }, { development: true });
    try {
      const response = await fetch(dev.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<header class="site-header">[\s\S]*<footer/);
    } finally {
      await dev.stop();
    }
    // Vite transforms every module of the first page on demand: a slow test by nature (over 30 s
    // once on a loaded two-core machine), not a timing assertion.
  }, 120_000);
});

/** A raw keep-alive HTTP/1.1 client: sends exactly what it is told and records what comes back. */
function rawClient(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  return {
    connected,
    closed,
    received: () => received,
    send: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** Resolves once a whole response (headers + Content-Length body) has arrived. */
    response: async () => {
      for (;;) {
        const end = received.indexOf("\r\n\r\n");
        const length = /content-length: (\d+)/i.exec(received);
        if (end >= 0 && length && received.length >= end + 4 + Number(length[1])) return received;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

describe("an installation with its own operator, behind a trusted proxy", () => {
  let server: TestServer;
  const operator = {
    OPERATOR_NAME: "Kanzlei Beispiel GmbH",
    OPERATOR_STREET: "Leopoldstraße 7",
    OPERATOR_CITY: "80802 München",
    OPERATOR_EMAIL: "kanzlei@beispiel.example",
    OPERATOR_PHONE: "+49 89 1234567",
    OPERATOR_REPRESENTATIVE: "Erika Beispiel",
  };
  beforeAll(async () => {
    server = await startTestServer("server-operator", { LOG_LEVEL: "info", TRUST_PROXY: "true", ...operator });
  });
  afterAll(async () => server?.close());

  test("HSTS only when the proxy says the request came over https", async () => {
    const https = await fetch(server.url, { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(https.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    await https.arrayBuffer();
    const plain = await fetch(server.url);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    await plain.arrayBuffer();
  });

  test("each request writes one JSON log line with its request id", async () => {
    const response = await fetch(`${server.url}/pricing`, { headers: { "x-request-id": "log-line-42" } });
    expect(response.headers.get("x-request-id")).toBe("log-line-42");
    await response.arrayBuffer();
    const find = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"reqId":"log-line-42"'));
    await expect.poll(find, { timeout: 5_000 }).toHaveLength(1);
    expect(JSON.parse(find()[0]!)).toMatchObject({
      level: 30,
      msg: "request",
      reqId: "log-line-42",
      method: "GET",
      path: "/pricing",
      status: 200,
    });
  });

  test.each(["en", "de"])(
    "/impressum and /contact show the configured operator (%s), without the example notice",
    async (lang) => {
      const headers = { cookie: `lang=${lang}` };
      const impressum = mainOf(await (await fetch(`${server.url}/impressum`, { headers })).text());
      const contact = mainOf(await (await fetch(`${server.url}/contact`, { headers })).text());
      for (const html of [impressum, contact]) {
        expect(html).toMatch(
          /<address class="operator-address">Kanzlei Beispiel GmbH<br\/>Leopoldstraße 7<br\/>80802 München<br\/>/,
        );
        expect(html).toContain('href="mailto:kanzlei@beispiel.example"');
        expect(html).toContain("+49 89 1234567");
        expect(html).not.toContain("Musterstraße");
        expect(html).not.toContain("legal-calendar.example");
      }
      expect(impressum).toContain("Erika Beispiel");
      expect(impressum).not.toContain("Max Mustermann");
      expect(impressum).not.toContain(lang === "de" ? "Dies sind Beispielangaben" : "These are example details");
    },
  );
});

describe.skipIf(onPostgres)("configuration errors and shutdown", () => {
  test("an invalid variable stops the start with exit code 1 and names the variable", async () => {
    const error = (await startServer({ DATA_DIR: dataDir(), DATABASE_URL: "", PORT: "abc" }).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as { code?: number; output?: string } | undefined;
    expect(error?.code).toBe(1);
    expect(error?.output).toMatch(/cannot start: Invalid environment configuration:\s+PORT="abc": expected a number/);
  }, 90_000);

  test("SIGTERM: /readyz answers 503, a request in flight completes, a keep-alive client does not hold up the exit", async () => {
    const dir = dataDir();
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: "" });
    // An idle keep-alive connection (one answered request) and a request whose headers are half sent.
    const idle = rawClient(server.url);
    await idle.connected;
    await idle.send("GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(await idle.response()).toMatch(/^HTTP\/1\.1 200 /);
    const inFlight = rawClient(server.url);
    await inFlight.connected;
    await inFlight.send("GET /readyz HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"msg":"shutting down","signal":"SIGTERM"');
    await idle.closed;
    expect(server.child.exitCode).toBeNull();
    await inFlight.send("Connection: keep-alive\r\n\r\n");
    const response = await inFlight.response();
    expect(response).toMatch(/^HTTP\/1\.1 503 /);
    expect(response).toContain('{"ready":false}');
    // The answered connection is idle now; it must not keep the server up until the force timer.
    await inFlight.closed;
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(fs.existsSync(path.join(dir, "legal-calendar.lock"))).toBe(false);
  }, 90_000);

  test("SIGINT shuts down as cleanly as SIGTERM", async () => {
    const dir = dataDir();
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: "" });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    await health.arrayBuffer();
    expect(await server.stop("SIGINT")).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down","signal":"SIGINT"');
    expect(server.output()).not.toContain("error while closing the database");
    expect(fs.existsSync(path.join(dir, "legal-calendar.lock"))).toBe(false);
  }, 90_000);
});
