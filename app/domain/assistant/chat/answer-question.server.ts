import http from "node:http";
import type { SearchSettings } from "#app/domain/corpus/search-settings.ts";
import { APICallError, JSONParseError, streamText, TypeValidationError, type LanguageModel } from "ai";
import { embeddingsConfigured } from "#app/domain/corpus/embeddings.server.ts";
import type { Coverage } from "#app/domain/corpus/retrieval/assess-coverage.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { SearchResult } from "#app/domain/corpus/retrieval/search-result-schema.ts";
import { logger } from "#app/utils/logger.server.ts";
import { interruptSignal } from "./answers-in-progress.server.ts";
import { appendMessage } from "./append-message.server.ts";
import { completionSettings } from "../assistant-model.server.ts";
import { earlierTurns, systemPrompt, userPrompt } from "./build-prompt.ts";
import type { ResearchNote } from "../note/compose-research-note.ts";
import { detectLanguage } from "../detect-language.ts";
import { extractFollowUps } from "./extract-follow-ups.ts";
import { finishMessage } from "./finish-message.server.ts";
import { researchNoteFor } from "../note/research-note.server.ts";
import { withoutNul } from "#app/utils/nul.ts";
import { getChat } from "./get-chat.server.ts";
import type { Emit } from "./ndjson-stream.server.ts";
import { answerErrorText, type ChatMessage, type Citation, type StreamErrorCode } from "../stream-events.ts";
import { takeModelCall } from "../take-model-call.server.ts";
import { toCitation } from "./to-citation.ts";
import { verifyCitations } from "./verify-citations.ts";

export type AnswerOptions = {
  uid: string;
  chatId: string;
  question: string;
  /** The user's message, stored before this runs. */
  userMessage: ChatMessage;
  /** The chat was made for this question (it has no earlier turns to read). */
  newChat?: boolean;
  /** The chat model (`getAssistantModel(env)`); null without AI_BASE_URL: a research note. */
  model: LanguageModel | null;
  /** The model calls a user may make (USAGE_LIMIT). */
  usageLimit: number;
  /** The corpus search's settings (embeddings, paraphrases), built at the edge. */
  search: SearchSettings;
  /** Upstream timeout of the completion (70 s; tests inject a short one). */
  timeoutMs?: number;
  /** Earlier turns of the chat the prompt may hold, in tokens. */
  historyBudget?: number;
  /** Default: completionSettings.maxAnswerChars. */
  maxAnswerChars?: number;
  topK?: number;
  /** The passages' search, started by the caller while it stored the question (`searchPassages`). */
  searching?: Promise<{ found: SearchResult; ms: number }>;
  /** Time spent before this ran (opening the chat, storing the question), logged with the answer. */
  setupMs?: Record<string, number>;
};

/**
 * The search of the passages for an answer with a model. A caller may start it early, while it
 * stores the question (a search is no model call); without embeddings only, as the question's
 * embedding is a model call to be counted first.
 */
export function searchPassages(
  question: string,
  search: SearchSettings,
  topK = 8,
): Promise<{ found: SearchResult; ms: number }> {
  const started = performance.now();
  const searching = searchLegalDocuments(
    {
      query: question.slice(0, 2000),
      topK,
      metadataFilter: { language: detectLanguage(question) === "de" ? "DE" : "EN" },
    },
    { search },
  ).then((found) => ({ found, ms: performance.now() - started }));
  searching.catch(() => {});
  return searching;
}

class AnswerError extends Error {
  override name = "AnswerError";
  readonly code: StreamErrorCode;
  /** What the model sent before the answer failed, when that is worth keeping. */
  readonly partial?: string;
  constructor(code: StreamErrorCode, message: string, partial?: string) {
    super(message);
    this.code = code;
    this.partial = partial;
  }
}

/**
 * Answers one question of a chat and stores the answer, emitting the stream events as it goes:
 * start → citations → delta… → done, or error → done with the stored error message. Retrieval
 * runs in process; with a model the answer is streamed from it (every model call counted against
 * the user's limit before it is made), without one a research note is composed from the passages.
 * It never throws: any failure becomes the stored error message.
 */
