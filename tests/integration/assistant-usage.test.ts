import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { getUsage, incrementUsage } from "#app/domain/accounts/usage.server.ts";
import { getAssistantModel } from "#app/domain/assistant/assistant-model.server.ts";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { getChat } from "#app/domain/assistant/chat/get-chat.server.ts";
import { startAnswer } from "#app/domain/assistant/chat/start-answer.server.ts";
import { answerErrorText, StreamEventSchema, type StreamEvent } from "#app/domain/assistant/stream-events.ts";
import { takeModelCall } from "#app/domain/assistant/take-model-call.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { getEnv, resetEnvForTests } from "#app/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { signIn } from "../support/sign-in.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

/* The usage limit: every model call (question embedding, completion) is counted atomically before it is made. */
useTestDatabase();

let upstream: OpenAiTestServer;
beforeAll(async () => {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
    "utf8",
  );
  await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
  upstream = await startOpenAiTestServer();
});
afterAll(() => upstream?.close());

const model = () => getAssistantModel({ ...getEnv(), AI_BASE_URL: upstream.url, AI_MODEL: "test-model" });

async function userWithProject(used = 0) {
  const uid = (await signIn()).user.uid;
  if (used > 0) await incrementUsage(uid, { by: used });
  const projectId = crypto.randomUUID();
  await createProject({ uid, id: projectId, title: "Usage" });
  return { uid, projectId };
}

async function ask(uid: string, projectId: string, withModel = true) {
  const chatId = crypto.randomUUID();
  const answer = (await startAnswer({
    search: searchSettingsOf(getEnv()),
    uid,
    chatId,
    projectId,
    question: "What must deployers do with the logs?",
    model: withModel ? model() : null,
    usageLimit: getEnv().USAGE_LIMIT,
  }))!;
  const text = await new Response(answer.stream).text();
  await answer.done;
  const events: StreamEvent[] = text
    .split("\n")
    .filter(Boolean)
    .map((line) => StreamEventSchema.parse(JSON.parse(line)));
  return { events, stored: (await getChat({ uid, id: chatId }))! };
}

describe("takeModelCall", () => {
  test("250 simultaneous calls for one user: exactly 200 are counted, each count once; another user is not touched", async () => {
    const { uid } = await userWithProject();
    const other = await userWithProject(5);
    const results = await Promise.all(Array.from({ length: 250 }, () => takeModelCall(uid, { limit: 200 })));
    const granted = results.filter((count): count is number => count !== null);
    expect(granted).toHaveLength(200);
    expect(new Set(granted).size).toBe(200);
    expect(Math.max(...granted)).toBe(200);
    expect((await getUsage(uid)).count).toBe(200);
    expect((await getUsage(other.uid)).count).toBe(5);
    expect(await takeModelCall(uid, { limit: 200 })).toBeNull();
  });

  test("a limit of 0 counts nothing, not even a first call", async () => {
    const { uid } = await userWithProject();
    expect(await takeModelCall(uid, { limit: 0 })).toBeNull();
    expect((await getUsage(uid)).count).toBe(0);
  });
});

describe("answers at the limit", () => {
  test("at the limit: no model call, the stream ends with usage_limit and the stored error answer; not logged as an error", async () => {
    const { uid, projectId } = await userWithProject(200);
    const requests = upstream.requests.length;
    const error = vi.spyOn(logger, "error");
    const info = vi.spyOn(logger, "info");
    const { events, stored } = await ask(uid, projectId);
    expect(events.slice(-2)).toEqual([
      { type: "error", code: "usage_limit", message: "Usage limit reached" },
      {
        type: "done",
        message: expect.objectContaining({ content: answerErrorText, isError: true, errorCode: "usage_limit" }),
      },
    ]);
    expect(stored.messages.map((message) => [message.type, message.errorCode])).toEqual([
      ["user", undefined],
      ["ai", "usage_limit"],
    ]);
    expect(upstream.requests.length).toBe(requests);
    expect((await getUsage(uid)).count).toBe(200);
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.anything(), "Usage limit reached");
    error.mockRestore();
    info.mockRestore();
  });

  test("one below the limit: the answer is made and counted, the next one is refused", async () => {
    const { uid, projectId } = await userWithProject(199);
    expect((await ask(uid, projectId)).events.at(-1)).toMatchObject({ type: "done", message: { isError: false } });
    expect((await getUsage(uid)).count).toBe(200);
    expect((await ask(uid, projectId)).events.at(-2)).toMatchObject({ type: "error", code: "usage_limit" });
  });

  test("without a model nothing is counted, and the research note is given also at the limit", async () => {
    const { uid, projectId } = await userWithProject(200);
    const { events } = await ask(uid, projectId, false);
    expect(events.at(-1)).toMatchObject({ type: "done", message: { isError: false, withoutModel: true } });
    const fresh = await userWithProject();
    await ask(fresh.uid, fresh.projectId, false);
    expect((await getUsage(fresh.uid)).count).toBe(0);
  });

  test("with embeddings configured the question's embedding is a model call of its own (two per answer)", async () => {
    process.env.EMBEDDINGS_BASE_URL = upstream.url;
    process.env.EMBEDDINGS_MODEL = "test-embedding";
    resetEnvForTests();
    try {
      const { uid, projectId } = await userWithProject();
      const embeddings = upstream.embeddings();
      await ask(uid, projectId);
      expect(upstream.embeddings()).toBe(embeddings + 1);
      expect((await getUsage(uid)).count).toBe(2);
      // At 199 the embedding takes the last call; the completion is refused.
      const near = await userWithProject(199);
      const requests = upstream.requests.length;
      expect((await ask(near.uid, near.projectId)).events.at(-2)).toMatchObject({ type: "error", code: "usage_limit" });
      expect(upstream.requests.length).toBe(requests);
      expect((await getUsage(near.uid)).count).toBe(200);
    } finally {
      delete process.env.EMBEDDINGS_BASE_URL;
      delete process.env.EMBEDDINGS_MODEL;
      resetEnvForTests();
    }
  });
});
