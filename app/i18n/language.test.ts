import { describe, expect, test } from "vitest";
import { formatLongDate } from "./language.ts";

describe("formatLongDate", () => {
  test("writes an ISO day out in each language, the same day in every time zone", () => {
    expect(formatLongDate("2027-12-02", "en")).toBe("2 December 2027");
    expect(formatLongDate("2027-12-02", "de")).toBe("2. Dezember 2027");
    expect(formatLongDate("2026-01-01", "en")).toBe("1 January 2026");
  });

  test("a Date is its day in UTC", () => {
    expect(formatLongDate(new Date("2026-07-27T23:30:00Z"), "de")).toBe("27. Juli 2026");
    expect(formatLongDate(new Date("2026-07-27T00:10:00Z"), "en")).toBe("27 July 2026");
  });
});
