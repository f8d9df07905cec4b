import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, setDatabase, type Database } from "#app/db/client.server.ts";
import { createPostgresCopy } from "./postgres.ts";

/**
 * Opens a fresh, migrated database for this test file (PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set) and makes it the one getDb() returns.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject("databaseTemplate");
  if (template.kind === "postgres") {
    const copy = await createPostgresCopy(template.url, template.template);
    const database = await openDatabase({ kind: "postgres", url: copy.url, migrate: false, maxConnections: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await copy.drop();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(template.dumpFile)]);
  return openDatabase({ kind: "pglite-memory", loadDataDir: dump, migrate: false });
}

/** Registers beforeAll/afterAll hooks: the file's tests share one fresh database. */
export function useTestDatabase(): { readonly current: Database } {
  const holder = {} as { current: Database };
  beforeAll(async () => {
    holder.current = await openTestDatabase();
    setDatabase(holder.current);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await holder.current?.close();
  });
  return holder;
}

/**
 * Empties every table of the current test database (milliseconds, where opening a fresh copy takes
 * about a second): for files whose tests each set up their own data. Migrations insert no rows.
 */
export async function emptyTestDatabase(): Promise<void> {
  const tables = await queryRows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`);
  if (tables.length === 0) return;
  await queryRows(sql.raw(`truncate ${tables.map((table) => `"${table.name}"`).join(", ")} restart identity cascade`));
}
