import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { logger } from "../utils/logger.server.ts";
import { singleton } from "../utils/singleton.server.ts";
import { acquireDataDirLock } from "./data-dir-lock.server.ts";
import * as schema from "./schema/index.ts";
import { getEnv, type Env } from "#app/env.server.ts";

/** Both drivers give this type; `db.execute()` returns `{ rows }` on both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for messages: a folder or a redacted URL. */
  location: string;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: "pglite"; dataDir: string; migrate?: boolean }
  | { kind: "pglite-memory"; loadDataDir?: Blob | File; migrate?: boolean }
  | { kind: "postgres"; url: string; migrate?: boolean; maxConnections?: number };

/** The migrations folder, found from this file both in the source tree and in the server build. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "app", "db", "migrations");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const sibling = path.join(dir, "migrations");
    if (fs.existsSync(path.join(sibling, "meta", "_journal.json"))) return sibling;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the database migrations folder (app/db/migrations)");
}

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * PGlite's own start parameters plus a smaller buffer cache: PostgreSQL's default 128 MB of
 * shared_buffers lives in the process's WebAssembly memory and was most of PGlite's ~260 MB at
 * idle; 16 MB holds what the app reads often (sessions, chats, usage), the rest comes from the
 * operating system's file cache (docs/decisions/125-assistant-cost.md).
 */
export const pgliteStartParams: readonly string[] = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    pool.on("error", (error) => logger.error({ err: error }, "PostgreSQL pool error"));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (shouldMigrate) await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    return { db, kind: "postgres", location: redactUrl(options.url), close: () => pool.end() };
  }

  const lock = options.kind === "pglite" ? acquireDataDirLock(options.dataDir) : undefined;
  try {
    const client =
      options.kind === "pglite"
        ? await PGlite.create({ dataDir: path.resolve(options.dataDir), startParams: [...pgliteStartParams] })
        : await PGlite.create({ loadDataDir: options.loadDataDir, startParams: [...pgliteStartParams] });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    if (shouldMigrate) await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: "pglite",
      location: options.kind === "pglite" ? path.resolve(options.dataDir) : "memory",
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

const current = singleton("database", () => ({ database: undefined as Database | undefined }));

/** Makes `database` the one that getDb() returns (at start, and per test file). */
export function setDatabase(database: Database | undefined) {
  current.database = database;
}

export function getDatabase(): Database {
  if (!current.database) throw new Error("The database is not open yet (openDatabase + setDatabase at start)");
  return current.database;
}

export function getDb(): Db {
  return getDatabase().db;
}

/** Throws when the database does not answer. */
export async function checkDatabase(): Promise<void> {
  await getDb().execute(sql`select 1`);
}

/** Runs raw SQL and returns its rows (same shape on PGlite and PostgreSQL). */
export async function queryRows<T>(query: SQL, db: Db = getDb()): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Opens the configured database: PostgreSQL from DATABASE_URL, else the PGlite folder DATA_DIR,
 * both from the validated environment. The one opener of the server, the ingest CLI and the
 * corpus CLIs; it also makes the database the one getDb() returns.
 */
export async function openConfiguredDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR"> = getEnv(),
  options: { maxConnections?: number } = {},
): Promise<Database> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL, maxConnections: options.maxConnections })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  setDatabase(database);
  return database;
}
