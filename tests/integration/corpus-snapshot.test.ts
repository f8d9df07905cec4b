import { beforeAll, describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import {
  computeSnapshot,
  installStarterActs,
  readSnapshot,
  snapshotDifferences,
  type Snapshot,
} from "#tests/support/corpus-snapshot.ts";

useTestDatabase();

/**
 * The proof that a refactoring changed nothing a user sees: the first ten provisions of every
 * evaluation question (paraphrases on and off) and the feeds and exports are what
 * tests/fixtures/corpus/snapshot/ recorded (`npm run corpus:snapshot`). A change meant to alter the
 * ranking re-records it, and the diff shows which answers moved.
 */
describe("the recorded snapshot of retrieval, feeds and exports", () => {
  let computed: Snapshot;
  beforeAll(async () => {
    await installStarterActs();
    computed = await computeSnapshot();
  }, 300_000);

  test("every question's first ten provisions and coverage, every feed and export are as recorded", () => {
    const recorded = readSnapshot();
    const { count, lines } = snapshotDifferences(recorded, computed);
    const report =
      count === 0
        ? ""
        : `${count} entries differ from tests/fixtures/corpus/snapshot (re-record with npm run corpus:snapshot only for a change meant to alter them); the first ${lines.length}:\n  ${lines.join("\n  ")}`;
    expect(report).toBe("");
    // The snapshot covers every set: an empty recomputation must not pass.
    expect(Object.keys(computed.paraphrasesOn).length).toBeGreaterThan(500);
  });
});
