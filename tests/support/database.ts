import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, setDatabase, type Database } from "#app/db/client.server.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { noteDatabaseUse } from "./database-use.ts";
import { createPostgresCopy } from "./postgres.ts";

/**
 * Opens a fresh, migrated database for this test file (PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set) and makes it the one getDb() returns.
 */
export async function openTestDatabase(): Promise<Database> {
  noteDatabaseUse();
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
  const tables = await queryRows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  await queryRows(sql.raw(`truncate ${tables.map((table) => `"${table.name}"`).join(", ")} restart identity cascade`));
  // The acts went too: as an import would, say so to the caches of this process (corpus-cache).
  emitDataChanged("corpus");
}

export type ServerTestDatabase = {
  /** DATA_DIR and DATABASE_URL for startServer ("" for PGlite, so that no inherited URL is used). */
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** Opens the database in the test's process, e.g. to set up data before the server starts (close it first: PGlite has one opener). */
  open: (options?: { maxConnections?: number }) => Promise<Database>;
  /** Deletes the folder or drops the PostgreSQL copy. */
  remove: () => Promise<void>;
};

/**
 * A fresh database for a production server process that a test starts: a copy of the migrated
 * PGlite folder of the run, or with TEST_DATABASE_URL a copy of the migrated template database.
 */
export async function serverTestDatabase(name: string): Promise<ServerTestDatabase> {
  noteDatabaseUse();
  const template = inject("databaseTemplate");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `legalcal-${name}-`));
  if (template.kind === "pglite") fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const copy = template.kind === "postgres" ? await createPostgresCopy(template.url, template.template) : undefined;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: copy?.url ?? "" },
    open: (options = {}) =>
      copy
        ? openDatabase({ kind: "postgres", url: copy.url, migrate: false, maxConnections: options.maxConnections })
        : openDatabase({ kind: "pglite", dataDir }),
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await copy?.drop();
    },
  };
}

/**
 * A new PGlite folder for a server a test starts with settings of its own: a copy of the run's
 * migrated folder, so that the start does not migrate (an empty folder on the PostgreSQL run,
 * which has no PGlite template). Removed by the caller.
 */
export function migratedDataDir(name: string): string {
  noteDatabaseUse();
  const template = inject("databaseTemplate");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `legalcal-${name}-`));
  if (template.kind === "pglite") fs.cpSync(template.dataDir, dataDir, { recursive: true });
  return dataDir;
}
