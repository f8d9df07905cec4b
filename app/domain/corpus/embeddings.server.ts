import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { embed, embedMany } from "ai";
import { asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb, type Db } from "#app/db/client.server.ts";
import { acts, provisions } from "#app/db/schema/corpus.ts";
import type { EmbeddingsSettings, SearchSettings } from "./search-settings.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";

/** Embeddings are on when an OpenAI-compatible embeddings endpoint and model are configured. */
export function embeddingsConfigured(settings: Pick<SearchSettings, "embeddings">): boolean {
  return settings.embeddings !== undefined;
}

function model(embeddings: EmbeddingsSettings | undefined) {
  if (!embeddings) throw new Error("Embeddings are not configured (EMBEDDINGS_BASE_URL, EMBEDDINGS_MODEL)");
  const provider = createOpenAICompatible({
    name: "embeddings",
    baseURL: embeddings.baseUrl,
    apiKey: embeddings.apiKey,
  });
  return provider.embeddingModel(embeddings.model);
}

export async function embedQuery(text: string, embeddings: EmbeddingsSettings | undefined): Promise<number[]> {
  const { embedding } = await embed({ model: model(embeddings), value: text, maxRetries: 2 });
  return embedding;
}

/** The text embedded for a provision: its label and heading give the model the context. */
function provisionText(row: { label: string; heading: string | null; text: string }) {
  return [row.label, row.heading, row.text].filter(Boolean).join("\n").slice(0, 8000);
}

/**
 * Embeds every provision that has no embedding for the configured model yet (after an import, or
 * `npm run corpus:embed` when EMBEDDINGS_* was configured after the acts were installed or the
 * model changed), in batches. Idempotent: a second run embeds nothing.
 */
export async function embedProvisions({
  embeddings,
  db = getDb(),
  batchSize = 64,
  onBatch,
}: {
  /** The search's embeddings settings (SearchSettings.embeddings); undefined throws: not configured. */
  embeddings: EmbeddingsSettings | undefined;
  db?: Db;
  batchSize?: number;
  onBatch?: (done: number, total: number) => void;
}): Promise<number> {
  const embeddingModel = model(embeddings);
  const modelName = embeddings!.model;
  const rows = await db
    .select({
      id: provisions.id,
      actId: provisions.actId,
      label: provisions.label,
      heading: provisions.heading,
      text: provisions.text,
    })
    .from(provisions)
    .where(or(isNull(provisions.embedding), isDistinctFrom(provisions.embeddingModel, modelName)))
    .orderBy(asc(provisions.id));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const { embeddings } = await embedMany({ model: embeddingModel, values: batch.map(provisionText), maxRetries: 2 });
    for (const [i, row] of batch.entries()) {
      await db
        .update(provisions)
        .set({ embedding: embeddings[i]!, embeddingModel: modelName })
        .where(eq(provisions.id, row.id));
    }
    onBatch?.(start + batch.length, rows.length);
  }
  if (rows.length > 0) {
    // A new version stamp makes every server process (also against the same PostgreSQL) reload the corpus.
    await db
      .update(acts)
      .set({ importedAt: new Date() })
      .where(inArray(acts.id, [...new Set(rows.map((row) => row.actId))]));
    emitDataChanged("corpus");
  }
  return rows.length;
}

function isDistinctFrom(column: typeof provisions.embeddingModel, value: string) {
  return sql`${column} is distinct from ${value}`;
}
