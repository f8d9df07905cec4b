import type { Coverage } from "#app/domain/corpus/assess-coverage.ts";
import type { Match } from "#app/domain/corpus/search-legal-documents.server.ts";
import { howTermOccurs, stemSet, questionTerms, termOccurs, textLanguageOf, type QuestionTerm } from "./question-terms.ts";
import { actName, escapeMarkdown, localLabel, noteText, quotedList, type NoteLanguage } from "./note-wording.ts";
import { pickKeySentences } from "./pick-key-sentences.ts";
import { provisionNature } from "./provision-nature.ts";
import { suggestFollowUps } from "./suggest-follow-ups.ts";

export type NotePassage = Match & { n: number };
export type ResearchNote = { content: string; followUps: string[] };

/** How long a quoted definition may be before it is cut. */
const definitionChars = 450;

/**
 * The assistant's answer when no AI model is configured: a research note in Markdown built by rule
 * from the retrieved provisions. It says which provisions answer the question and why (grouped by
 * act in the order of relevance, with the question's words each contains), quotes their key
 * sentences with [n] citations, lists the definitions they rely on, and says plainly when the
 * provisions do not really answer the question. When the search says nothing installed covers the
 * question (`coverage` "not-covered"), it says so first and lists the matches only as the nearest
 * wording, without definitions or follow-ups; a "weak" coverage is said as well.
 * Follow-up questions come apart, for buttons.
 * Every [n] in `content` is the number of a given passage or definition.
 */
export function composeResearchNote(input: {
  question: string;
  language: NoteLanguage;
  passages: NotePassage[];
  definitions?: NotePassage[];
  related?: NotePassage[];
  coverage?: Coverage;
}): ResearchNote {
  const { question, language, passages } = input;
  const notCovered = input.coverage === "not-covered";
  const definitions = notCovered ? [] : (input.definitions ?? []);
  const lines: string[] = [`## ${noteText(language, "note.heading")}`, "", `**${noteText(language, "note.question")}:** ${escapeMarkdown(question.trim())}`, ""];

  if (passages.length === 0) {
    lines.push(noteText(language, "note.introNone"), "", noteText(language, "note.noPassages"));
    return { content: lines.join("\n"), followUps: suggestFollowUps({ passages, related: input.related ?? [], definitions, language }) };
  }

  const analysed = passages.map((passage) => analyse(passage, question, language));
  const weights = termWeights(analysed);
  lines.push(noteText(language, "note.intro", { count: passages.length }), "");
  if (notCovered) lines.push(`**${noteText(language, "note.notCovered")}**`, "");
  else if (input.coverage === "weak") lines.push(noteText(language, "note.coverageWeak"), "");

  const best = Math.max(...analysed.map((entry) => entry.inText.length + entry.inHeading.length));
  const total = Math.max(...analysed.map((entry) => entry.terms.length));
  if (!notCovered && (total === 0 || best < Math.max(1, Math.ceil(total / 3)))) {
    lines.push(`**${noteText(language, "note.weak", { matched: best, total })}**`, "");
  }
  const unmatched = unmatchedWords(analysed);
  if (unmatched.length > 0 && best > 0) lines.push(noteText(language, "note.notFound", { words: quotedList(unmatched, language) }), "");

  // A provision that shares less than half as many of the question's words as the best one, or
  // only words of its heading, is listed apart: the search found it, but it hardly answers. Words
  // every provision contains ("AI system") do not tell them apart and are not counted.
  // (Only while at least two found words remain to tell them apart.)
  const foundIn = (word: string) => analysed.filter((entry) => [...entry.inText, ...entry.inHeading].some((found) => found.word === word)).length;
  const words = analysed[0]!.terms.map((term) => term.word);
  const common = words.filter((word) => analysed.length > 1 && foundIn(word) === analysed.length);
  const telling = words.filter((word) => foundIn(word) > 0 && !common.includes(word));
  const everywhere = new Set(telling.length >= 2 ? common : []);
  const strength = (entry: Analysed) => [...entry.inText, ...entry.inHeading].filter((term) => !everywhere.has(term.word)).length;
  const strongest = Math.max(...analysed.map(strength));
  const weaker = (entry: Analysed) => entry !== analysed[0] && (entry.inText.length === 0 || strength(entry) < strongest / 2);
  const sections: (readonly [string, Analysed[]])[] = notCovered
    ? [[noteText(language, "note.nearest"), analysed]]
    : [
        [noteText(language, "note.provisions"), analysed.filter((entry) => !weaker(entry))],
        [noteText(language, "note.weaker"), analysed.filter(weaker)],
      ];
  for (const [heading, entries] of sections) {
    if (entries.length === 0) continue;
    lines.push(`### ${heading}`, "");
    for (const [act, group] of groupByAct(entries)) {
      lines.push(`#### ${escapeMarkdown(actName(act, language))} (CELEX ${group[0]!.passage.celex})`, "");
      for (const entry of group) lines.push(...provisionBlock(entry, weights, language), "");
    }
  }

  if (definitions.length > 0) {
    lines.push(`### ${noteText(language, "note.definitions")}`, "");
    for (const definition of definitions) lines.push(definitionLine(definition, passages, language));
    lines.push("");
  }

  const followUps = notCovered ? [] : suggestFollowUps({ passages, related: input.related ?? [], definitions, language });
  return { content: lines.join("\n").trimEnd(), followUps };
}

