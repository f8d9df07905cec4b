import { openConfiguredDatabase, type Database } from "#app/db/client.server.ts";

/** Opens the database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR) for a CLI command. */
export async function openCliDatabase(): Promise<Database> {
  return openConfiguredDatabase(undefined, { maxConnections: 2 });
}
