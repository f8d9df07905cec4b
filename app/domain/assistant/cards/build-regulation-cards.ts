import { AI_ACT_VERSION } from "#app/domain/ai-act/ai-act-version.ts";
import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct, type AiActResult } from "#app/domain/ai-act/classify-ai-act.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { en as aiActEn, de as aiActDe } from "#app/i18n/messages/ai-act.ts";
import { formatLongDate } from "#app/i18n/language.ts";
import { factLabel } from "./card-fact-labels.ts";
import { cardWording } from "./card-wording.ts";
import { deriveAiActProfile, placedBeforeNewPld } from "../derive-ai-act-profile.ts";
import {
  cardActs,
  CARD_ACTS,
  CARD_SECTIONS,
  type CardAct,
  type CardPoint,
  type CardSection,
  type CardStatus,
  type RegulationCard,
  type RegulationCards,
} from "./regulation-cards.ts";
import type { Citation } from "../stream-events.ts";
import { pinpointFromLabel, toCitation } from "../chat/to-citation.ts";

/** What retrieval found for one act: its passages per card section (empty when the act is not installed). */
export type ActPassages = { installed: boolean } & Record<CardSection, Match[]>;

export type CardInput = {
  /** The project's title, description and its chats' questions. */
  subject: string;
  language: "en" | "de";
  now: Date;
  passages: Record<CardAct, ActPassages>;
  /** A provision of the AI Act version in force by its corpus pinpoint ("art_5.par_1.pt_f"), if installed. */
  resolveAiAct: (pinpoint: string) => Match | undefined;
};

/** Numbers the cited provisions across all cards: one provision, one number. */
export class CitationNumbering {
  private readonly byId = new Map<string, Citation>();
  cite(match: Match): Citation {
    const existing = this.byId.get(match.id);
    if (existing) return existing;
    const citation = toCitation(match, this.byId.size + 1);
    this.byId.set(match.id, citation);
    return citation;
  }
}

/** A point keeps only the citations that resolve; without any it is dropped (citation integrity). */
function point(text: string, matches: (Match | undefined)[], numbering: CitationNumbering): CardPoint[] {
  const found = [...new Map(matches.filter((m): m is Match => m !== undefined).map((m) => [m.id, m])).values()];
  return found.length > 0 ? [{ text, citations: found.slice(0, 12).map((match) => numbering.cite(match)) }] : [];
}

const firstSentence = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  const end = flat.search(/[.;:](\s|$)/);
  const sentence = end > 40 ? flat.slice(0, end + 1) : flat;
  return sentence.length > 300 ? `${sentence.slice(0, 299).trimEnd()}…` : sentence;
};

/** A retrieved provision as a point: its pinpoint and heading, then its opening sentence. */
function retrievedPoints(matches: Match[], language: "en" | "de", numbering: CitationNumbering, max = 3): CardPoint[] {
  return matches.slice(0, max).flatMap((match) => {
    const label = [pinpointFromLabel(match.label), match.heading ?? match.articleHeading].filter(Boolean).join(" — ");
    return point(cardWording(language, "retrieved", { label, text: firstSentence(match.text) }), [match], numbering);
  });
}

const matchedTerms = (text: string, pattern: RegExp) =>
  [...new Set([...text.matchAll(pattern)].map((m) => m[0].toLowerCase()))].slice(0, 4);
const dsmTerms =
  /\b(copyright\w*|urheberrecht\w*|text and data mining|text- und data-mining|tdm|training data|trainingsdaten|scrap\w*|crawl\w*|content[- ]sharing|protected works?|datasets?)\b/gi;
const productTerms =
  /\b(products?|produkte?|software|apps?|devices?|geräte?|ai systems?|ki-systeme?|robots?|machines?|maschinen?)\b/gi;

function card(act: CardAct, status: CardStatus, sections: Partial<Record<CardSection, CardPoint[]>>): RegulationCard {
  return {
    act,
    celex: cardActs[act].celex,
    name: cardActs[act].name,
    status,
    applicability: [],
    obligations: [],
    deadlines: [],
    liability: [],
    ...sections,
  };
}

