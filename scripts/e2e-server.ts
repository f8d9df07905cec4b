/**
 * The server the end-to-end tests run against: a fresh copy of the seeded database with the
 * fixtures the tests expect (PGlite in .tmp/e2e-data, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set; tests/support/e2e-seed-cache.ts), then the production server in this
 * process.
 */
import path from "node:path";
import pg from "pg";
import { copySeededFolder, createSeededDatabase } from "../tests/support/e2e-seed-cache.ts";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  const name = `legalcal_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  // Playwright ends this server with a signal, so its database stays behind: drop those of
  // earlier runs whose process is gone.
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ '^legalcal_e2e_[0-9]+$'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.slice("legalcal_e2e_".length));
    if (pid !== process.pid && !processIsAlive(pid))
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await admin.end();
  process.env.DATABASE_URL = await createSeededDatabase(testUrl, name);
} else {
  const dataDir = path.join(root, ".tmp/e2e-data");
  copySeededFolder(dataDir);
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
}

// E2E_AI=test: the assistant answers through the project's OpenAI-compatible test server
// (tests/support/openai-test-server.ts; a question containing [test:<scenario>] picks a fault),
// started in this process. Otherwise the assistant runs without a model (research notes).
if (process.env.E2E_AI === "test") {
  const { startOpenAiTestServer } = await import("../tests/support/openai-test-server.ts");
  const upstream = await startOpenAiTestServer();
  Object.assign(process.env, { AI_BASE_URL: upstream.url, AI_API_KEY: "e2e-test-key", AI_MODEL: "test-model" });
}

// The tests' fixtures only: no starter set, no live schedule (unless the caller sets them).
process.env.STARTER_DATA ??= "off";
process.env.INGEST_SCHEDULE ??= "false";
await import("../server.ts");
