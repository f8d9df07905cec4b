import { describe, expect, test } from "vitest";
import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { buildRegulationCards, type ActPassages } from "./build-regulation-cards.ts";
import { cardsFromModelOutput, ModelCardsSchema } from "./cards-from-model-output.ts";
import { deriveAiActProfile, placedBeforeNewPld } from "../derive-ai-act-profile.ts";
import {
  CARD_ACTS,
  CARD_SECTIONS,
  readRegulationCards,
  RegulationCardsSchema,
  type CardAct,
} from "./regulation-cards.ts";
import { toCitation } from "../chat/to-citation.ts";

const match = (celex: string, act: string, pinpoint: string, label: string, heading: string, text: string): Match => ({
  id: `${celex}:EN:${pinpoint}`,
  act,
  celex,
  pinpoint,
  label,
  heading,
  articleHeading: heading,
  text,
  url: `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:${celex}#${pinpoint.split(".")[0]}`,
  score: 1,
});

// Provisions of the AI Act by the engine's pinpoints (a few, as a fixture corpus would hold them).
const aiAct: Record<string, Match> = Object.fromEntries(
  [
    [
      "art_3.pt_1",
      "Article 3(1)",
      "Definitions",
      "'AI system' means a machine-based system that infers from the input it receives how to generate outputs.",
    ],
    [
      "art_2.par_1",
      "Article 2(1)",
      "Scope",
      "This Regulation applies to providers placing on the market or putting into service AI systems in the Union.",
    ],
    [
      "art_6.par_2",
      "Article 6(2)",
      "Classification rules for high-risk AI systems",
      "AI systems referred to in Annex III shall be considered to be high-risk.",
    ],
    [
      "anx_III.pt_4",
      "Annex III, point 4",
      "Employment",
      "AI systems intended to be used for the recruitment or selection of natural persons.",
    ],
    [
      "art_16",
      "Article 16",
      "Obligations of providers of high-risk AI systems",
      "Providers of high-risk AI systems shall ensure that their systems are compliant.",
    ],
    ["art_113", "Article 113", "Entry into force and application", "This Regulation shall apply from 2 August 2026."],
    [
      "art_99.par_4",
      "Article 99(4)",
      "Penalties",
      "Non-compliance shall be subject to administrative fines of up to EUR 15 000 000.",
    ],
  ].map(([pinpoint, label, heading, text]) => [
    pinpoint,
    match("32024R1689", "AI Act", pinpoint!, label!, heading!, text!),
  ]),
);

const none = (installed: boolean): ActPassages => ({
  installed,
  applicability: [],
  obligations: [],
  deadlines: [],
  liability: [],
});
const pldScope = match(
  "32024L2853",
  "Product Liability Directive",
  "art_2.par_1",
  "Article 2(1)",
  "Scope",
  "This Directive applies to products placed on the market or put into service after 9 December 2026.",
);
const pldLiability = match(
  "32024L2853",
  "Product Liability Directive",
  "art_5.par_1",
  "Article 5(1)",
  "Right to compensation",
  "Any natural person who suffers damage caused by a defective product is entitled to compensation.",
);
const dsmScope = match(
  "32019L0790",
  "DSM Copyright Directive",
  "art_1.par_1",
  "Article 1(1)",
  "Subject matter and scope",
  "This Directive lays down rules which aim to harmonise further Union law applicable to copyright.",
);

const passages = (): Record<CardAct, ActPassages> => ({
  ai_act: { ...none(true), applicability: [aiAct["art_2.par_1"]!] },
  dsm: { ...none(true), applicability: [dsmScope] },
  pld_2024: { ...none(true), applicability: [pldScope], liability: [pldLiability] },
  pld_1985: none(false),
});

const now = new Date("2026-11-25T09:00:00Z");
const build = (subject: string) =>
  buildRegulationCards({
    subject,
    language: "en",
    now,
    passages: passages(),
    resolveAiAct: (pinpoint) => aiAct[pinpoint],
  });
const allPoints = (cards: ReturnType<typeof build>) =>
  cards.cards.flatMap((card) => CARD_SECTIONS.flatMap((section) => card[section]));