export async function answerQuestion(options: AnswerOptions, emit: Emit): Promise<ChatMessage> {
  const { uid, chatId, question } = options;
  const { model } = options;
  const language = detectLanguage(question);
  emit({ type: "start", chatId, userMessage: options.userMessage });
  const started = performance.now();
  let placeholder: Promise<ChatMessage> | undefined;
  try {
    // The question's embedding is a model call of its own.
    if (embeddingsConfigured(options.search)) await countModelCall(uid, options.usageLimit);
    // The completion's call is counted while the passages are searched (one statement in the
    // database, docs/decisions/063): the limit is checked before the model is called, and the
    // round trip adds nothing to the wait. A search that fails after it leaves that call counted.
    const counted = model ? countModelCall(uid, options.usageLimit) : undefined;
    counted?.catch(() => {});
    // The chat's earlier turns are read while the passages are searched.
    const historyRead = model && !options.newChat ? getChat({ uid, id: chatId }) : Promise.resolve(null);
    historyRead.catch(() => {});
    // Without a model the note is composed at once from the search, the engine and the corpus; it
    // cites its sources in the order it first names them (passages, definitions, the engine's provisions).
    const note = model
      ? undefined
      : await researchNoteFor({ question, language, topK: options.topK ?? 8 }, { search: options.search });
    const searched = model
      ? await (options.searching ?? searchPassages(question, options.search, options.topK))
      : undefined;
    const found = searched?.found;
    const coverage = (note ?? found)!.coverage;
    const sources = note ? note.sources : found!.matches.map((match, index) => ({ ...match, n: index + 1 }));
    // The wait for the passages here; the search's own time, when it started earlier, is logged apart.
    const waitedMs = performance.now() - started;
    const retrievalMs = searched?.ms ?? waitedMs;
    const steps: Record<string, number> = { ...options.setupMs, retrieval: waitedMs };
    const citations = sources.map((passage) => toCitation(passage, passage.n));
    emit({ type: "citations", citations });
    const history = ((await historyRead)?.messages ?? []).filter((message) => message.id !== options.userMessage.id);
    steps.history = performance.now() - started - waitedMs;

    // The answer being written is stored at once (a reload shows it as streaming) — with a model,
    // while the model works on its first token, so that the write adds nothing to the wait.
    const storePlaceholder = () => {
      placeholder = appendMessage({
        chatId,
        type: "ai",
        content: "",
        status: "streaming",
        citations,
        withoutModel: !model,
        now: after(options.userMessage),
      });
      placeholder.catch(() => {});
      return placeholder;
    };
    let firstDeltaMs: number | undefined;
    const raw = model
      ? await complete({
          model,
          counted: counted!,
          question,
          citations,
          coverage,
          notices: found?.notices ?? [],
          history,
          emit,
          timeoutMs: options.timeoutMs,
          historyBudget: options.historyBudget,
          maxAnswerChars: options.maxAnswerChars,
          onRequested: () => {
            steps.untilModelCall = performance.now() - started - steps.retrieval! - steps.history!;
            return storePlaceholder();
          },
          onFirstDelta: () => (firstDeltaMs = performance.now() - started),
        })
      : await storePlaceholder().then(() => stream(note!, emit));
    const checked = verifyCitations(raw.content, citations.length);
    if (checked.removed.length > 0) {
      logger.warn(
        {
          chatId,
          unknownCitations: checked.removed.length,
          numbers: checked.removed.slice(0, 20),
          passages: citations.length,
        },
        "answer cited passages that were not in its context; markers removed",
      );
    }
    const message = await finishMessage({
      id: (await placeholder!).id,
      content: checked.text,
      status: "complete",
      // Stored with the placeholder: not written again.
      keptCitations: citations,
      followUps: raw.followUps,
    });
    logger.info(
      {
        chatId,
        withoutModel: !model,
        passages: citations.length,
        retrievalMs: Math.round(retrievalMs),
        firstDeltaMs: firstDeltaMs && Math.round(firstDeltaMs),
        totalMs: Math.round(performance.now() - started),
        beforeModelMs: rounded(steps),
      },
      "answer stored",
    );
    emit({ type: "done", message: model ? message : { ...message, withoutModel: true } });
    return message;
  } catch (error) {
    const failure = classify(error, chatId);
    // An answer cut off at the size bound keeps what came; other failures store the error text.
    const partial = error instanceof AnswerError && error.partial ? withoutNul(error.partial) : undefined;
    const fields = { content: partial ?? answerErrorText, status: "error" as const, errorCode: failure.code };
    const placeholderId = placeholder ? (await placeholder.catch(() => undefined))?.id : undefined;
    let message: ChatMessage;
    try {
      message = placeholderId
        ? await finishMessage({ id: placeholderId, ...fields })
        : await appendMessage({ chatId, type: "ai", ...fields, now: after(options.userMessage) });
    } catch (storeError) {
      logger.error({ err: storeError, chatId }, "the error answer could not be stored");
      message = {
        id: crypto.randomUUID(),
        type: "ai",
        content: answerErrorText,
        timestamp: new Date().toISOString(),
        isError: true,
        errorCode: failure.code,
        citations: [],
        followUps: [],
      };
    }
    emit({ type: "error", code: failure.code, message: failure.message });
    emit({ type: "done", message });
    return message;
  }
}

/** Just after the user's message, so that the answer sorts after it even within one millisecond. */
function after(message: ChatMessage): Date {
  return new Date(Math.max(Date.now(), Date.parse(message.timestamp) + 1));
}

const rounded = (steps: Record<string, number>) =>
  Object.fromEntries(Object.entries(steps).map(([step, ms]) => [step, Math.round(ms * 10) / 10]));

