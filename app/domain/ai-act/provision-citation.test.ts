import { describe, expect, test } from "vitest";
import { provisionLabel, provisionUrl } from "./provision-citation.ts";

describe("provisionLabel", () => {
  test.each([
    ["art_5.par_1.pt_f", "Art. 5(1)(f)", "Art. 5 Abs. 1 Buchst. f"],
    ["art_5.par_1.pt_ba", "Art. 5(1)(ba)", "Art. 5 Abs. 1 Buchst. ba"],
    ["art_5.par_1a", "Art. 5(1a)", "Art. 5 Abs. 1a"],
    ["art_3.pt_1", "Art. 3(1)", "Art. 3 Nr. 1"],
    ["art_113.pt_c", "Art. 113, point (c)", "Art. 113 Buchst. c"],
    ["art_16", "Art. 16", "Art. 16"],
    ["anx_III.pt_4", "Annex III, point 4", "Anhang III Nr. 4"],
    ["anx_I.sec_B", "Annex I, Section B", "Anhang I Abschnitt B"],
    ["anx_I.sec_B.pt_21", "Annex I, Section B, point 21", "Anhang I Abschnitt B Nr. 21"],
  ])("%s → %s / %s", (pinpoint, en, de) => {
    expect(provisionLabel(pinpoint, "en")).toBe(en);
    expect(provisionLabel(pinpoint, "de")).toBe(de);
  });

  test("links go to the article or annex of the consolidated version, in the reader's language", () => {
    expect(provisionUrl("anx_III.pt_4")).toBe(
      "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727#anx_III",
    );
    expect(provisionUrl("art_50.par_1", "de")).toBe(
      "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:02024R1689-20260727#art_50",
    );
  });
});
