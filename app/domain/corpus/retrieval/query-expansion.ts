import { conceptTerms } from "../vocabulary/concept-map.ts";
import { once, readWords } from "../vocabulary/corpus-data.server.ts";
import { defaultRanking } from "./ranking-settings.ts";
import { expandGermanQuery } from "../vocabulary/glossary-de-en.ts";
import { parseReferences } from "./references/parse-references.ts";
import { analyze, looksGerman, tokenizeWords } from "../vocabulary/text-analysis.ts";
import type { Language } from "../types.ts";

// Everyday words → the words the acts use. Lawyers and founders ask "chatbot" and "fine"; the AI
// Act says "interact directly with natural persons" and "administrative fines".
const layTerms: Record<string, string> = {
  chatbot: "interact directly natural persons",
  chatbots: "interact directly natural persons",
  bot: "interact directly natural persons",
  chatting: "interact directly natural persons",
  deepfake: "deep fake",
  deepfakes: "deep fake",
  fine: "administrative fines penalties",
  fines: "administrative fines penalties",
  penalty: "administrative fines penalties",
  sue: "claim compensation",
  sued: "claim compensation",
  lawsuit: "claim compensation",
  deadline: "period",
  complain: "complaint lodge",
  complaint: "complaint lodge",
  applicable: "apply application entry into force",
  work: "workplace",
  workplace: "workplace",
  date: "apply",
  staff: "staff literacy",
  employees: "workers staff",
  bias: "biases",
  logs: "record-keeping logs",
  log: "record-keeping logs",
  explanation: "explanation individual decision-making",
  startup: "SMEs start-ups",
  "start-up": "SMEs start-ups",
  faulty: "defective",
  wiped: "destruction corruption data",
  injured: "injured person",
  cap: "limit",
  compute: "computation floating point operations",
};

// Phrases whose meaning no single word carries.
const layPhrases: [RegExp, string][] = [
  [/\bhow long\b/i, "period years"],
  [/\bwie lange\b/i, "period years"],
  [/\bhow (much|high)\b/i, "amount up to"],
];

// "AI Act" names the act (routing, route-topics.ts) but its word "act" says nothing about which
// provision answers: "a provider under the AI Act" must not rank "any act or omission". The name
// becomes its topic word.
const aiActName = /\b(?:the\s+)?(?:eu\s+)?(?:ai|a\.i\.|artificial\s+intelligence)\s*-?\s*act\b/giu;

/** The question for ranking: "the AI Act" → "AI" (routing still sees the original). */
export function withoutActNames(query: string): string {
  return query.replace(aiActName, "AI");
}

/**
 * The question for ranking without the designations of the installed acts other than the AI Act
 * ("the new Product Liability Directive", "der Produkthaftungsrichtlinie von 1985", "DSM-RL"): they
 * route the question (and a named provision's act) but say nothing about which provision answers,
 * and their words ("new", "directive", "1985") match the repeal and entry-into-force articles (ADR 156).
 */
export function withoutOtherActDesignations(query: string): string {
  let text = query;
  const mentions = parseReferences(query).mentionedActs.filter(
    (mention) => mention.kind === "known" && !mention.acts.includes("32024R1689"),
  );
  for (const mention of mentions.toReversed()) text = `${text.slice(0, mention.start)} ${text.slice(mention.end)}`;
  return text;
}

/** "Which (product liability) directive governs …", "old or new", "transpose", "umsetzen", "repealed": the question is about the acts themselves. */
export function asksAboutTheActs(query: string): boolean {
  return /\b(which\b.{0,40}\b(directive|regulation|act|law|rules)|welche[rs]?\b.{0,40}\b(richtlinie|verordnung|regeln)|old or (the )?new|alte oder (die )?neue|transpos\w*|umsetz\w*|umgesetzt\w*|repeal\w*|aufgehoben\w*|aufhebung)\b/i.test(
    query,
  );
}

/**
 * "What counts as …", "are we a …", "was ist …", "is an app treated as a product", "gilt Software
 * als Produkt", "was versteht die Verordnung unter …": the question asks for a definition.
 */
