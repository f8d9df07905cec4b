import fs from "node:fs";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { databaseWasUsed } from "./database-use.ts";

// Each file that used a database, a server or a CLI leaves its path in the run's record
// (global-setup.ts compares the record with the PostgreSQL selection of tests/support/suites.ts).
// oxlint-disable-next-line no-empty-pattern -- Vitest passes the file as the second argument and wants the first destructured
afterAll(({}, suite) => {
  const record = inject("databaseUseRecord");
  if (!record || !databaseWasUsed() || !("filepath" in suite)) return;
  fs.appendFileSync(record, `${path.relative(path.resolve(import.meta.dirname, "../.."), suite.filepath as string)}\n`);
});
