import { openDatabase, setDatabase, type Database } from "#app/db/client.server.ts";
import { getEnv } from "#app/env.server.ts";

/** Opens the database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR) for a CLI command. */
export async function openCliDatabase(): Promise<Database> {
  const env = getEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL, maxConnections: 2 })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  setDatabase(database);
  return database;
}