describe("regulation cards without a model", () => {
  test("CV screening: the AI Act card says high-risk (Annex III point 4) and cites the engine's provisions", () => {
    const cards = build("CV screening tool\nOur AI ranks job applications of candidates for hiring.");
    expect(RegulationCardsSchema.parse(cards)).toEqual(cards);
    expect(cards.withoutModel).toBe(true);
    expect(cards.cards.map((card) => card.act)).toEqual([...CARD_ACTS]);
    const ai = cards.cards[0]!;
    expect(ai.status).toBe("applies");
    const highRisk = ai.applicability.find((point) => /high-risk/i.test(point.text))!;
    expect(highRisk.citations.map((citation) => citation.metadata.pinpoint)).toEqual(
      expect.arrayContaining(["Annex III, point 4"]),
    );
    expect(ai.obligations.some((point) => point.text.startsWith("Provider:"))).toBe(true);
    expect(ai.deadlines.some((point) => /December 2027/.test(point.text))).toBe(true);
    // The facts read from the text, in the reader's words: no internal identifiers.
    // The text does not say whose system it is (ADR 074): both roles' duties, and the basis says so.
    expect(cards.basis).toContain(
      "(role not stated: the duties of provider and deployer are both shown; 4. Employment (recruitment, CV screening",
    );
    expect(cards.basis).not.toMatch(/\b(role|area|point|practice)_[a-z0-9]/);
    expect(highRisk.text).toContain("4. Employment (recruitment, CV screening");
  });

  test("every point cites at least one provision, and one provision keeps one number across cards", () => {
    const cards = build("A chatbot for customer service, software sold to shops, trained on copyright works.");
    const points = allPoints(cards);
    expect(points.length).toBeGreaterThan(3);
    for (const point of points) expect(point.citations.length).toBeGreaterThan(0);
    const byId = new Map<string, number>();
    for (const citation of points.flatMap((point) => point.citations)) {
      expect(byId.get(citation.metadata.provisionId) ?? citation.n).toBe(citation.n);
      byId.set(citation.metadata.provisionId, citation.n);
    }
    // Read card by card, a new number is always the next one: 1, 2, 3 … without jumps.
    let highest = 0;
    for (const citation of points.flatMap((point) => point.citations)) {
      expect(citation.n).toBeLessThanOrEqual(highest + 1);
      highest = Math.max(highest, citation.n);
    }
    expect(highest).toBe(byId.size);
  });

  test("an act that does not apply says why, citing its scope; an act not installed says so and cites nothing", () => {
    const cards = build("Contract drafting checklist for a bakery lease.");
    const [ai, dsm, pld2024, pld1985] = cards.cards;
    expect(ai!.status).toBe("does_not_apply");
    expect(ai!.applicability[0]!.citations.map((citation) => citation.metadata.pinpoint)).toEqual([
      "Art. 3(1)",
      "Art. 2(1)",
    ]);
    expect(dsm!.status).toBe("does_not_apply");
    expect(dsm!.applicability[0]!.citations[0]!.metadata.pinpoint).toBe("Art. 1(1)");
    expect(pld2024!.status).toBe("does_not_apply");
    expect(pld1985).toMatchObject({
      status: "not_installed",
      applicability: [],
      obligations: [],
      deadlines: [],
      liability: [],
    });
  });

  test("a point whose provisions are not installed is dropped; the retrieved provisions speak instead", () => {
    const cards = buildRegulationCards({
      subject: "AI hiring tool screening CVs",
      language: "de",
      now,
      passages: passages(),
      resolveAiAct: () => undefined,
    });
    const ai = cards.cards[0]!;
    expect(ai.applicability).toHaveLength(1);
    expect(ai.applicability[0]!.citations[0]!.metadata.provisionId).toBe("32024R1689:EN:art_2.par_1");
    expect(ai.obligations).toEqual([]);
    expect(cards.basis).toMatch(/^Ohne KI-Modell/);
  });
});

describe("reading the project's text", () => {
  test.each([
    ["Emotion recognition of employees at work", "practice_emotion_recognition_workplace_education"],
    ["A customer service chatbot", "interactsWithPeople"],
    ["We use an AI tool to screen CVs", "role_deployer"],
    ["Our bank uses an AI credit scoring model", "point_5b"],
    ["Eine KI erstellt Nachrichtenartikel für unsere Website", "publicInterestText"],
  ])("%s → %s", (text, fact) => {
    expect(deriveAiActProfile(text).facts).toContain(fact);
  });
  test("a spam filter description without AI words is not read as an AI system", () => {
    expect(deriveAiActProfile("Rules that sort incoming mail").describesAi).toBe(false);
  });
  test.each([
    ["The device was placed on the market in 2024.", true],
    ["Already on the market since spring.", true],
    ["Launch planned for 2027-03-01.", false],
    ["A new app.", false],
  ])("placed before 9 December 2026: %s → %s", (text, expected) => {
    expect(placedBeforeNewPld(text)).toBe(expected);
  });
});

