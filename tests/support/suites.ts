/**
 * Which tests run a second time against PostgreSQL (CI, and `npm test` with TEST_DATABASE_URL):
 * only those whose behaviour can differ between the embedded PGlite and PostgreSQL
 * (docs/decisions/090-ci-runs-each-suite-where-it-matters.md).
 *
 * Vitest: every file that opens a database, starts a server or runs a CLI, found by its imports
 * (databaseTestFiles). The embedded run records which files really did (database-use.ts), and its
 * global teardown fails when one of them is not in the selection: a new database test cannot be
 * left out of the PostgreSQL run unnoticed.
 *
 * Playwright: every spec is classified below with its reason; a Vitest test
 * (tests/integration/suites.test.ts) fails when a spec is missing from the table.
 */
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** The Vitest include globs (vitest.config.ts). */
export const vitestInclude = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/security/**/*.test.ts",
];

/**
 * Imports through which a test file reaches a database, a server process or a CLI: the test
 * helpers that open one, and the database client itself.
 */
const databaseImports = [
  /\/support\/(database|test-server|server-process|run-script|extra-server|postgres|sign-in|assistant-api|seed-e2e)\.ts["']/,
  /["']#app\/db\/client\.server\.ts["']/,
];

/** Whether a test file's source imports a database, server or CLI helper. */
export function touchesDatabase(source: string): boolean {
  return databaseImports.some((pattern) => pattern.test(source));
}

/** The Vitest files (relative to the root, sorted) that run against PostgreSQL too. */
export function databaseTestFiles(): string[] {
  const files = vitestInclude.flatMap((pattern) =>
    fs.globSync(pattern, { cwd: root, exclude: (name) => name === "node_modules" }),
  );
  return [...new Set(files)].filter((file) => touchesDatabase(fs.readFileSync(path.join(root, file), "utf8"))).sort();
}

/**
 * Every end-to-end spec: `true` when its behaviour depends on the database (it runs on PGlite and
 * again on PostgreSQL), `false` when it shows what the database only reads out (PGlite only; the
 * queries behind it run on both databases in the Vitest integration tests).
 */
export const e2eSpecs: Record<string, { database: boolean; why: string }> = {
  "accounts.spec.ts": {
    database: true,
    why: "sign-in, sessions, the waitlist and account deletion write users and sessions",
  },
  "assistant.spec.ts": {
    database: true,
    why: "projects, conversations, streamed answers and the usage limit are stored",
  },
  "assistant-cards.spec.ts": { database: true, why: "regulation cards and the usage limit are stored" },
  "assistant-breakdown.spec.ts": { database: true, why: "breakdowns and the usage limit are stored" },
  "feeds.spec.ts": {
    database: true,
    why: "feed listings, keyword feeds and their cached bytes come from database queries",
  },
  "starter.spec.ts": { database: true, why: "the first start installs the starter set into the database" },
  "decisions.spec.ts": { database: true, why: "full-text search runs the database's German and English text search" },
  "site.spec.ts": {
    database: false,
    why: "pages, languages, navigation and waitlist texts; their loaders' queries are covered by Vitest on both",
  },
  "layout.spec.ts": { database: false, why: "layout at phone and desktop widths" },
  "export.spec.ts": { database: false, why: "documents rendered from the public AI Act check (no stored state)" },
  "ai-act-check.spec.ts": { database: false, why: "the public classifier is pure (no stored state)" },
  "assistant-answer-in-view.spec.ts": {
    database: false,
    why: "where the page scrolls after sending; storing the answer is assistant.spec's",
  },
  "way-around.spec.ts": { database: false, why: "header and landing links at phone and desktop widths" },
};

/** The spec files that run against PostgreSQL too. */
export const e2eDatabaseSpecs = Object.entries(e2eSpecs)
  .filter(([, spec]) => spec.database)
  .map(([file]) => file);
