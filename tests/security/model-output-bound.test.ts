import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getAssistantModel } from "#app/domain/assistant/assistant-model.server.ts";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { getChat } from "#app/domain/assistant/chat/get-chat.server.ts";
import { startAnswer } from "#app/domain/assistant/chat/start-answer.server.ts";
import { StreamEventSchema } from "#app/domain/assistant/stream-events.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { chatToExportDocument } from "#app/domain/export/chat-to-export-document.ts";
import { renderDocx } from "#app/domain/export/render-docx.ts";
import { renderMarkdown } from "#app/domain/export/render-markdown.ts";
import { getEnv } from "#app/env.server.ts";
import { question1 } from "#tests/fixtures/export/chat-messages.ts";
import { useTestDatabase } from "../support/database.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { signIn } from "../support/sign-in.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

/*
 * Attack (9): a malicious model streamed a 20 MB answer; it was held and stored whole (+370 MB
 * RSS while it ran), and the chat and project exports then failed with 500 for good.
 */
useTestDatabase();
let upstream: OpenAiTestServer;
let uid: string;
let projectId: string;
const flood = "The deployer must keep the logs. ".repeat(300); // 9,900 characters
beforeAll(async () => {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
    "utf8",
  );
  await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
  upstream = await startOpenAiTestServer({ answer: flood });
  uid = (await signIn()).user.uid;
  projectId = crypto.randomUUID();
  await createProject({ uid, id: projectId, title: "Bound" });
});
afterAll(() => upstream?.close());

test("an answer past the bound is cut off there: what came is stored, with a clear error", async () => {
  const chatId = crypto.randomUUID();
  const model = getAssistantModel({
    ...getEnv(),
    AI_BASE_URL: upstream.url,
    AI_API_KEY: "test-key",
    AI_MODEL: "test-model",
  });
  const answer = await startAnswer({
    search: searchSettingsOf(getEnv()),
    uid,
    chatId,
    projectId,
    question: "What must deployers do with the logs?",
    model,
    usageLimit: getEnv().USAGE_LIMIT,
    timeoutMs: 5000,
    maxAnswerChars: 1000,
  });
  const events = (await new Response(answer!.stream).text())
    .split("\n")
    .filter(Boolean)
    .map((line) => StreamEventSchema.parse(JSON.parse(line)));
  await answer!.done;
  const streamed = events.flatMap((event) => (event.type === "delta" ? [event.text] : [])).join("");
  expect(streamed).toBe(flood.slice(0, 1000));
  expect(events.find((event) => event.type === "error")).toMatchObject({
    code: "too_long",
    message: expect.stringContaining("1,000 characters"),
  });
  const stored = (await getChat({ uid, id: chatId }))!.messages[1]!;
  expect(stored).toMatchObject({ isError: true, errorCode: "too_long", content: flood.slice(0, 1000) });
});

test("a chat with an answer far over any bound still exports as Markdown and Word", async () => {
  const huge = {
    id: "big",
    type: "ai" as const,
    timestamp: "2026-11-25T09:00:05.000Z",
    content: "Long paragraph. ".repeat(20_000) + "\n\nEnd.",
    citations: [],
    followUps: [],
  };
  const document = chatToExportDocument({ title: "Large", createdAt: "2026-11-25T09:00:00.000Z" }, [question1, huge], {
    language: "en",
    now: new Date("2026-11-25T10:00:00Z"),
  });
  expect(renderMarkdown(document)).toContain("End.");
  expect((await renderDocx(document)).length).toBeGreaterThan(1000);
});