export function asksForDefinition(query: string): boolean {
  return (
    /\b(what (counts|is|are|qualifies)|who (is(?! (liable|responsible|accountable|obliged|required|competent|entitled|bound)\b)|counts|qualifies)|are we an?|am i an?|is (it|this|that) an?|meaning of|defin(e|ed|ition)|was (ist(?! zu\b)|sind(?! zu\b)|gilt als)|wer (ist|gilt|zählt) als|wer ist(?! (haftbar|verantwortlich|zuständig|verpflichtet|berechtigt)\b)|who is (deemed|considered|regarded)|sind wir|bin ich|begriff)\b/i.test(
      query,
    ) ||
    /\b((treated|regarded|considered|classed|classified) as an?|counts? as an?|qualif(y|ies) as an?|what does .{1,60} mean|gilt .{1,80} als|zählt .{1,80} als|versteht .{1,80} unter|was bedeutet|fällt .{1,80} unter den begriff|(caught|covered) by the (rules|provisions|obligations) (for|on)|(fällt|fallen) .{1,80} darunter|darunter (fällt|fallen))\b/i.test(
      query,
    ) ||
    // "Is standalone software a 'product'?", "Ist das eine 'Sicherheitskomponente'?": a term quoted after "a" asks whether it applies (ADR 138).
    /\b(an?|eine?[nmrs]?)\s+['‘"„»‚][^\s'’"“«‘]/iu.test(query)
  );
}

const layStems = new Map<string, string>();
for (const [word, expansion] of Object.entries(layTerms))
  for (const stem of analyze(word, "EN")) layStems.set(stem, expansion);

/** The question uses an everyday word the expansion knows ("chatbot", "fine", "sue"), not just a phrase ("how long"). */
export function namesLayTerm(query: string): boolean {
  return tokenizeWords(query).some((word) => analyze(word, "EN").some((stem) => layStems.has(stem)));
}

/** One word's stem, a stop word as it is (phrases keep their small words: "act for us"). */
const stemOf = (word: string) => analyze(word, "EN")[0] ?? word;

/**
 * The everyday-English thesaurus (corpus-data/vocabulary/everyday-english.json) by the stem
 * sequences of its keys, grouped by their first stem.
 */
const everydayByFirst = once(() => {
  const byFirst = new Map<string, { stems: string[]; terms: string }[]>();
  for (const [key, terms] of Object.entries(readWords("vocabulary/everyday-english.json"))) {
    const stems = tokenizeWords(key).map(stemOf);
    if (stems.length === 0) continue;
    byFirst.set(stems[0]!, [...(byFirst.get(stems[0]!) ?? []), { stems, terms }]);
  }
  return byFirst;
});

/** The acts' words for the everyday words and phrases of an English text (the everyday-English thesaurus). */
export function everydayTerms(text: string): string[] {
  const stems = tokenizeWords(text).map(stemOf);
  const found = new Set<string>();
  stems.forEach((stem, at) => {
    for (const entry of everydayByFirst().get(stem) ?? []) {
      if (entry.stems.every((part, offset) => stems[at + offset] === part)) found.add(entry.terms);
    }
  });
  return [...found];
}

export type QueryPart = { text: string; weight: number };

/**
 * The parts of a query for an index of `language`: the question itself, the statutory words for
 * its everyday words, and for a German question against English texts the English terms
 * (the untranslated German words then count little: they cannot occur in English texts).
 */
export function expandQuery(
  query: string,
  language: Language,
  options: { conceptWeight?: number; everydayWeight?: number } = {},
): { query: string; originalWeight: number; extra: QueryPart[]; core: string } {
  const extra: QueryPart[] = [];
  let originalWeight = 1;
  // The question's own words in the language searched: the question, or its English translation.
  let core = query;
  if (language === "EN" && looksGerman(query)) {
    const english = expandGermanQuery(query);
    if (english) {
      extra.push({ text: english, weight: 1 });
      originalWeight = 0.3;
      core = english;
    }
  }
  const source = [query, ...extra.map((part) => part.text)].join(" ");
  if (language === "EN") {
    const lay = tokenizeWords(source)
      .flatMap((word) => analyze(word, "EN"))
      .map((stem) => layStems.get(stem))
      .filter((text): text is string => Boolean(text));
    for (const [pattern, expansion] of layPhrases) if (pattern.test(query)) lay.push(expansion);
    if (lay.length > 0) extra.push({ text: lay.join(" "), weight: 0.7 });
    const everyday = everydayTerms(source);
    const everyWeight = options.everydayWeight ?? defaultRanking.everydayWeight;
    if (everyday.length > 0 && everyWeight > 0) extra.push({ text: everyday.join(" "), weight: everyWeight });
  }
  // The concept map: everyday words of the question → the statutory words (concept-map.ts).
  const mapped = conceptTerms(query, language);
  const weight = options.conceptWeight ?? defaultRanking.conceptWeight;
  if (mapped.length > 0 && weight > 0) extra.push({ text: mapped.join(" "), weight });
  return { query, originalWeight, extra, core };
}