describe("cards from the model's structured output", () => {
  const citations = [toCitation(aiAct["art_2.par_1"]!, 1), toCitation(pldScope, 2)];
  const installed = new Set<CardAct>(["ai_act", "pld_2024"]);
  const output = ModelCardsSchema.parse({
    cards: [
      {
        act: "ai_act",
        status: "applies",
        applicability: [
          { text: "It is an AI system placed on the Union market.", citations: [1] },
          { text: "An invented provision says more.", citations: [9] },
        ],
        obligations: [{ text: "Both kinds of citation.", citations: [1, 12] }],
        deadlines: [{ text: "Uncited.", citations: [] }],
        liability: [
          { text: "   ", citations: [1] },
          { text: "x".repeat(2500), citations: [1] },
        ],
      },
      {
        act: "ai_act",
        status: "does_not_apply",
        applicability: [{ text: "A second card for the same act.", citations: [1] }],
        obligations: [],
        deadlines: [],
        liability: [],
      },
      {
        act: "dsm",
        status: "applies",
        applicability: [{ text: "Not installed.", citations: [2] }],
        obligations: [],
        deadlines: [],
        liability: [],
      },
    ],
  });

  test("a point whose citation does not resolve is dropped; unknown numbers are removed from the others", () => {
    const result = cardsFromModelOutput(output, { citations, installed });
    const ai = result.cards[0]!;
    expect(ai.status).toBe("applies");
    expect(ai.applicability.map((point) => point.text)).toEqual(["It is an AI system placed on the Union market."]);
    expect(ai.obligations[0]!.citations.map((citation) => citation.n)).toEqual([1]);
    expect(ai.deadlines).toEqual([]);
    expect(ai.liability.map((point) => point.text.length)).toEqual([2000]);
    expect(result.droppedPoints).toBe(3);
    expect(result.unknownNumbers).toEqual([9, 12]);
  });

  test("an act not installed gets the not-installed card whatever the model wrote; an act it left out gets an empty card", () => {
    const result = cardsFromModelOutput(output, { citations, installed });
    expect(result.cards.map((card) => [card.act, card.status])).toEqual([
      ["ai_act", "applies"],
      ["dsm", "not_installed"],
      ["pld_2024", "may_apply"],
      ["pld_1985", "not_installed"],
    ]);
    expect(result.cards[1]!.applicability).toEqual([]);
  });
});

describe("the stored shape", () => {
  test("reading back: valid cards as they are, anything else as null", () => {
    const cards = build("AI chatbot");
    expect(readRegulationCards(JSON.parse(JSON.stringify(cards)))).toEqual(cards);
    expect(readRegulationCards({ ...cards, cards: [{ ...cards.cards[0], status: "maybe" }] })).toBeNull();
    expect(readRegulationCards({ ...cards, generatedAt: "yesterday" })).toBeNull();
    expect(readRegulationCards(null)).toBeNull();
  });
  test("a point without a citation does not fit the schema", () => {
    const cards = build("AI chatbot");
    const broken = { ...cards, cards: [{ ...cards.cards[0]!, applicability: [{ text: "Uncited", citations: [] }] }] };
    expect(RegulationCardsSchema.safeParse(broken).success).toBe(false);
  });
});

describe("the Annex III point read from the text reaches the engine", () => {
  test("a bank deploying credit scoring gets the fundamental rights impact assessment (Annex III point 5(b), Art. 27(1))", () => {
    const derived = deriveAiActProfile("We use an AI model for credit scoring of consumers");
    expect(derived.profile.annexIII).toEqual([{ area: "essential_services", point: "5b" }]);
    const result = classifyAiAct(AiActProfileSchema.parse(derived.profile), { asOf: "2028-01-01" });
    expect(result.obligations.map((obligation) => obligation.id)).toContain("fundamental_rights_impact_assessment");
  });
});
