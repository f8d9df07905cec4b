/**
 * Notes that the running test file opened a database, started a server or ran a CLI
 * (tests/support/suites.ts): the embedded run checks that every such file also runs against
 * PostgreSQL.
 */
const key = Symbol.for("legal-calendar.test-database-use");

export function noteDatabaseUse() {
  (globalThis as Record<symbol, unknown>)[key] = true;
}

export function databaseWasUsed(): boolean {
  return (globalThis as Record<symbol, unknown>)[key] === true;
}
