import { expect, test } from "vitest";
import { answerErrorText, type ChatMessage } from "#app/domain/assistant/stream-events.ts";
import { applyStreamEvent, failTurn, startTurn, type Turn } from "./apply-stream-event.ts";
import { makeAnswer, makeCitation } from "./test-fixtures.ts";

const now = new Date("2026-11-25T09:00:00.000Z");
const turn: Turn = { userId: "pending-u", aiId: "pending-a" };
const earlier: ChatMessage = {
  id: "old",
  type: "user",
  content: "Earlier question",
  timestamp: "2026-11-24T09:00:00.000Z",
};

test("a turn shows the question and a streaming placeholder, fills it and ends with the stored answer", () => {
  let messages = startTurn([earlier], turn, "What is prohibited?", now);
  expect(messages.map((message) => [message.type, message.content, message.isStreaming ?? false])).toEqual([
    ["user", "Earlier question", false],
    ["user", "What is prohibited?", false],
    ["ai", "", true],
  ]);
  const stored = { id: "u-1", type: "user" as const, content: "What is prohibited?", timestamp: now.toISOString() };
  messages = applyStreamEvent(messages, turn, { type: "start", chatId: "c1", userMessage: stored });
  messages = applyStreamEvent(messages, turn, { type: "citations", citations: [makeCitation(1)] });
  messages = applyStreamEvent(messages, turn, { type: "delta", text: "Social scoring " });
  messages = applyStreamEvent(messages, turn, { type: "keepalive" });
  messages = applyStreamEvent(messages, turn, { type: "delta", text: "is prohibited [1]." });
  expect(messages[1]).toEqual(stored);
  expect(messages[2]).toMatchObject({
    id: "pending-a",
    content: "Social scoring is prohibited [1].",
    isStreaming: true,
    citations: [makeCitation(1)],
  });

  const answer = makeAnswer({
    id: "a-1",
    content: "Social scoring is prohibited [1].",
    followUps: ["Which exceptions apply?"],
  });
  messages = applyStreamEvent(messages, turn, { type: "done", message: answer });
  expect(messages).toEqual([earlier, stored, answer]);
});

test("an error event marks why; the stored error message arrives in done", () => {
  let messages = startTurn([], turn, "Q", now);
  messages = applyStreamEvent(messages, turn, { type: "error", code: "usage_limit", message: "Usage limit reached" });
  expect(messages[1]).toMatchObject({ errorCode: "usage_limit", isStreaming: true });
  const stored = makeAnswer({
    id: "a-err",
    content: answerErrorText,
    isError: true,
    errorCode: "usage_limit",
    citations: [],
  });
  messages = applyStreamEvent(messages, turn, { type: "done", message: stored });
  expect(messages[1]).toEqual(stored);
});

test("an answer that could not be read to its end becomes the error message; the question stays", () => {
  let messages = startTurn([], turn, "Q", now);
  messages = applyStreamEvent(messages, turn, { type: "delta", text: "half an ans" });
  messages = failTurn(messages, turn, "usage_limit");
  expect(messages).toEqual([
    { id: "pending-u", type: "user", content: "Q", timestamp: now.toISOString() },
    {
      id: "pending-a",
      type: "ai",
      content: answerErrorText,
      timestamp: now.toISOString(),
      isError: true,
      errorCode: "usage_limit",
    },
  ]);
  expect(failTurn(startTurn([], turn, "Q", now), turn)[1]).not.toHaveProperty("errorCode");
});
