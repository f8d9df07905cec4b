import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { StreamEventSchema } from "#app/domain/assistant/stream-events.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

/*
 * The answer stream through the production server (Express, compression, React Router) with the
 * model at the project's test server: the first delta reaches the client, compressed, while the
 * model is still sending; a client that goes away does not lose the answer.
 */
describe("the answer stream on the production server", () => {
  let server: TestServer;
  let upstream: OpenAiTestServer;
  let alice: SignedIn;
  let projectId: string;

  beforeAll(async () => {
    upstream = await startOpenAiTestServer();
    server = await startTestServer(
      "assistant-stream",
      { AI_BASE_URL: upstream.url, AI_API_KEY: "test-key", AI_MODEL: "test-model" },
      async () => {
        const source = fs.readFileSync(
          path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
          "utf8",
        );
        await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
        alice = await signIn({ verified: true });
        projectId = crypto.randomUUID();
        await createProject({ uid: alice.user.uid, id: projectId, title: "Stream" });
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  const post = (chatId: string, question: string, signal?: AbortSignal) =>
    fetch(`${server.url}/api/assistant/chats/${chatId}/messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: server.url,
        cookie: alice.cookie,
        "accept-encoding": "gzip",
      },
      body: JSON.stringify({ projectId, question }),
      signal,
    });

  /** Reads lines until one is a delta; returns what was read and the reader. */
  async function untilFirstDelta(response: Response) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.split("\n").some((line) => line.includes('"type":"delta"'))) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before a delta: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    return { reader, decoder, text };
  }

  test("the first delta arrives (gzip) while the model is still sending; the rest follows when it goes on", async () => {
    const chatId = crypto.randomUUID();
    const response = await post(chatId, "What must deployers do with the logs? [test:held]");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const { reader, decoder, text: first } = await untilFirstDelta(response);
    // The model holds the rest of its answer until released: what we have came before it.
    expect(upstream.requests.length).toBeGreaterThan(0);
    expect(first).not.toContain('"type":"done"');
    upstream.release();
    let text = first;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const events = text
      .split("\n")
      .filter(Boolean)
      .map((line) => StreamEventSchema.parse(JSON.parse(line)));
    expect(events.map((event) => event.type).filter((type) => type !== "delta")).toEqual([
      "start",
      "citations",
      "done",
    ]);
    expect(events.at(-1)).toMatchObject({
      type: "done",
      message: { followUps: ["How long must the logs be kept?", "Who counts as a deployer?"] },
    });
  });

  test("the browser goes away mid-answer: the server finishes and stores it; opening the chat later shows it", async () => {
    const chatId = crypto.randomUUID();
    const controller = new AbortController();
    const response = await post(chatId, "What must deployers do with the logs? [test:held]", controller.signal);
    await untilFirstDelta(response);
    controller.abort();
    upstream.release();
    await vi.waitFor(
      async () => {
        const chat = await (
          await fetch(`${server.url}/api/assistant/chats/${chatId}`, { headers: { cookie: alice.cookie } })
        ).json();
        expect(
          chat.messages.map((message: { type: string; isStreaming?: boolean; isError?: boolean }) => [
            message.type,
            message.isStreaming ?? false,
            message.isError ?? false,
          ]),
        ).toEqual([
          ["user", false, false],
          ["ai", false, false],
        ]);
        expect(chat.messages[1].content).toMatch(/^Deployers must keep the logs/);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  test("PATCH with JSON, and DELETE with the session's CSRF token, go through the server's CSRF layers; DELETE without it is refused", async () => {
    const id = crypto.randomUUID();
    const headers = { "content-type": "application/json", origin: server.url, cookie: alice.cookie };
    expect(
      (
        await fetch(`${server.url}/api/assistant/projects`, {
          method: "POST",
          headers,
          body: JSON.stringify({ id, title: "Temp" }),
        })
      ).status,
    ).toBe(201);
    const patched = await fetch(`${server.url}/api/assistant/projects/${id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ title: "Renamed" }),
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).project.title).toBe("Renamed");
    const refused = await fetch(`${server.url}/api/assistant/projects/${id}`, {
      method: "DELETE",
      headers: { origin: server.url, cookie: alice.cookie },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "csrf", message: expect.any(String) } });
    const deleted = await fetch(`${server.url}/api/assistant/projects/${id}`, {
      method: "DELETE",
      headers: { origin: server.url, cookie: alice.cookie, "x-csrf-token": alice.csrfToken },
    });
    expect(deleted.status).toBe(204);
    expect(
      (await fetch(`${server.url}/api/assistant/projects/${id}`, { headers: { cookie: alice.cookie } })).status,
    ).toBe(404);
  });
});
