import { embeddingsConfigured } from "#app/domain/corpus/embeddings.server.ts";
import { answerQuestion, searchPassages, type AnswerOptions } from "./answer-question.server.ts";
import { trackAnswer } from "./answers-in-progress.server.ts";
import { ndjsonStream } from "./ndjson-stream.server.ts";
import { openChatWithQuestion } from "./open-chat-with-question.server.ts";

/**
 * Sends a question: opens (or makes) the user's chat in the project, stores the question BEFORE
 * any model call, then starts the answer, detached from the response: `stream` is the NDJSON for
 * the client, `done` settles when the answer is stored (also when the client has gone away).
 * Null when the project or the chat is not the user's.
 */
export async function startAnswer(
  input: {
    uid: string;
    chatId: string;
    projectId: string;
    question: string;
    /** The route's checks (session, body), for the log. */ checkedMs?: number;
  } & Pick<AnswerOptions, "model" | "usageLimit" | "search" | "timeoutMs" | "historyBudget" | "maxAnswerChars">,
): Promise<{ stream: ReadableStream<Uint8Array>; done: Promise<unknown> } | null> {
  const started = performance.now();
  // The chat and the question in one statement, before anything else.
  const chat = await openChatWithQuestion({
    uid: input.uid,
    id: input.chatId,
    projectId: input.projectId,
    question: input.question,
  });
  if (!chat) return null;
  const { model } = input;
  const { userMessage } = chat;
  // The search calls no model: it starts now, the completion's call is counted while it runs.
  const searching =
    model && !embeddingsConfigured(input.search) ? searchPassages(input.question, input.search) : undefined;
  const setupMs = {
    ...(input.checkedMs === undefined ? {} : { checks: input.checkedMs }),
    storeQuestion: performance.now() - started,
  };
  const answer = ndjsonStream((emit) =>
    answerQuestion({ ...input, model, searching, chatId: chat.id, userMessage, newChat: chat.created, setupMs }, emit),
  );
  trackAnswer(input.uid, answer.done);
  return answer;
}
