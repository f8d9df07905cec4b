import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "#app/env.server.ts";

/** The completion settings of every answer (docs/areas/assistant.md). */
/**
 * `maxAnswerChars` bounds what is kept of one answer whatever the server sends (2,000 tokens are
 * about 10,000 characters; a model that ignores max_tokens is cut off at five times that).
 */
export const completionSettings = {
  temperature: 0.7,
  maxOutputTokens: 2000,
  timeoutMs: 70_000,
  maxAnswerChars: 50_000,
} as const;
export const defaultModel = "gpt-4o-mini";

/**
 * The configured OpenAI-compatible chat model, or null without AI_BASE_URL (then the assistant
 * answers with a research note composed without a model). Uses the Chat Completions endpoint
 * (`.chatModel()`), which every OpenAI-compatible server has, with the usage chunk requested and structured output by JSON schema.
 */
export function getAssistantModel(env: Env): LanguageModel | null {
  // One per configuration: making the model builds its stream-chunk schemas (about 0.5–1 ms a
  // request when made per answer); the model holds no state between calls.
  let model = models.get(env);
  if (model === undefined) {
    model = makeModel(env);
    models.set(env, model);
  }
  return model;
}

const models = new WeakMap<Env, LanguageModel | null>();

function makeModel(env: Env): LanguageModel | null {
  if (!env.AI_BASE_URL) return null;
  const provider = createOpenAICompatible({
    name: "assistant",
    baseURL: env.AI_BASE_URL.replace(/\/+$/, ""),
    apiKey: env.AI_API_KEY,
    includeUsage: true,
    // Regulation cards ask for JSON by schema (response_format json_schema).
    supportsStructuredOutputs: true,
  });
  return provider.chatModel(env.AI_MODEL ?? defaultModel);
}
