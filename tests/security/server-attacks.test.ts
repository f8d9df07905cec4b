import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CookieJar, browse, csrfTokenOf, devIdpSignIn } from "../support/dev-idp-sign-in.ts";
import { startTestServer, startTestServerProcess, type TestServer } from "../support/test-server.ts";

/*
 * Attacks from outside against the production server (needs the build): one case per defect that
 * an outside review found. Each asserts what the attacker or a client sees.
 */

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer("security", { LOG_LEVEL: "error", ...env });
  cleanups.push(server.close);
  return server;
}

/** Sends `bytes` of body, with Content-Length or chunked, and resolves with the status (or the socket error). */
function postBody(
  base: string,
  options: { path: string; type: string; bytes: number; chunked: boolean; headers?: Record<string, string> },
) {
  const url = new URL(base);
  const headers: Record<string, string | number> = {
    "content-type": options.type,
    origin: url.origin,
    ...options.headers,
  };
  if (!options.chunked) headers["content-length"] = options.bytes;
  return new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: options.path, method: "POST", headers, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ body: "", error: error.code }));
    const chunk = Buffer.alloc(16 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < options.bytes && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("the production server under attack", () => {
  let server: TestServer;
  let jar: CookieJar;
  let csrf: string;

  beforeAll(async () => {
    server = await start();
    ({ jar } = await devIdpSignIn(server.base, { email: "attacker@example.com" }));
    csrf = await csrfTokenOf(server.base, jar);
  });

  test.each([
    ["JSON with Content-Length", "/api/functions/searchLegalDocuments", "application/json", false],
    ["JSON, chunked", "/api/functions/searchLegalDocuments", "application/json", true],
    ["a form with Content-Length", "/account", "application/x-www-form-urlencoded", false],
    ["a form, chunked", "/account", "application/x-www-form-urlencoded", true],
    ["any other route", "/decisions", "text/plain", false],
  ])("a body over 256 KB (%s) is refused with 413 before it is read", async (_name, route, type, chunked) => {
    const answer = await postBody(server.base, {
      path: route,
      type,
      bytes: 8 * 1024 * 1024,
      chunked,
      headers: { cookie: jar.header(), "x-csrf-token": csrf },
    });
    // The server answers 413 and closes without reading the rest; a client still writing reads
    // the answer before the connection goes (ADR 116).
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("256 KB");
  });

  test("a body under the limit still reaches the route", async () => {
    const answer = await postBody(server.base, {
      path: "/api/functions/searchLegalDocuments",
      type: "application/json",
      bytes: 0,
      chunked: false,
      headers: { cookie: jar.header() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("INVALID_ARGUMENT");
  });

  test("a NUL character in a search query answers 400 with a translated message, on pages and feeds", async () => {
    const page = await fetch(`${server.base}/decisions?q=a%00b`, { headers: { "accept-language": "de" } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("nicht erlaubtes Zeichen");
    const feed = await fetch(`${server.base}/feeds/search.ics?q=ab%00`);
    expect(feed.status).toBe(400);
    expect(await feed.text()).toContain("not allowed");
  });

  test("a same-origin JSON POST to a form action answers 400 with a translated message, not a server error", async () => {
    for (const route of ["/account", "/auth/sign-in"]) {
      const response = await fetch(`${server.base}${route}`, {
        method: "POST",
        headers: {
          cookie: jar.header(),
          origin: server.base,
          "content-type": "application/json",
          "x-csrf-token": csrf,
          accept: "text/html",
        },
        body: JSON.stringify({ intent: "delete" }),
      });
      expect(response.status, route).toBe(400);
      const html = await response.text();
      expect(html).toContain("could not be read as a form");
      expect(html).not.toContain("common.error.title");
    }
  });

  test("a broken language cookie (lang=%E0) is ignored, not a server error on every page", async () => {
    const response = await fetch(`${server.base}/`, { headers: { cookie: "lang=%E0", "accept-language": "de" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="de"');
  });

  test("a returnTo with characters above U+00FF still signs in and comes back to that page", async () => {
    const signedIn = await devIdpSignIn(server.base, { email: "unicode@example.com", returnTo: "/decisions?q=Ā€😀" });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.url.pathname).toBe("/decisions");
    expect(signedIn.url.searchParams.get("q")).toBe("Ā€😀");
  });

  test("every page a signed-in user gets carries a different CSRF token, and each one works", async () => {
    const first = await csrfTokenOf(server.base, jar);
    const second = await csrfTokenOf(server.base, jar);
    expect(first).not.toBe(second);
    const { response } = await browse(jar, `${server.base}/account`, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: first, intent: "delete" }),
    });
    // Not refused by the token check (403): the action itself asks for the confirmation box.
    expect(response.status).toBe(400);
  });
  // Last: it uses up this server's sign-in limit.
  test("sign-in rate limit: React Router data requests (/auth/sign-in.data) count like the page", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const response = await fetch(`${server.base}/auth/sign-in.data?provider=dev`, { redirect: "manual" });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const page = await fetch(`${server.base}/auth/sign-in?provider=dev`, { redirect: "manual" });
    expect(page.status).toBe(429);
  });
});

describe("configuration errors", () => {
  test("LOG_LEVEL=verbose stops the server with a message naming the variable and the allowed values", async () => {
    // A process: the start itself must fail, with the message server.ts prints.
    const failure = await startTestServerProcess("security", { LOG_LEVEL: "verbose" }).then(
      () => undefined,
      (error: { output?: string }) => error.output ?? String(error),
    );
    expect(failure).toMatch(/LOG_LEVEL="verbose": .*"info"/);
  });
});
