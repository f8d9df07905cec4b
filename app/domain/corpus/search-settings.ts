import type { Env } from "#app/env.server.ts";

/** The OpenAI-compatible embeddings endpoint and model (EMBEDDINGS_*). */
export type EmbeddingsSettings = { baseUrl: string; model: string; apiKey: string | undefined };

/**
 * The corpus search's settings, built once from the environment where the app (or a script) is
 * composed and passed down (ADR 144): no corpus module reads the environment itself.
 */
export type SearchSettings = {
  /** Where the server embeds questions and provisions; undefined: no server-side embeddings (lexical, or the caller's vector). */
  embeddings: EmbeddingsSettings | undefined;
  /** Each provision indexed with its everyday-word paraphrase (CORPUS_PARAPHRASES, ADR 046). */
  paraphrases: boolean;
};

/** The search's settings of a parsed environment. */
export function searchSettingsOf(
  env: Pick<Env, "EMBEDDINGS_BASE_URL" | "EMBEDDINGS_API_KEY" | "EMBEDDINGS_MODEL" | "CORPUS_PARAPHRASES">,
): SearchSettings {
  return {
    embeddings:
      env.EMBEDDINGS_BASE_URL && env.EMBEDDINGS_MODEL
        ? { baseUrl: env.EMBEDDINGS_BASE_URL, model: env.EMBEDDINGS_MODEL, apiKey: env.EMBEDDINGS_API_KEY }
        : undefined,
    paraphrases: env.CORPUS_PARAPHRASES === "on",
  };
}
