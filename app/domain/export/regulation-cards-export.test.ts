import { describe, expect, test } from "vitest";
import { RegulationCardsSchema, type RegulationCards } from "#app/domain/assistant/cards/regulation-cards.ts";
import type { Citation } from "#app/domain/assistant/stream-events.ts";
import { readDocx } from "#tests/support/read-docx.ts";
import {
  regulationCardsToExportDocument,
  regulationCardsToExportSections,
} from "./regulation-cards-to-export-document.ts";
import { renderDocx } from "./render-docx.ts";
import { renderMarkdown } from "./render-markdown.ts";

const citation = (n: number, pinpoint: string, heading: string, celex = "32024R1689", act = "AI Act"): Citation => ({
  id: `citation${n}`,
  n,
  text: `${heading} text.`,
  metadata: {
    act,
    celex,
    pinpoint,
    provisionId: `${celex}:EN:${n}`,
    heading,
    url: `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:${celex}#art_${n}`,
  },
});
const scope = citation(1, "Art. 2(1)", "Scope");
const fines = citation(2, "Art. 99(4)", "Penalties");
const pld = citation(3, "Art. 2(1)", "Scope", "32024L2853", "Product Liability Directive");

const cards: RegulationCards = RegulationCardsSchema.parse({
  generatedAt: "2026-11-25T09:00:00.000Z",
  language: "en",
  withoutModel: true,
  basis: "Made without an AI model.",
  cards: [
    {
      act: "ai_act",
      celex: "32024R1689",
      name: "AI Act",
      status: "applies",
      applicability: [{ text: "An AI system on the Union market.", citations: [scope] }],
      obligations: [{ text: "Provider: AI literacy.", citations: [scope] }],
      deadlines: [],
      liability: [{ text: "Fines up to EUR 15 000 000.", citations: [fines] }],
    },
    {
      act: "dsm",
      celex: "32019L0790",
      name: "DSM Directive",
      status: "not_installed",
      applicability: [],
      obligations: [],
      deadlines: [],
      liability: [],
    },
    {
      act: "pld_2024",
      celex: "32024L2853",
      name: "PLD",
      status: "applies",
      applicability: [{ text: "Software is a product.", citations: [pld] }],
      obligations: [],
      deadlines: [],
      liability: [],
    },
  ],
});

describe("regulation cards in the export model", () => {
  test("one section per card after the intro; a provision cited twice is one footnote citation", () => {
    const { sections, citations } = regulationCardsToExportSections(cards, "en");
    expect(sections.map((section) => section.heading)).toEqual([undefined, "AI Act", "DSM Directive", "PLD"]);
    expect(citations.map((entry) => entry.pinpoint)).toEqual(["Art. 2(1)", "Art. 99(4)", "Art. 2(1)"]);
    expect(citations.map((entry) => entry.act)).toEqual(["AI Act", "AI Act", "Product Liability Directive"]);
  });

  test("Markdown: footnotes with the EUR-Lex links, German headings in German", () => {
    const markdown = renderMarkdown(
      regulationCardsToExportDocument({ title: "Robot" }, cards, "en", { now: new Date("2026-11-25T10:00:00Z") }),
    );
    expect(markdown).toContain("# Regulation comparison: Robot");
    expect(markdown).toContain("Finding: Not assessed: the act's text is not installed.");
    expect(markdown.match(/^\[\^\d+\]:/gm)).toHaveLength(3);
    expect(markdown).toContain("https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#art_2");
    const german = renderMarkdown(regulationCardsToExportDocument({ title: "Roboter" }, cards, "de"));
    expect(german).toContain("Regelungsvergleich: Roboter");
    expect(german).toContain("Wesentliche Pflichten");
  });

  test("Word: each citation of a point is a real footnote naming the provision", async () => {
    const docx = readDocx(await renderDocx(regulationCardsToExportDocument({ title: "Robot" }, cards, "en")));
    expect(docx.footnotes).toHaveLength(4);
    const point = docx.paragraphs.find((paragraph) => paragraph.text.startsWith("Fines up to EUR 15 000 000."))!;
    expect(docx.footnotes.find((footnote) => footnote.id === point.footnotes[0])!.text).toMatch(
      /^Art\. 99\(4\) AI Act — Penalties/,
    );
  });
});
