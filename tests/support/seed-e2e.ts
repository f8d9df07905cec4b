import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { seedCorpus } from "#app/domain/corpus/import/seed-corpus.server.ts";
import { seedDecisions } from "#app/domain/decisions/seed-decisions.server.ts";

/**
 * Opens the e2e database, migrates it, and writes the fixtures the browser tests expect
 * (each area adds its own seeding here through the same factories its tests use).
 * The database is closed again before the server opens it.
 */
export async function seedE2e() {
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: process.env.DATA_DIR ?? ".tmp/e2e-data" });
  setDatabase(database);
  try {
    // Area seeds go here.
    await seedDecisions();
    await seedCorpus();
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}
