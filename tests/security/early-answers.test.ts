import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { devIdpSignIn, type CookieJar } from "../support/dev-idp-sign-in.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

/*
 * Last round's partial fixes: a body refused early (405, 429) was still read to its end (the
 * server read and discarded 200 MB to keep the connection alive), and a chunked body over the
 * limit to /api/assistant/* got a dropped connection instead of a 413.
 */
let server: TestServer;
let jar: CookieJar;
beforeAll(async () => {
  server = await startTestServer("security-early", { LOG_LEVEL: "fatal" });
  ({ jar } = await devIdpSignIn(server.base, { email: "early@example.com" }));
});
afterAll(() => server?.close());

/**
 * Sends the head and `bytes` of a chunked body, never the final chunk, and resolves with the
 * answer's head once the server has closed the connection (or the socket's error).
 */
function sendUnfinished(method: string, path: string, bytes: number, headers: Record<string, string> = {}) {
  const url = new URL(server.base);
  return new Promise<{ head: string; body: string; closedByServer: boolean; error?: string }>((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ head: received, body: "", closedByServer: false, error: error.code }),
    );
    socket.on("end", () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ head, body, closedByServer: true });
      socket.destroy();
    });
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${url.host}`,
      `Origin: ${server.base}`,
      "Content-Type: application/json",
      "Transfer-Encoding: chunked",
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    const chunk = "a".repeat(bytes);
    socket.write(`${bytes.toString(16)}\r\n${chunk}\r\n`);
  });
}

test("a 405 before the body is read closes the connection instead of reading the rest", async () => {
  const answer = await sendUnfinished("PUT", "/api/assistant/projects", 16 * 1024, { cookie: jar.header() });
  expect(answer.head).toMatch(/^HTTP\/1\.1 405/);
  expect(answer.head.toLowerCase()).toContain("connection: close");
  expect(answer.closedByServer).toBe(true);
});

test("a chunked body over the assistant API's limit gets a 413 answer, not a dropped connection", async () => {
  const chatId = crypto.randomUUID();
  const answer = await sendUnfinished("POST", `/api/assistant/chats/${chatId}/messages`, 64 * 1024, {
    cookie: jar.header(),
  });
  expect(answer.error).toBeUndefined();
  expect(answer.head).toMatch(/^HTTP\/1\.1 413/);
  expect(answer.head.toLowerCase()).toContain("connection: close");
  expect(answer.body).toContain("too_large");
});
