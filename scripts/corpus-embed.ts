// npm run corpus:embed
// Embeds every installed provision that has no embedding for the configured EMBEDDINGS_MODEL yet:
// for acts installed before EMBEDDINGS_* was configured, or after the model changed. Idempotent.
import { embedProvisions, embeddingsConfigured } from "#app/domain/corpus/embeddings.server.ts";
import { openCliDatabase } from "#app/domain/corpus/import/open-cli-database.server.ts";
import { getEnv } from "#app/env.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

try {
  if (!embeddingsConfigured(searchSettingsOf(getEnv())))
    throw new Error("set EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL (an OpenAI-compatible embeddings endpoint) first");
  const database = await openCliDatabase();
  try {
    const started = performance.now();
    const embedded = await embedProvisions({
      embeddings: searchSettingsOf(getEnv()).embeddings,
      onBatch: (done, total) => process.stdout.write(`\r  ${done}/${total} provisions`),
    });
    if (embedded > 0) process.stdout.write("\n");
    console.log(
      embedded > 0
        ? `Embedded ${embedded} provisions with ${getEnv().EMBEDDINGS_MODEL} in ${Math.round(performance.now() - started)} ms into ${database.location}`
        : `Every provision already has an embedding of ${getEnv().EMBEDDINGS_MODEL} (${database.location})`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`corpus:embed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
