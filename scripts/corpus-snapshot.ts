// npm run corpus:snapshot — records the behaviour a refactoring must keep (tests/fixtures/corpus/snapshot/):
// the first ten provisions and the coverage of every evaluation question over data/starter/eu-acts
// (paraphrases on and off) and the sha256 of a fixed set of feeds and exports. corpus-snapshot.test.ts
// compares the code with it. Re-record only for a change meant to alter the ranking, and review the diff.
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { computeSnapshot, installStarterActs, snapshotDir, writeSnapshot } from "#tests/support/corpus-snapshot.ts";

const database = await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
try {
  await installStarterActs();
  const snapshot = await computeSnapshot();
  writeSnapshot(snapshot);
  console.log(
    `recorded ${Object.keys(snapshot.paraphrasesOn).length} questions × 2 and ${Object.keys(snapshot.outputs).length} outputs in ${snapshotDir}`,
  );
} finally {
  setDatabase(undefined);
  await database.close();
}
