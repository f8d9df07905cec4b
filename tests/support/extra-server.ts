import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { copySeededFolder, createSeededDatabase } from "./e2e-seed-cache.ts";
import { startOpenAiTestServer, type OpenAiTestServer, type OpenAiTestServerOptions } from "./openai-test-server.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

/**
 * A production server of its own for e2e tests that need settings the shared e2e server does not
 * have (e.g. WAITLIST_MODE=true): a fresh, migrated PGlite folder under .tmp, or with
 * TEST_DATABASE_URL (CI's PostgreSQL run) a fresh, migrated PostgreSQL database (copies made by
 * tests/support/e2e-seed-cache.ts). `stop()` removes what it created.
 * `seed: true` starts it on a copy of the shared e2e server's seeded database
 * (tests/support/e2e-seed-cache.ts), e.g. the corpus the assistant cites.
 */
export async function startExtraServer(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  seed?: boolean;
}): Promise<{ server: ServerProcess; stop: () => Promise<void> }> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = path.resolve(`.tmp/e2e-${options.name}-data`);
  const testUrl = process.env.TEST_DATABASE_URL;
  const database = `legalcal_e2e_${options.name.replaceAll("-", "_")}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  fs.rmSync(dataDir, { recursive: true, force: true });
  let databaseUrl: string | undefined;
  // A copy of the seeded or the empty migrated database: no server start migrates.
  const kind = options.seed ? "seeded" : "migrated";
  if (testUrl) databaseUrl = await createSeededDatabase(testUrl, database, kind);
  else copySeededFolder(dataDir, kind);
  const server = await startServer({
    PORT: String(options.port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    ...options.env,
  });
  return {
    server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (testUrl) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/**
 * A seeded production server of its own whose AI_* settings point at the project's
 * OpenAI-compatible test server (tests/support/openai-test-server.ts), for e2e tests "with a
 * model". `stop()` stops both.
 */
export async function startModelServer(options: {
  name: string;
  port: number;
  usageLimit: number;
  model?: OpenAiTestServerOptions;
}): Promise<{ upstream: OpenAiTestServer; stop: () => Promise<void> }> {
  const upstream = await startOpenAiTestServer(options.model);
  try {
    const { stop } = await startExtraServer({
      name: options.name,
      port: options.port,
      seed: true,
      env: {
        AI_BASE_URL: upstream.url,
        AI_API_KEY: "test-key-not-secret",
        AI_MODEL: "test-model",
        USAGE_LIMIT: String(options.usageLimit),
      },
    });
    return {
      upstream,
      stop: async () => {
        await stop();
        await upstream.close();
      },
    };
  } catch (error) {
    await upstream.close();
    throw error;
  }
}
