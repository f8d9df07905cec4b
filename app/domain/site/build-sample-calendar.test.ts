import { expect, test } from "vitest";
import { buildSampleCalendar } from "./build-sample-calendar.ts";

const month = {
  year: 2024,
  month: 3,
  total: 4,
  days: [
    {
      date: "2024-03-01",
      total: 1,
      decisions: [{ id: "a", courtName: "BayVGH", fileNumber: "10 BV 22.1001", decisionType: "Urteil" }],
    },
    {
      date: "2024-03-12",
      total: 3,
      decisions: [{ id: "b", courtName: "BAG", fileNumber: "9 AZR 1/23", decisionType: "Urteil" }],
    },
  ],
};

test("labels the month, weekdays and days in the page's language", () => {
  const en = buildSampleCalendar(month, "en");
  expect(en.monthLabel).toBe("March 2024");
  expect(en.weekdays.map((day) => day.long)).toEqual([
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
  ]);
  expect(en.days.map((day) => day.label)).toEqual(["Friday 1 March", "Tuesday 12 March"]);

  const de = buildSampleCalendar(month, "de");
  expect(de.monthLabel).toBe("März 2024");
  expect(de.weekdays[0]).toEqual({ short: "Mo", long: "Montag" });
  expect(de.days[1]!.label).toBe("Dienstag, 12. März");
});

test("puts each day's decisions into its cell and none into other months' days", () => {
  const calendar = buildSampleCalendar(month, "en");
  const cells = calendar.weeks.flat();
  expect(cells[0]).toMatchObject({ date: "2024-02-26", inMonth: false, entries: null });
  expect(cells.find((cell) => cell.date === "2024-03-12")!.entries!.total).toBe(3);
  expect(cells.filter((cell) => cell.entries)).toHaveLength(2);
});
