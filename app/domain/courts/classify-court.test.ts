import { describe, expect, it } from "vitest";
import { classifyCourt, cleanCourtName, courtSlug, regionFromCourtName } from "./classify-court.ts";

describe("classifyCourt", () => {
  it.each([
    ["Hessisches Finanzgericht", "finance", "Finanzgericht"],
    ["Schleswig-Holsteinisches Landessozialgericht", "social", "Landessozialgericht"],
    ["Bayerischer Verwaltungsgerichtshof", "administrative", "Verwaltungsgerichtshof"],
    ["Landesarbeitsgericht Düsseldorf", "labour", "Landesarbeitsgericht"],
    ["ArbG Köln", "labour", "Arbeitsgericht"],
    ["OLG München", "ordinary", "Oberlandesgericht"],
    ["Kammergericht", "ordinary", "Oberlandesgericht"],
    ["BPatG", "patent", "Bundespatentgericht"],
    ["BVerfG", "constitutional", "Bundesverfassungsgericht"],
    ["Verfassungsgerichtshof des Landes Berlin", "constitutional", "Landesverfassungsgericht"],
  ])("%s → %s / %s", (name, branch, level) => {
    expect(classifyCourt(name)).toMatchObject({ branch, level });
  });

  it("knows no type for bodies that are not courts", () => {
    expect(classifyCourt("Justizvollzugsanstalt Adelsheim")).toBeUndefined();
  });

  it("repairs hyphenation leftovers and derives regions and slugs from names", () => {
    expect(cleanCourtName("Stadtplaner und Stadtpla-nerinnen")).toBe("Stadtplaner und Stadtplanerinnen");
    expect(cleanCourtName("Landgericht Baden-Baden")).toBe("Landgericht Baden-Baden");
    expect(regionFromCourtName("Hessisches Finanzgericht")).toBe("hessen");
    expect(regionFromCourtName("Schleswig-Holsteinisches Landessozialgericht")).toBe("schleswig-holstein");
    expect(regionFromCourtName("BAG")).toBe("bund");
    expect(regionFromCourtName("Landgericht Frankfurt (Oder)")).toBe("brandenburg");
    expect(courtSlug("LG München I")).toBe("landgericht-muenchen-i");
  });
});