/**
 * The cards without a model: the AI Act card from the deterministic engine applied to a profile
 * read from the project's text (its citations resolved to the installed consolidated text), the
 * other cards from retrieval with a literal reading of the text for applicability. Every point
 * cites at least one installed provision; an act whose text is not installed gets a card that says so.
 */
export function buildRegulationCards(input: CardInput): RegulationCards {
  const numbering = new CitationNumbering();
  const { language, subject } = input;
  const derived = deriveAiActProfile(subject);
  const asOf = input.now.toISOString().slice(0, 10);
  const result = classifyAiAct(AiActProfileSchema.parse(derived.profile), { asOf });
  const cards = CARD_ACTS.map((act) => {
    const found = input.passages[act];
    if (!found.installed) return card(act, "not_installed", {});
    if (act === "ai_act") return aiActCard(result, derived.describesAi, input, numbering);
    return retrievalCard(act, found, subject, language, numbering);
  });
  const facts =
    derived.facts.length > 0
      ? derived.facts.map((fact) => factLabel(fact, language)).join("; ")
      : cardWording(language, "basisNoFacts");
  return {
    generatedAt: input.now.toISOString(),
    language,
    withoutModel: true,
    basis: cardWording(language, "basisEngine", {
      version: `${AI_ACT_VERSION.consolidatedCelex}, rules ${AI_ACT_VERSION.rules}`,
      facts,
    }),
    cards: numberInReadingOrder(cards),
  };
}

/**
 * The citations numbered in the order a reader meets them (card by card, section by section),
 * so that the numbers run 1, 2, 3 … without jumps; a provision cited again keeps its number.
 */
export function numberInReadingOrder(cards: RegulationCard[]): RegulationCard[] {
  const numbers = new Map<string, number>();
  const renumber = (citation: Citation): Citation => {
    if (!numbers.has(citation.id)) numbers.set(citation.id, numbers.size + 1);
    const n = numbers.get(citation.id)!;
    return { ...citation, id: `citation${n}`, n };
  };
  return cards.map((card) => {
    const next = { ...card };
    for (const section of CARD_SECTIONS)
      next[section] = card[section].map((point) => ({ ...point, citations: point.citations.map(renumber) }));
    return next;
  });
}

