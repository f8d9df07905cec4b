import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { getCorpus } from "./corpus-cache.server.ts";
import { importAct } from "../import/import-act.server.ts";
import { parseActFile } from "../import/parse-act-file.ts";
import { searchIndexStatus, startSearchIndexing, type Every } from "./search-index.server.ts";
import type { ParsedAct } from "../types.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus", name), "utf8");
const aiAct = (): ParsedAct => ({ ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" });
const pld = (): ParsedAct => ({ ...parseActFile(fixture("mini-pld_EN.structured.json")), celex: "32024L2853" });

useTestDatabase();

/** A clock the test turns by hand: `tick()` runs the periodic check once and waits for it. */
function manualClock() {
  let run: (() => Promise<void>) | undefined;
  const every: Every = (_ms, callback) => {
    run = callback;
    return () => (run = undefined);
  };
  return { every, tick: () => run!() };
}

let stop: (() => Promise<void>) | undefined;
beforeEach(async () => {
  await emptyTestDatabase();
  await importAct({ act: aiAct() });
});
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

test("the index is built at start, before anyone searches, and a search then uses it as it is", async () => {
  const indexing = startSearchIndexing({ search: searchSettingsOf(getEnv()), every: manualClock().every });
  stop = indexing.stop;
  expect(searchIndexStatus()).toMatchObject({ state: "building" });
  await indexing.ready;
  const status = searchIndexStatus();
  expect(status).toMatchObject({ state: "ready", builtOnce: true });
  // The first search finds the index built for the installed acts.
  const built = await getCorpus(searchSettingsOf(getEnv()));
  expect(built.acts.map((act) => act.celex)).toEqual(["32024R1689"]);
  expect(status.fingerprint).toBe(built.fingerprint);
});

test("an act installed in this process is indexed in the background, without a search", async () => {
  const indexing = startSearchIndexing({ search: searchSettingsOf(getEnv()), every: manualClock().every });
  stop = indexing.stop;
  await indexing.ready;
  await importAct({ act: pld() });
  // The import's change notice started the rebuild; it is under way or done, never left to a user.
  await indexing.stop();
  stop = undefined;
  const status = searchIndexStatus();
  expect(status.state).toBe("ready");
  const corpus = await getCorpus(searchSettingsOf(getEnv()));
  expect(corpus.acts.map((act) => act.celex).sort()).toEqual(["32024L2853", "32024R1689"]);
  expect(status.fingerprint).toBe(corpus.fingerprint);
});

test("an act changed by another instance on the same database is indexed at the next periodic check", async () => {
  const clock = manualClock();
  const indexing = startSearchIndexing({ search: searchSettingsOf(getEnv()), every: clock.every });
  stop = indexing.stop;
  await indexing.ready;
  const before = await getCorpus(searchSettingsOf(getEnv()));
  // Another process re-imported the act: no change notice reaches this one, only the database.
  await queryRows(sql`update acts set imported_at = imported_at + interval '1 minute'`);
  expect(searchIndexStatus().fingerprint).toBe(before.fingerprint);
  await clock.tick();
  // Built by the check, before any search: the index covers the acts as they are now.
  const status = searchIndexStatus();
  const after = await getCorpus(searchSettingsOf(getEnv()));
  expect(after.fingerprint).not.toBe(before.fingerprint);
  expect(status.fingerprint).toBe(after.fingerprint);
});
