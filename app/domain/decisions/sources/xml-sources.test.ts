import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parseNeurisAkn } from "./neuris.ts";
import { parseRiiDocument } from "./rii.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/court-data", name), "utf8");

describe("the XML sources are read by a parser, not by the order of attributes", () => {
  test("NeuRIS: the same decision with its FRBR attributes in another order and other spacing", () => {
    const original = fixture("neuris/KORE600500004.akn.xml");
    const reordered = original
      .replace('<akn:FRBRthis value="KORE600500004"/>', '<akn:FRBRthis\n            value="KORE600500004" />')
      .replace(
        '<akn:FRBRalias name="Dokumentnummer" value="KORE600500004" />',
        '<akn:FRBRalias value="KORE600500004" name="Dokumentnummer"/>',
      )
      .replace(
        '<akn:FRBRdate eId="Entscheidungsdatum" date="2024-06-18" name="Entscheidungsdatum"/>',
        '<akn:FRBRdate name="Entscheidungsdatum" date="2024-06-18" eId="Entscheidungsdatum"/>',
      );
    expect(reordered).not.toBe(original);
    const parsed = parseNeurisAkn(reordered);
    expect(parsed).toEqual(parseNeurisAkn(original));
    expect(parsed).toMatchObject({ sourceId: "KORE600500004", decisionDate: "2024-06-18" });
  });

  test("rii: an element with attributes is still found", () => {
    const original = fixture("rii/KARE600000001.xml");
    const withAttributes = original.replace("<doknr>", '<doknr type="jportal">');
    expect(parseRiiDocument(withAttributes)).toEqual(parseRiiDocument(original));
  });
});
