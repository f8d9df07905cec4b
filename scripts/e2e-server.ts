/**
 * The server the end-to-end tests run against: a fresh database (PGlite in .tmp/e2e-data, or a
 * new PostgreSQL database when TEST_DATABASE_URL is set), seeded with the fixtures the tests
 * expect, then the production server in this process.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { seedE2e } from "../tests/support/seed-e2e.ts";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  const name = `legalcal_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  const dataDir = path.join(root, ".tmp/e2e-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
}

await seedE2e();
await import("../server.ts");
