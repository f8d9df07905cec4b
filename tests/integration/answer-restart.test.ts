import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { setDatabase } from "#app/db/client.server.ts";
import { messages } from "#app/db/schema/index.ts";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { answerErrorText, StreamEventSchema, type StreamEvent } from "#app/domain/assistant/stream-events.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";
import { startTestServerProcess, type TestServerProcess } from "../support/test-server.ts";

/*
 * SIGTERM while an answer streams (ADR 088): the instance stops taking connections, lets the answer
 * finish within SHUTDOWN_ANSWERS_MS, else stores it as interrupted with the error message, and exits.
 * The model is the project's test server holding its answer after the first chunk.
 */
let server: TestServerProcess | undefined;
let upstream: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  await upstream?.close();
  server = upstream = undefined;
});

async function start(boundMs: number) {
  upstream = await startOpenAiTestServer({ scenario: "held" });
  let alice!: SignedIn;
  const projectId = crypto.randomUUID();
  server = await startTestServerProcess(
    "answer-restart",
    { AI_BASE_URL: upstream.url, AI_API_KEY: "test-key", AI_MODEL: "test-model", SHUTDOWN_ANSWERS_MS: String(boundMs) },
    async () => {
      const source = fs.readFileSync(
        path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
        "utf8",
      );
      await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
      alice = await signIn({ verified: true });
      await createProject({ uid: alice.user.uid, id: projectId, title: "Restart" });
    },
  );
  const current = server;
  const response = await fetch(`${current.url}/api/assistant/chats/${crypto.randomUUID()}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: current.url, cookie: alice.cookie },
    body: JSON.stringify({ projectId, question: "What must deployers do with the logs?" }),
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const events = () =>
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => StreamEventSchema.parse(JSON.parse(line)) as StreamEvent);
  /** Reads until `until` holds for the events so far, or the stream ends. */
  const read = async (until: (events: StreamEvent[]) => boolean) => {
    while (!until(events())) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return events();
  };
  await read((seen) => seen.some((event) => event.type === "delta"));
  return { current, read };
}

/** The answers stored in the server's database after it exited. */
async function storedAnswers(current: TestServerProcess) {
  const handle = await current.database.open();
  setDatabase(handle);
  try {
    return await handle.db.select().from(messages).where(eq(messages.type, "ai"));
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

test("SIGTERM mid-answer: no new connections are taken, the answer finishes within the bound and is stored complete, then the process exits 0", async () => {
  const { current, read } = await start(120_000);
  current.child.kill("SIGTERM");
  await current.waitForLog((lines) => lines.some((line) => line.msg === "shutting down"));
  // The listener is closed: a new request goes elsewhere (the proxy's next upstream).
  await expect(fetch(`${current.url}/readyz`)).rejects.toThrow();
  upstream!.release();
  const events = await read(() => false);
  const done = events.at(-1);
  expect(done?.type).toBe("done");
  expect(events.some((event) => event.type === "error")).toBe(false);
  expect(await current.exited).toBe(0);
  const [answer] = await storedAnswers(current);
  expect(answer).toMatchObject({ status: "complete" });
  expect(answer!.content).toContain("Deployers must keep the logs");
});

test("SIGTERM mid-answer past the bound: the answer ends with the error, is stored as interrupted (not left streaming), and the process exits 0", async () => {
  // A bound of 0: the model never goes on, the instance does not wait for it.
  const { current, read } = await start(0);
  current.child.kill("SIGTERM");
  const events = await read(() => false);
  const error = events.find((event) => event.type === "error");
  expect(error).toMatchObject({ type: "error", code: "internal" });
  expect(error && "message" in error ? error.message : "").toMatch(/restarted/);
  expect(events.at(-1)).toMatchObject({ type: "done", message: { isError: true, content: answerErrorText } });
  expect(await current.exited).toBe(0);
  const [answer] = await storedAnswers(current);
  expect(answer).toMatchObject({ status: "error", content: answerErrorText, errorCode: "internal" });
});