type Analysed = { passage: NotePassage; terms: QuestionTerm[]; inText: QuestionTerm[]; inHeading: QuestionTerm[]; shown: Map<QuestionTerm, string> };

function analyse(passage: NotePassage, question: string, language: NoteLanguage): Analysed {
  const textLanguage = textLanguageOf(passage.id);
  const terms = questionTerms(question, language, textLanguage);
  const textStems = stemSet(passage.text, textLanguage);
  const headingStems = stemSet([passage.heading, passage.articleHeading].filter(Boolean).join(" "), textLanguage);
  const inText = terms.filter((term) => termOccurs(term, textStems));
  const inHeading = terms.filter((term) => !inText.includes(term) && termOccurs(term, headingStems));
  // A word found only through the statutory words it stands for says so: “chatbot” (interact directly natural persons).
  const shown = new Map<QuestionTerm, string>();
  for (const term of [...inText, ...inHeading]) {
    const via = howTermOccurs(term, inText.includes(term) ? textStems : headingStems);
    if (via) shown.set(term, via);
  }
  return { passage, terms, inText, inHeading, shown };
}

/** Rarer words weigh more: a word every provision contains says little about which sentence answers. */
function termWeights(analysed: Analysed[]): Map<QuestionTerm, number> {
  const weights = new Map<QuestionTerm, number>();
  for (const entry of analysed) {
    for (const term of entry.terms) {
      const frequency = analysed.filter((other) => other.inText.some((found) => found.word === term.word)).length;
      weights.set(term, 1 + Math.log((analysed.length + 1) / (frequency + 1)));
    }
  }
  return weights;
}

function unmatchedWords(analysed: Analysed[]): string[] {
  const found = new Set(analysed.flatMap((entry) => [...entry.inText, ...entry.inHeading].map((term) => term.word.toLowerCase())));
  const words = analysed[0]!.terms.map((term) => term.word).filter((word) => !found.has(word.toLowerCase()));
  return [...new Set(words)];
}

/** Acts in the order of their best-ranked provision; provisions in the order of relevance. */
function groupByAct(analysed: Analysed[]): Map<string, Analysed[]> {
  const groups = new Map<string, Analysed[]>();
  for (const entry of analysed) groups.set(entry.passage.act, [...(groups.get(entry.passage.act) ?? []), entry]);
  return groups;
}

function provisionBlock(entry: Analysed, weights: Map<QuestionTerm, number>, language: NoteLanguage): string[] {
  const { passage } = entry;
  const textLanguage = textLanguageOf(passage.id);
  const heading = passage.heading ?? passage.articleHeading;
  const title = `${localLabel(passage.label, language)}${heading ? ` — ${heading}` : ""}`;
  const why =
    entry.inText.length > 0
      ? noteText(language, "note.why", { words: quotedList(entry.inText.map((term) => ({ word: term.word, via: entry.shown.get(term) })), language) })
      : entry.inHeading.length > 0
        ? noteText(language, "note.whyHeading", { heading: heading ?? "", words: quotedList(entry.inHeading.map((term) => ({ word: term.word, via: entry.shown.get(term) })), language) })
        : noteText(language, "note.whyNone");
  const natures = provisionNature(passage.text, heading, textLanguage);
  const nature = natures.length > 0 ? ` ${noteText(language, "note.kind", { kinds: natures.map((kind) => noteText(language, `note.kind.${kind}`)).join(", ") })}` : "";
  const quotes = pickKeySentences(passage.text, entry.terms, weights, textLanguage);
  return [
    `**${escapeMarkdown(title)}** [${passage.n}]`,
    "",
    `${escapeMarkdown(why)}${escapeMarkdown(nature)}`,
    "",
    ...quotes.flatMap((quote, index) => [...(index > 0 ? [">"] : []), `> ${openQuote(language)}${escapeMarkdown(quote)}${closeQuote(language)} [${passage.n}]`]),
  ];
}

function definitionLine(definition: NotePassage, passages: NotePassage[], language: NoteLanguage): string {
  const term = definition.heading ?? definition.label;
  const users = passages.filter((passage) => passage.id !== definition.id && usesTerm(passage.text, term)).map((passage) => localLabel(passage.label, language));
  const usedIn = users.length > 0 ? `, ${noteText(language, "note.definitionUsedIn", { labels: [...new Set(users)].join(", ") })}` : "";
  const text = definition.text.replace(/\s+/g, " ").trim();
  const cut = text.length > definitionChars ? `${text.slice(0, text.lastIndexOf(" ", definitionChars))} …` : text;
  return `- **${escapeMarkdown(term)}** (${escapeMarkdown(localLabel(definition.label, language))}${escapeMarkdown(usedIn)}): ${openQuote(language)}${escapeMarkdown(cut)}${closeQuote(language)} [${definition.n}]`;
}

function usesTerm(text: string, term: string): boolean {
  return text.toLowerCase().includes(term.toLowerCase());
}

const openQuote = (language: NoteLanguage) => (language === "de" ? "„" : "“");
const closeQuote = (language: NoteLanguage) => (language === "de" ? "“" : "”");
