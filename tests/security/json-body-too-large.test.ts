import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { csrfTokenOf, devIdpSignIn, type CookieJar } from "../support/dev-idp-sign-in.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

/*
 * POST /api/ai-act/classify with a body over its 16 KB was dropped (the connection reset, no
 * answer) instead of a 413: the route cancelled the body stream, which destroys the socket before
 * the answer is written. Every JSON endpoint must answer an oversized body with 413 and a JSON
 * error that says so, whether the size is declared (Content-Length) or found while reading
 * (chunked), below or above the server-wide 256 KB. Raw sockets: what a client really receives.
 */
let server: TestServer;
let jar: CookieJar;
let csrf: string;
beforeAll(async () => {
  server = await startTestServer("security-json-413", { LOG_LEVEL: "fatal" });
  ({ jar } = await devIdpSignIn(server.base, { email: "big-bodies@example.com" }));
  csrf = await csrfTokenOf(server.base, jar);
});
afterAll(() => server?.close());

type Answer = { status?: number; headers: Record<string, string>; body: string; error?: string };

/**
 * Writes a request head and `sent` bytes of a JSON-looking body (all of it, or with a declared
 * Content-Length of `declared` bytes of which only `sent` are written), then reads what comes back
 * until the server closes. A reset before any answer shows as `error`.
 */
function post(
  path: string,
  options: { sent: number; declared?: number; chunked?: boolean; headers?: Record<string, string> },
): Promise<Answer> {
  const url = new URL(server.base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const text = Buffer.concat(received).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return resolve({ headers: {}, body: "", error: error ?? "no answer" });
      const [statusLine = "", ...lines] = text.slice(0, split).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      let body = text.slice(split + 4);
      if (headers["transfer-encoding"] === "chunked")
        body = body.replace(/^[0-9a-f]+\r\n/, "").replace(/\r\n0\r\n\r\n$/, "");
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    };
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("end", () => finish());
    socket.on("close", () => finish("closed"));
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code));
    const body = Buffer.alloc(options.sent, "a");
    body.write('{"x":"');
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${url.host}`,
      `Origin: ${server.base}`,
      "Content-Type: application/json",
      "Connection: close",
      options.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${options.declared ?? options.sent}`,
      ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    // A chunked body is never finished: the server must answer without waiting for its end.
    socket.write(
      options.chunked
        ? Buffer.concat([Buffer.from(`${options.sent.toString(16)}\r\n`), body, Buffer.from("\r\n")])
        : body,
    );
  });
}

type Endpoint = { name: string; path: string; limitKb: number; headers: Record<string, string> };
type Size = { sent: number; declared?: number; chunked?: boolean };

const endpoints = (): Endpoint[] => [
  { name: "the AI Act check", path: "/api/ai-act/classify", limitKb: 16, headers: {} },
  { name: "the assistant", path: "/api/assistant/projects", limitKb: 32, headers: { cookie: jar.header() } },
  {
    name: "the legal search function",
    path: "/api/functions/searchLegalDocuments",
    limitKb: 256,
    headers: { cookie: jar.header(), "x-csrf-token": csrf },
  },
];

/** The 413 a client must see: JSON, not cached, the connection closed, a message naming the limit. */
function expectTooLarge(answer: Answer, limitKb: number) {
  expect(answer.error).toBeUndefined();
  expect(answer.status).toBe(413);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers.connection).toBe("close");
  expect(JSON.stringify(JSON.parse(answer.body))).toContain(`${limitKb} KB`);
}

describe.each([
  ["declared by Content-Length and sent whole", (limitKb: number): Size => ({ sent: limitKb * 1024 + 4096 })],
  ["sent chunked", (limitKb: number): Size => ({ sent: limitKb * 1024 + 4096, chunked: true })],
  ["declared far over the server's 256 KB, barely begun", (): Size => ({ sent: 1024, declared: 64 * 1024 * 1024 })],
  ["of 4 MB, declared and sent whole", (): Size => ({ sent: 4 * 1024 * 1024 })],
  ["of 4 MB, sent chunked", (): Size => ({ sent: 4 * 1024 * 1024, chunked: true })],
])("a body over the limit, %s, answers 413 with a JSON error", (_how, size) => {
  test.each([0, 1, 2])("endpoint %#", async (index) => {
    const endpoint = endpoints()[index]!;
    const options = size(endpoint.limitKb);
    // A declared size over the server's bound is refused before any route runs; else the route's own bound is met first.
    const limitKb = !options.chunked && (options.declared ?? options.sent) > 256 * 1024 ? 256 : endpoint.limitKb;
    expectTooLarge(await post(endpoint.path, { ...options, headers: endpoint.headers }), limitKb);
  });
});

test("a body within the limit still reaches the route (the AI Act check's 400 for a profile that is not one)", async () => {
  const answer = await post("/api/ai-act/classify", { sent: 8 * 1024 });
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "invalid_json" } });
});
