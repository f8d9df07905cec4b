import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, setDatabase } from "#app/db/client.server.ts";
import { acts } from "#app/db/schema/corpus.ts";
import { decisions, quarantinedRecords } from "#app/db/schema/decisions.ts";
import { jobRuns } from "#app/db/schema/jobs.ts";
import { openTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { installStarterDataInBackground, STARTER_JOB_ID, starterDataNeeded } from "./starter-data.server.ts";
import { getStarterStatus } from "./starter-status.server.ts";

const database = useTestDatabase();
const folder = path.resolve(import.meta.dirname, "../../tests/fixtures/starter");
const today = "2026-11-25";

/** What an installation leaves behind: the decisions (with revision), the quarantine, the acts. */
async function snapshot() {
  const db = getDb();
  return {
    decisions: (
      await db
        .select({ id: decisions.id, revision: decisions.revision, panel: decisions.panel })
        .from(decisions)
        .orderBy(asc(decisions.id))
    ).map((row) => `${row.id}@${row.revision}:${row.panel ?? ""}`),
    quarantined: (
      await db
        .select({ source: quarantinedRecords.source, sourceId: quarantinedRecords.sourceId })
        .from(quarantinedRecords)
        .orderBy(asc(quarantinedRecords.sourceId))
    ).map((row) => `${row.source}/${row.sourceId}`),
    acts: (await db.select({ celex: acts.celex }).from(acts).orderBy(asc(acts.celex))).map((row) => row.celex),
  };
}

describe("the starter set on a first start", () => {
  let clean: Awaited<ReturnType<typeof snapshot>>;

  it("an empty database gets the whole set in the background; a file the corpus cannot read is reported, not fatal", async () => {
    // A separate, clean database: the reference for what a full installation holds.
    const reference = await openTestDatabase();
    setDatabase(reference);
    try {
      expect(await starterDataNeeded()).toBe(true);
      const install = installStarterDataInBackground(folder, { hooks: { today } });
      const result = await install.done;
      expect(result).toMatchObject({ status: "succeeded" });
      const stats = result && result.status === "succeeded" ? result.stats : {};
      expect(stats).toMatchObject({ files: 11, skipped: 1, acts: 2, failed: 1 });
      expect(getStarterStatus()).toMatchObject({ state: "done", percent: 100 });
      clean = await snapshot();
      expect(clean.decisions).toContain("rii-jure900000002@1:4. Strafsenat");
      expect(clean.decisions).toContain("rii-kare600000001@1:");
      expect(clean.decisions.filter((entry) => entry.startsWith("bgh-"))).toHaveLength(3);
      expect(clean.quarantined).toContain("rii/KORE900000008");
      expect(clean.acts).toEqual(["32099L0001", "32099R0042"]);
      expect(await starterDataNeeded()).toBe(false);
    } finally {
      setDatabase(database.current);
      await reference.close();
    }
  });

  it("a crash in the middle leaves a partial set; the next start completes exactly the full set", async () => {
    const crash = installStarterDataInBackground(folder, {
      hooks: {
        today,
        beforeFile: (file) => {
          if (file.endsWith("bgh-rii-metadata.jsonl.gz")) throw new Error("simulated kill");
        },
      },
    });
    expect(await crash.done).toMatchObject({ status: "failed", error: "simulated kill" });
    const partial = await snapshot();
    expect(partial.decisions.length).toBeGreaterThan(0);
    expect(partial.decisions.length).toBeLessThan(clean.decisions.length);
    // A started, unfinished installation is resumed even though decisions exist now.
    expect(await starterDataNeeded()).toBe(true);

    const resumed = installStarterDataInBackground(folder, { hooks: { today } });
    expect(await resumed.done).toMatchObject({ status: "succeeded" });
    expect(await snapshot()).toEqual(clean);
  });

  it("a second start finds the set installed and does nothing", async () => {
    const runsBefore = await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, STARTER_JOB_ID));
    const again = installStarterDataInBackground(folder, { hooks: { today } });
    expect(await again.done).toBeNull();
    expect(await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, STARTER_JOB_ID))).toHaveLength(
      runsBefore.length,
    );
    expect(await snapshot()).toEqual(clean);
  });

  it("a missing starter folder installs nothing and says so", async () => {
    const missing = installStarterDataInBackground(path.join(folder, "no-such-folder"), { hooks: { today } });
    expect(await missing.done).toBeNull();
    expect(getStarterStatus()).toMatchObject({ state: "off", error: expect.stringContaining("folder not found") });
  });

  it("a database with decisions but no installation (an older install) is left alone", async () => {
    const other = await openTestDatabase();
    setDatabase(other);
    try {
      await getDb()
        .insert(decisions)
        .values({
          id: "rii-x1",
          source: "rii",
          sourceId: "X1",
          courtName: "Bundesgerichtshof",
          region: "bund",
          branch: "ordinary",
          decisionDate: "2024-01-01",
          contentHash: "h",
          fileNumbers: ["I ZR 1/24"],
        });
      expect(await starterDataNeeded()).toBe(false);
    } finally {
      setDatabase(database.current);
      await other.close();
    }
  });
});
