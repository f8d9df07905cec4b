import { describe, expect, test } from "vitest";
import { buildMonthGrid, todayInGermany } from "./build-month-grid.ts";

describe("buildMonthGrid", () => {
  test("starts on Monday and pads with the neighbouring months", () => {
    // 1 November 2026 is a Sunday: six days of October come first.
    const grid = buildMonthGrid(2026, 11);
    expect(grid.weeks[0]!.map((cell) => cell.date)).toEqual([
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
    ]);
    expect(grid.weeks[0]!.filter((cell) => cell.inMonth)).toHaveLength(1);
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks.at(-1)!.at(-1)).toEqual({ date: "2026-12-06", day: 6, inMonth: false });
    expect(grid.weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(30);
  });

  test("a February that starts on Monday fills exactly four weeks", () => {
    const grid = buildMonthGrid(2027, 2);
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks.flat().every((cell) => cell.inMonth)).toBe(true);
  });

  test("leap years have 29 February", () => {
    expect(
      buildMonthGrid(2028, 2)
        .weeks.flat()
        .filter((cell) => cell.inMonth)
        .at(-1)!.date,
    ).toBe("2028-02-29");
  });
});

test("today is the German date, not the UTC one", () => {
  expect(todayInGermany(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
  expect(todayInGermany(new Date("2026-07-01T12:00:00Z"))).toBe("2026-07-01");
});
