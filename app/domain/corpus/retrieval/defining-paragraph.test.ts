import { describe, expect, it } from "vitest";
import { definingParagraphTerm } from "./defining-paragraph.ts";
import { asksForDefinition, expandQuery } from "./query-expansion.ts";

describe("definingParagraphTerm (definitions written as paragraphs, ADR 141)", () => {
  it("reads the term of a paragraph that opens with a definition, in English and German", () => {
    expect(definingParagraphTerm("'Producer' means the manufacturer of a finished product")).toBe("Producer");
    expect(definingParagraphTerm("For the purpose of this Directive 'product' means all movables")).toBe("product");
    expect(definingParagraphTerm("For the purpose of Article 1, 'damage' means:")).toBe("damage");
    expect(definingParagraphTerm('»Hersteller" ist der Hersteller des Endprodukts')).toBe("Hersteller");
    expect(definingParagraphTerm('Bei der Anwendung dieser Richtlinie gilt als »Produkt" jede bewegliche Sache')).toBe(
      "Produkt",
    );
    expect(definingParagraphTerm('Der Begriff »Schaden" im Sinne des Artikels 1 umfasst')).toBe("Schaden");
  });

  it("leaves rules and quoted amendments alone", () => {
    expect(
      definingParagraphTerm("The producer shall be liable for damage caused by a defect in his product."),
    ).toBeNull();
    expect(definingParagraphTerm("'(6a) Member States shall lay down' is inserted")).toBeNull();
    expect(definingParagraphTerm("Member States shall ensure that 'producer' means")).toBeNull();
  });
});

describe("asksForDefinition: who counts as …", () => {
  it("reads 'Wer gilt als Hersteller' as a question for a definition", () => {
    expect(asksForDefinition("Wer gilt als Hersteller nach der Produkthaftungsrichtlinie von 1985?")).toBe(true);
    expect(asksForDefinition("Who is deemed the producer of an imported product?")).toBe(true);
    expect(asksForDefinition("Wer haftet für ein fehlerhaftes Produkt?")).toBe(false);
  });
});

describe("concepts for the paragraph that names who must act (ADR 141)", () => {
  it("leads a FRIA question to the words of Art. 27(1) AI Act, and 'als Hersteller' to Art. 3(1) of 85/374", () => {
    const fria = expandQuery("Which deployers need a FRIA before using a high-risk system?", "EN", {
      conceptWeight: 0.5,
      everydayWeight: 0.5,
    });
    expect(fria.extra.map((part) => part.text).join(" ")).toContain("bodies governed by public law");
    const producer = expandQuery("Wer gilt nach der Richtlinie von 1985 als Hersteller?", "EN", {
      conceptWeight: 0.5,
      everydayWeight: 0.5,
    });
    expect(producer.extra.map((part) => part.text).join(" ")).toContain("presents himself as its producer");
  });
});
