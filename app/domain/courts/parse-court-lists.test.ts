import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mergeCourtEntries, parseEcliCourtTsv, parseXjustizCourtList } from "./parse-court-lists.ts";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/court-data/courts");

describe("court lists", () => {
  const xjustiz = parseXjustizCourtList(
    JSON.parse(fs.readFileSync(path.join(fixtures, "xjustiz-gerichte.json"), "utf8")),
  );
  const tsv = parseEcliCourtTsv(fs.readFileSync(path.join(fixtures, "ecli-courts.tsv"), "utf8"));

  it("keeps the courts of the XJustiz list and drops prosecutors, prisons, land registries and tests", () => {
    const names = xjustiz.courts.map((court) => court.name);
    expect(xjustiz.version).toBe("3.6");
    expect(names).toEqual(
      expect.arrayContaining([
        "Bundesgerichtshof",
        "Bundesarbeitsgericht",
        "Amtsgericht München",
        "Hessisches Finanzgericht",
      ]),
    );
    expect(names.some((name) => /Staatsanwaltschaft|Justizvollzug|Grundbuchamt|Test/.test(name))).toBe(false);
    expect(xjustiz.courts.find((court) => court.name === "Bundesarbeitsgericht")).toMatchObject({
      region: "bund",
      branch: "labour",
    });
    expect(xjustiz.courts.find((court) => court.xjustizCode === "D2701")).toMatchObject({
      dissolved: true,
      region: "bayern",
    });
    expect(xjustiz.courts.find((court) => court.xjustizCode === "X6400")).toMatchObject({
      region: "schleswig-holstein",
      branch: "social",
      level: "Landessozialgericht",
    });
  });

  it("reads the ECLI TSV despite blank lines and hyphenation leftovers", () => {
    expect(tsv).toHaveLength(10);
    expect(tsv.find((court) => court.eclicode === "BGANRW")?.name).toBe(
      "Berufsgericht für Architekten, Architektinnen, Stadtplaner und Stadtplanerinnen",
    );
    expect(tsv.find((court) => court.eclicode === "VGHBY")).toMatchObject({
      region: "bayern",
      branch: "administrative",
    });
  });

  it("merges both lists by court, keeping ECLI and XJustiz codes", () => {
    const merged = mergeCourtEntries(tsv, xjustiz.courts);
    const bgh = merged.filter((court) => court.slug === "bundesgerichtshof");
    expect(bgh).toHaveLength(1);
    expect(bgh[0]).toMatchObject({ eclicode: "BGH", xjustizCode: "A1000", region: "bund" });
    expect(merged.find((court) => court.slug === "landgericht-muenchen-i")).toMatchObject({
      eclicode: "LGMUEN1",
      xjustizCode: "D2600",
    });
  });
});
