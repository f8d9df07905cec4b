import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/db/client.server.ts";
import { createPostgresTemplate, dropPostgresTemplate } from "./postgres.ts";
import { databaseTestFiles } from "./suites.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * PGlite: a migrated data-dir dump (for in-process databases) and a migrated data folder (copied
     * for each server a test starts). PostgreSQL: the name of a migrated template database.
     */
    databaseTemplate:
      { kind: "pglite"; dumpFile: string; dataDir: string } | { kind: "postgres"; url: string; template: string };
    /** The file in which the embedded run notes the test files that used a database (record-database-use.ts). */
    databaseUseRecord: string | undefined;
  }
}

/**
 * Migrates one database per run; every test file starts from a copy of it
 * (PGlite: loadDataDir of a dump, or a copy of a migrated folder for a server process;
 * PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createPostgresTemplate(url);
    project.provide("databaseTemplate", { kind: "postgres", url, template });
    project.provide("databaseUseRecord", undefined);
    return async () => dropPostgresTemplate(url, template);
  }
  const dir = path.resolve(".tmp/vitest");
  fs.mkdirSync(dir, { recursive: true });
  const dumpFile = path.join(dir, `template-${process.pid}.tar.gz`);
  const dataDir = path.join(dir, `template-${process.pid}`);
  const record = path.join(dir, `database-use-${process.pid}.txt`);
  fs.writeFileSync(record, "");
  const database = await openDatabase({ kind: "pglite-memory" });
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("gzip");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  // A migrated folder: a server started on a copy opens it in well under a second, where creating
  // and migrating a new folder takes about 5 s.
  fs.rmSync(dataDir, { recursive: true, force: true });
  await (await openDatabase({ kind: "pglite", dataDir })).close();
  project.provide("databaseTemplate", { kind: "pglite", dumpFile, dataDir });
  project.provide("databaseUseRecord", record);
  return () => {
    const used = new Set(fs.readFileSync(record, "utf8").split("\n").filter(Boolean));
    fs.rmSync(dumpFile, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(record, { force: true });
    const selected = new Set(databaseTestFiles());
    const missing = [...used].filter((file) => !selected.has(file)).sort();
    if (missing.length > 0) {
      throw new Error(
        `These test files used a database, a server or a CLI but would not run against PostgreSQL: ${missing.join(", ")}. ` +
          "Import the helper from tests/support (database.ts, test-server.ts, server-process.ts, run-script.ts) in the file itself, or extend touchesDatabase in tests/support/suites.ts.",
      );
    }
  };
}
