import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { makeDecision } from "#app/domain/decisions/seed-decisions.server.ts";
import { upsertDecisions } from "#app/domain/decisions/upsert-decisions.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { getSampleMonth } from "./get-sample-month.server.ts";

useTestDatabase();

const decision = (courtName: string, decisionDate: string, fileNumber: string) =>
  makeDecision({
    courtName,
    decisionDate,
    fileNumbers: [fileNumber],
    region: "bayern",
    branch: "ordinary",
    sourceId: `site-${fileNumber}`,
  });
/** Two decisions in May 2025, one in April and one with an impossible future date. */
const storeSpringDecisions = () =>
  upsertDecisions([
    decision("LG München I", "2025-05-02", "1 O 1/25"),
    decision("OLG München", "2025-05-20", "7 U 2/25"),
    decision("AG München", "2025-04-30", "3 C 3/25"),
    decision("BGH", "2029-01-10", "I ZR 4/29"),
  ]);

// Each test starts without decisions and stores what it shows.
beforeEach(async () => {
  await getDb().delete(decisions);
});

describe("getSampleMonth", () => {
  test("an empty database gives the current month and no days", async () => {
    expect(await getSampleMonth({ today: "2026-11-22" })).toEqual({ year: 2026, month: 11, total: 0, days: [] });
  });

  test("shows the month of the most recent decision, ignoring impossible future dates", async () => {
    await storeSpringDecisions();
    const month = await getSampleMonth({ today: "2026-11-22" });
    expect(month).toMatchObject({ year: 2025, month: 5, total: 2 });
    expect(month.days.map((day) => [day.date, day.decisions.map((d) => d.fileNumber)])).toEqual([
      ["2025-05-02", ["1 O 1/25"]],
      ["2025-05-20", ["7 U 2/25"]],
    ]);
    expect(month.days[0]!.decisions[0]).toMatchObject({ courtName: "LG München I", decisionType: "Urteil" });
    expect(month.days[0]!.decisions[0]!.id).toMatch(/^oldp-site-1-o-1-25/);
  });

  test("caps the decisions listed per day but counts them all", async () => {
    await storeSpringDecisions();
    await upsertDecisions(
      ["A", "B", "C", "D", "E"].map((court, index) => decision(`${court}G Test`, "2025-05-20", `${index} X 5/25`)),
    );
    const month = await getSampleMonth({ today: "2026-11-22", perDay: 3 });
    const day = month.days.find((entry) => entry.date === "2025-05-20")!;
    expect(day.total).toBe(6);
    expect(day.decisions.map((d) => d.courtName)).toEqual(["AG Test", "BG Test", "CG Test"]);
    expect(month.total).toBe(7);
  });
});