function aiActCard(
  result: AiActResult,
  describesAi: boolean,
  input: CardInput,
  numbering: CitationNumbering,
): RegulationCard {
  const { language } = input;
  const texts: Record<string, string> = language === "de" ? aiActDe : aiActEn;
  const resolve = (pinpoints: { pinpoint: string }[]) =>
    pinpoints.map((citation) => input.resolveAiAct(citation.pinpoint));
  const found = input.passages.ai_act;
  if (!describesAi) {
    const applicability = [
      ...point(
        cardWording(language, "aiActNotAi"),
        resolve([{ pinpoint: "art_3.pt_1" }, { pinpoint: "art_2.par_1" }]),
        numbering,
      ),
      ...(found.applicability.length > 0 ? retrievedPoints(found.applicability, language, numbering, 1) : []),
    ];
    return card("ai_act", "does_not_apply", { applicability });
  }
  // The practice, area, product, exclusion or Art. 25 change, in the questionnaire's words.
  const subjectLabel = (subject: string) =>
    ["area", "practice", "product", "exclusion", "change"]
      .map((kind) => texts[`aiAct.${kind}.${subject}`])
      .find((label) => label !== undefined) ?? subject.replaceAll("_", " ");
  const roleName = (role: string) =>
    role === "operator" ? cardWording(language, "operator") : (texts[`aiAct.role.${role}`] ?? role).split(":")[0]!;
  const applicability = result.classifications.flatMap((classification) =>
    point(
      `${texts[`aiAct.class.${classification.id}`] ?? classification.id}${classification.subject ? ` (${subjectLabel(classification.subject)})` : ""}`,
      resolve(classification.citations),
      numbering,
    ),
  );
  const obligations = result.obligations.flatMap((obligation) =>
    point(
      `${roleName(obligation.role)}: ${texts[`aiAct.duty.${obligation.id}`] ?? obligation.id}`,
      resolve(obligation.citations),
      numbering,
    ),
  );
  const byDate = new Map<string, typeof result.obligations>();
  for (const obligation of result.obligations)
    byDate.set(obligation.appliesFrom, [...(byDate.get(obligation.appliesFrom) ?? []), obligation]);
  const deadlines = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([date, duties]) => {
      const names = [...new Set(duties.map((duty) => texts[`aiAct.duty.${duty.id}`] ?? duty.id))].join("; ");
      // The date's own provisions (Art. 113, Art. 111) are the last citations of each duty.
      const datePinpoints = duties.flatMap((duty) =>
        duty.citations.filter((citation) => /^art_11[13]\b/.test(citation.pinpoint)),
      );
      const dated = resolve(datePinpoints).filter((match) => match !== undefined);
      return point(
        cardWording(language, "deadline", { date: formatLongDate(date, language), duties: names }),
        dated.length > 0 ? dated : resolve(duties.flatMap((duty) => duty.citations)),
        numbering,
      );
    });
  const liability = result.fines.flatMap((fine) =>
    point(
      cardWording(language, "fine", {
        what: texts[`aiAct.fine.${fine.id}`] ?? fine.id,
        amount: new Intl.NumberFormat(language === "de" ? "de-DE" : "en-GB").format(fine.maxEur),
        percent: fine.turnoverPercent,
        which: cardWording(language, fine.lowerForSme ? "lower" : "higher"),
      }),
      resolve(fine.citations),
      numbering,
    ),
  );
  const status: CardStatus = result.inScope ? "applies" : "does_not_apply";
  return card("ai_act", status, {
    // Where the engine's provisions are not installed (another version, a fixture corpus), the retrieved ones speak.
    applicability:
      applicability.length > 0 ? applicability.slice(0, 12) : retrievedPoints(found.applicability, language, numbering),
    obligations:
      obligations.length > 0 ? obligations.slice(0, 12) : retrievedPoints(found.obligations, language, numbering),
    deadlines: deadlines.length > 0 ? deadlines.slice(0, 12) : retrievedPoints(found.deadlines, language, numbering, 2),
    liability: liability.length > 0 ? liability.slice(0, 12) : retrievedPoints(found.liability, language, numbering, 2),
  });
}

function retrievalCard(
  act: Exclude<CardAct, "ai_act">,
  found: ActPassages,
  subject: string,
  language: "en" | "de",
  numbering: CitationNumbering,
): RegulationCard {
  const scope = found.applicability;
  const body = {
    obligations: retrievedPoints(found.obligations, language, numbering, 2),
    deadlines: retrievedPoints(found.deadlines, language, numbering, 2),
    liability: retrievedPoints(found.liability, language, numbering, 2),
  };
  const lead = (key: Parameters<typeof cardWording>[1], params?: Record<string, string>) =>
    point(cardWording(language, key, params), scope.slice(0, 2), numbering);
  if (act === "dsm") {
    const terms = matchedTerms(subject, dsmTerms);
    if (terms.length === 0)
      return card(act, "does_not_apply", {
        applicability: [...lead("dsmNot"), ...retrievedPoints(scope, language, numbering, 1)],
      });
    return card(act, "may_apply", {
      applicability: [
        ...lead("dsmApplies", { terms: terms.join(", ") }),
        ...retrievedPoints(scope, language, numbering, 2),
      ],
      ...body,
    });
  }
  if (act === "pld_2024") {
    const terms = matchedTerms(subject, productTerms);
    if (terms.length === 0)
      return card(act, "does_not_apply", {
        applicability: [...lead("pld2024Not"), ...retrievedPoints(scope, language, numbering, 1)],
      });
    return card(act, "applies", {
      applicability: [
        ...lead("pld2024Applies", { terms: terms.join(", ") }),
        ...retrievedPoints(scope, language, numbering, 2),
      ],
      ...body,
    });
  }
  if (!placedBeforeNewPld(subject))
    return card(act, "does_not_apply", {
      applicability: [...lead("pld1985Not"), ...retrievedPoints(scope, language, numbering, 1)],
    });
  return card(act, "applies", {
    applicability: [...lead("pld1985Applies"), ...retrievedPoints(scope, language, numbering, 2)],
    ...body,
  });
}
