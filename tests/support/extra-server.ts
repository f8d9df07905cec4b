import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startOpenAiTestServer, type OpenAiTestServer, type OpenAiTestServerOptions } from "./openai-test-server.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

/**
 * A production server of its own for e2e tests that need settings the shared e2e server does not
 * have (e.g. WAITLIST_MODE=true): a fresh PGlite folder under .tmp, or with TEST_DATABASE_URL
 * (CI's PostgreSQL run) a fresh PostgreSQL database. `stop()` removes what it created.
 * `seed: true` writes the shared e2e server's fixtures first (tests/support/seed-e2e.ts), e.g.
 * the corpus the assistant cites.
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
  if (testUrl) {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(testUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  if (options.seed) {
    const seeded = spawnSync(process.execPath, ["--input-type=module", "-e", 'const { seedE2e } = await import("./tests/support/seed-e2e.ts"); await seedE2e();'], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL")), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      encoding: "utf8",
    });
    if (seeded.status !== 0) throw new Error(`seeding ${options.name} failed:\n${seeded.stderr}`);
  }
  const server = await startServer({ PORT: String(options.port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", ...options.env });
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
      env: { AI_BASE_URL: upstream.url, AI_API_KEY: "test-key-not-secret", AI_MODEL: "test-model", USAGE_LIMIT: String(options.usageLimit) },
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
