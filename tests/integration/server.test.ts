import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import { createPostgresCopy } from "../support/postgres.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";

const tempDirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-server-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the production server", () => {
  let server: ServerProcess;
  let dropDatabase: (() => Promise<unknown>) | undefined;

  beforeAll(async () => {
    const template = inject("databaseTemplate");
    const env: Record<string, string> = { DATA_DIR: dataDir() };
    if (template.kind === "postgres") {
      const copy = await createPostgresCopy(template.url, template.template);
      env.DATABASE_URL = copy.url;
      dropDatabase = copy.drop;
    }
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  test("GET / renders the header and footer on the server", async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<header class="site-header">[\s\S]*href="\/pricing"[\s\S]*href="\/contact"/);
    expect(html).toMatch(/<footer[\s\S]*Quick Links[\s\S]*href="\/privacy-policy"[\s\S]*href="\/gdpr"[\s\S]*href="\/impressum"/);
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

  test("HTML is compressed for clients that accept it", async () => {
    const response = await fetch(server.url, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(server.url, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
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

describe("the embedded database's folder lock", () => {
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

describe("the development server (npm run dev)", () => {
  test("renders pages through Vite with the same layout", async () => {
    const dev = await startServer({ DATA_DIR: dataDir(), DATABASE_URL: "" }, { development: true });
    try {
      const response = await fetch(dev.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/<header class="site-header">[\s\S]*<footer/);
    } finally {
      await dev.stop();
    }
  });
});
