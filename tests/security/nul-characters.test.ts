import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getAssistantModel } from "#app/domain/assistant/assistant-model.server.ts";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { getChat } from "#app/domain/assistant/chat/get-chat.server.ts";
import { startAnswer } from "#app/domain/assistant/chat/start-answer.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { getEnv } from "#app/env.server.ts";
import * as breakdown from "#app/routes/api.assistant.projects.$id.breakdown.ts";
import * as projectRoute from "#app/routes/api.assistant.projects.$id.ts";
import * as projects from "#app/routes/api.assistant.projects.ts";
import * as messages from "#app/routes/api.assistant.chats.$id.messages.ts";
import { callRoute } from "../support/assistant-api.ts";
import { useTestDatabase } from "../support/database.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

/*
 * Attack (6): a NUL character in a JSON body (project title and description, question,
 * breakdown request) answered 500, and model output with a NUL failed the whole answer while
 * the call was counted.
 */
useTestDatabase();
let user: SignedIn;
let projectId: string;
let upstream: OpenAiTestServer;
beforeAll(async () => {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
    "utf8",
  );
  await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
  user = await signIn();
  projectId = crypto.randomUUID();
  await createProject({ uid: user.user.uid, id: projectId, title: "NUL" });
  upstream = await startOpenAiTestServer({ answer: "Deployers must keep\u0000 the logs [1].\u0000" });
});
afterAll(() => upstream?.close());

describe("a NUL character in a JSON body answers 400 naming the field", () => {
  test("a new project's title", async () => {
    const response = await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: user,
      json: { id: crypto.randomUUID(), title: "a\u0000b" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid_body", message: expect.stringContaining("title: text must not contain a NUL") },
    });
  });

  test("a project's description", async () => {
    const response = await callRoute(projectRoute, {
      method: "PATCH",
      path: `/api/assistant/projects/${projectId}`,
      params: { id: projectId },
      as: user,
      json: { description: "x\u0000" },
    });
    expect(response.status).toBe(400);
  });

  test("a question", async () => {
    const chatId = crypto.randomUUID();
    const response = await callRoute(messages, {
      method: "POST",
      path: `/api/assistant/chats/${chatId}/messages`,
      params: { id: chatId },
      as: user,
      json: { projectId, question: "What\u0000?" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining("question") } });
  });

  test("a breakdown request", async () => {
    const response = await callRoute(breakdown, {
      method: "POST",
      path: `/api/assistant/projects/${projectId}/breakdown`,
      params: { id: projectId },
      as: user,
      json: { question: "Duties\u0000", context: {} },
    });
    expect(response.status).toBe(400);
  });
});

test("model text with a NUL character is stored without it: the answer is not lost", async () => {
  const chatId = crypto.randomUUID();
  const model = getAssistantModel({
    ...getEnv(),
    AI_BASE_URL: upstream.url,
    AI_API_KEY: "test-key",
    AI_MODEL: "test-model",
  });
  const answer = await startAnswer({
    search: searchSettingsOf(getEnv()),
    uid: user.user.uid,
    chatId,
    projectId,
    question: "What must deployers do with the logs?",
    model,
    usageLimit: getEnv().USAGE_LIMIT,
    timeoutMs: 5000,
  });
  await new Response(answer!.stream).text();
  await answer!.done;
  const stored = (await getChat({ uid: user.user.uid, id: chatId }))!;
  expect(stored.messages[1]).toMatchObject({ type: "ai", content: "Deployers must keep the logs [1]." });
  expect(stored.messages[1]!.isError).toBeFalsy();
});
