import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import nodeIcal, { type VEvent } from "node-ical";
import { describe, expect, test, vi } from "vitest";
import { goldenDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { shorten } from "#app/domain/decisions/normalise/text.ts";
import { buildFeedCalendar, eventSummary, type FeedCalendarOptions } from "./build-feed-calendar.ts";
import { jurisdictionLabels } from "./feed-titles.ts";

const goldenDir = path.resolve(import.meta.dirname, "../../../tests/fixtures/feeds");
const options: FeedCalendarOptions = {
  name: "Bundesarbeitsgericht (BAG) – Legal Calendar",
  description: "Neue Entscheidungen: Bundesarbeitsgericht (BAG). Von Legal Calendar; kostenlos",
  feedUrl: "https://legal-calendar.example/feeds/bund/bag.ics",
  publicUrl: "https://legal-calendar.example",
  branchLabels: jurisdictionLabels(),
};

/** Compares with tests/fixtures/feeds/<name>; UPDATE_GOLDEN=1 rewrites the file (review the diff!). */
function expectGolden(name: string, text: string) {
  const file = path.join(goldenDir, name);
  if (process.env.UPDATE_GOLDEN === "1") fs.writeFileSync(file, text);
  expect(Buffer.from(text, "utf8").equals(fs.readFileSync(file))).toBe(true);
}

describe("buildFeedCalendar", () => {
  test("matches the golden file byte for byte", () => {
    expectGolden("bund-bag.golden.ics", buildFeedCalendar(goldenDecisions, options));
  });

  test("an empty feed is a valid calendar that matches its golden file", () => {
    const text = buildFeedCalendar([], {
      ...options,
      name: "Arbeitsgerichte Bremen – Legal Calendar",
      feedUrl: "https://legal-calendar.example/feeds/bremen/labour.ics",
    });
    expectGolden("bremen-labour.empty.golden.ics", text);
    const parsed = new ICAL.Component(ICAL.parse(text));
    expect(parsed.getAllSubcomponents("vevent")).toHaveLength(0);
    expect(parsed.getFirstPropertyValue("method")).toBe("PUBLISH");
  });

  test("the same data gives the same bytes, whatever the clock says", () => {
    // Two independent builds from copies of the data, years apart on the clock.
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
      const first = buildFeedCalendar(structuredClone(goldenDecisions), structuredClone(options));
      vi.setSystemTime(new Date("2031-07-15T12:34:56Z"));
      const second = buildFeedCalendar(structuredClone(goldenDecisions), structuredClone(options));
      expect(first.length).toBeGreaterThan(0);
      expect(second).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  test("ical.js reads the calendar properties and every event as published", () => {
    const text = buildFeedCalendar(goldenDecisions, options);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Legal Calendar//Court Decisions//DE");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("name")).toBe(options.name);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(options.name);
    // ical-generator writes the calendar description as X-WR-CALDESC only (no RFC 7986 DESCRIPTION);
    // ical.js keeps the value of an X- property as written, i.e. as escaped TEXT.
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe(options.description.replaceAll(";", "\\;"));
    expect(calendar.getFirstPropertyValue("description")).toBeNull();
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT4H");
    expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe("PT4H");

    const [first, second] = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(first!.uid).toBe("ECLI:DE:BAG:2024:120324.U.9AZR1.23.0@legal-calendar");
    expect(first!.startDate.isDate).toBe(true);
    expect(first!.startDate.toString()).toBe("2024-03-12");
    expect(first!.endDate.toString()).toBe("2024-03-13");
    expect(first!.sequence).toBe(2);
    expect(first!.summary).toBe("BAG 9 AZR 1/23 – Verfall von Urlaubsansprüchen; Hinweisobliegenheit des Arbeitgebers");
    expect(first!.description).toContain("ECLI: ECLI:DE:BAG:2024:120324.U.9AZR1.23.0");
    expect(first!.description).toContain(
      "Entscheidung: https://legal-calendar.example/decision-details/bag-9-azr-1-23",
    );
    expect(first!.description).toContain("PDF: https://www.bundesarbeitsgericht.de/");
    expect(first!.component.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    expect(first!.component.getFirstPropertyValue("url")).toBe(
      "https://legal-calendar.example/decision-details/bag-9-azr-1-23",
    );
    expect(first!.component.getFirstPropertyValue("categories")).toBe("Arbeitsgerichtsbarkeit");
    expect(first!.component.getFirstPropertyValue("dtstamp")!.toString()).toBe("2024-04-02T06:00:00Z");
    expect(first!.component.getFirstPropertyValue("last-modified")!.toString()).toBe("2024-04-02T06:00:00Z");

    // No ECLI: the source id is the identity; no title: court, file number and type; HTML stripped.
    expect(second!.uid).toBe("oldp-417711@legal-calendar");
    expect(second!.startDate.toString()).toBe("2023-12-31");
    expect(second!.summary).toBe("Bundesarbeitsgericht 1 ABR 7/23 Beschluss");
    expect(second!.description).toContain("Aktenzeichen: 1 ABR 7/23, 1 ABR 8/23");
    expect(second!.description).toContain("Leitsatz: Mitbestimmung bei Software zur Leistungskontrolle & Überwachung.");
    expect(second!.description).not.toContain("ECLI");
  });

  test("node-ical reads the same events on the same calendar days", () => {
    const text = buildFeedCalendar(goldenDecisions, options);
    const events = Object.values(nodeIcal.sync.parseICS(text)).filter(
      (entry): entry is VEvent => entry?.type === "VEVENT",
    );
    expect(events.map((event) => event.uid)).toEqual([
      "ECLI:DE:BAG:2024:120324.U.9AZR1.23.0@legal-calendar",
      "oldp-417711@legal-calendar",
    ]);
    for (const [event, day] of [
      [events[0]!, "2024-03-12"],
      [events[1]!, "2023-12-31"],
    ] as const) {
      expect(event.datetype).toBe("date");
      const start = event.start as Date;
      // node-ical gives all-day dates as local midnight: read them back in local time.
      expect(
        `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}`,
      ).toBe(day);
    }
    expect(Number(events[0]!.sequence)).toBe(2);
    expect(String(events[0]!.summary)).toContain("9 AZR 1/23");
  });

  test("commas, semicolons and line breaks in the data are escaped, and long lines folded at 75 octets", () => {
    const text = buildFeedCalendar(goldenDecisions, options);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, "")).toContain("Verfall von Urlaubsansprüchen\\; Hinweisobliegenheit");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});

describe("texts", () => {
  test("a long headnote is shortened at a word boundary", () => {
    const long = "Wort ".repeat(300).trim();
    const short = shorten(long, 100);
    expect([...short].length).toBeLessThanOrEqual(100);
    expect(short.endsWith("Wort…")).toBe(true);
  });

  test("the summary does not repeat what a built title already says", () => {
    expect(
      eventSummary({
        courtName: "BAG",
        fileNumbers: ["9 AZR 1/23"],
        title: "BAG, Urteil vom 12.03.2024, 9 AZR 1/23",
        decisionType: "Urteil",
      }),
    ).toBe("BAG, Urteil vom 12.03.2024, 9 AZR 1/23");
  });
});
