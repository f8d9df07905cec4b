import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/db/client.server.ts";
import { createPostgresTemplate, dropPostgresTemplate } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir dump. PostgreSQL: name of a migrated template database. */
    databaseTemplate: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; url: string; template: string };
  }
}

/**
 * Migrates one database per run; every test file starts from a copy of it
 * (PGlite: loadDataDir of a dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createPostgresTemplate(url);
    project.provide("databaseTemplate", { kind: "postgres", url, template });
    return async () => dropPostgresTemplate(url, template);
  }
  const dir = path.resolve(".tmp/vitest");
  fs.mkdirSync(dir, { recursive: true });
  const dumpFile = path.join(dir, `template-${process.pid}.tar.gz`);
  const database = await openDatabase({ kind: "pglite-memory" });
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("gzip");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("databaseTemplate", { kind: "pglite", dumpFile });
  return () => fs.rmSync(dumpFile, { force: true });
}