async function countModelCall(uid: string, limit: number) {
  if ((await takeModelCall(uid, { limit })) === null) throw new AnswerError("usage_limit", "Usage limit reached");
}

/** The note is sent in pieces like a model's answer, so the client has one way of showing answers. */
function stream(note: ResearchNote, emit: Emit) {
  for (const piece of note.content.match(/(?:\S+\s*){1,12}|\s+/g) ?? []) emit({ type: "delta", text: piece });
  return { content: note.content, followUps: note.followUps };
}

async function complete(input: {
  model: LanguageModel;
  /** The call counted against the user's limit (started while the passages were searched). */
  counted: Promise<void>;
  question: string;
  citations: Citation[];
  coverage: Coverage;
  /** Provisions the question names that do not exist (searchLegalDocuments' notices). */
  notices: readonly { message: string }[];
  history: ChatMessage[];
  emit: Emit;
  timeoutMs?: number;
  historyBudget?: number;
  maxAnswerChars?: number;
  /** Called once the request to the model is on its way; awaited before the first delta is sent. */
  onRequested: () => Promise<unknown>;
  onFirstDelta: () => void;
}) {
  await input.counted;
  const timeoutMs = input.timeoutMs ?? completionSettings.timeoutMs;
  const maxChars = input.maxAnswerChars ?? completionSettings.maxAnswerChars;
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new AnswerError("timeout", `The model did not answer within ${Math.round(timeoutMs / 1000)} seconds.`),
      ),
    timeoutMs,
  );
  // A restart that could not wait for this answer stores it as interrupted (ADR 088).
  const interrupt = interruptSignal();
  const onInterrupt = () =>
    controller.abort(
      new AnswerError("internal", "The server was restarted while this answer was being written. Please ask again."),
    );
  if (interrupt.aborted) onInterrupt();
  else interrupt.addEventListener("abort", onInterrupt, { once: true });
  try {
    const result = streamText({
      model: input.model,
      system: systemPrompt(),
      messages: [
        ...earlierTurns(input.history, input.historyBudget ?? 3000),
        { role: "user", content: userPrompt(input.question, input.citations, input.coverage, input.notices) },
      ],
      temperature: completionSettings.temperature,
      maxOutputTokens: completionSettings.maxOutputTokens,
      // Each call is counted against the user's limit before it is made: no silent retries.
      maxRetries: 0,
      abortSignal: controller.signal,
      // Errors arrive as `error` parts below and are logged once there (the default prints them to the console).
      onError: () => {},
    });
    const requested = input.onRequested();
    let text = "";
    let first = true;
    let finished = false;
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        if (first) {
          first = false;
          await requested;
          input.onFirstDelta();
        }
        // PostgreSQL stores no NUL in text: removed, not a failed answer (docs/security.md).
        const piece = withoutNul(part.text);
        if (text.length + piece.length > maxChars) {
          // A bound on what one answer may hold: the stream is stopped, what came is kept.
          const rest = piece.slice(0, maxChars - text.length);
          if (rest) input.emit({ type: "delta", text: rest });
          const tooLong = new AnswerError(
            "too_long",
            `The model's answer passed ${maxChars.toLocaleString("en")} characters and was cut off there.`,
            text + rest,
          );
          controller.abort(tooLong);
          throw tooLong;
        }
        text += piece;
        if (piece) input.emit({ type: "delta", text: piece });
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw controller.signal.reason ?? new AnswerError("upstream", "The model's answer was cancelled.");
      } else if (part.type === "finish") {
        finished = true;
      }
    }
    if (controller.signal.aborted) throw controller.signal.reason;
    await requested;
    if (!finished || text.trim() === "")
      throw new AnswerError("upstream", "The model's answer ended before it was complete.");
    return extractFollowUps(text);
  } finally {
    clearTimeout(timer);
    interrupt.removeEventListener("abort", onInterrupt);
  }
}

function classify(error: unknown, chatId: string): { code: StreamErrorCode; message: string } {
  if (error instanceof AnswerError) {
    // Reaching the limit is the product working as intended, not an error of ours.
    if (error.code === "usage_limit") logger.info({ chatId }, "Usage limit reached");
    else logger.error({ chatId, code: error.code }, error.message);
    return { code: error.code, message: error.message };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const statusText = status ? `${status} ${http.STATUS_CODES[status] ?? ""}`.trim() : error.message;
    logger.error({ chatId, status }, `OpenAI API error: ${statusText}`);
    return {
      code: "upstream",
      message:
        status === 429
          ? "The model provider is busy. Please try again in a moment."
          : "The model provider answered with an error.",
    };
  }
  if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error)) {
    logger.error(
      { chatId, err: { name: error.name, message: error.message.slice(0, 300) } },
      "OpenAI API error: malformed stream chunk",
    );
    return { code: "upstream", message: "The model provider sent a malformed answer." };
  }
  logger.error({ err: error, chatId }, "answer failed");
  return { code: "upstream", message: "The answer could not be completed." };
}
