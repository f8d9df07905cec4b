import { asksWhenApplies, isApplicationInTime } from "#app/domain/corpus/retrieval/application-in-time.ts";
import type { Coverage } from "#app/domain/corpus/retrieval/assess-coverage.ts";
import { asksAboutLiability, isModifier, statesLiability } from "#app/domain/corpus/retrieval/modifier.ts";
import { otherLawNamed, parseReferences } from "#app/domain/corpus/retrieval/references/parse-references.ts";
import { citedActs } from "#app/domain/corpus/retrieval/cited-acts.ts";
import { namedTopics } from "#app/domain/corpus/retrieval/route-topics.ts";
import { conceptsOf } from "#app/domain/corpus/vocabulary/concept-map.ts";
import { otherLawBeside } from "./other-law.ts";
import { decideAnswer, type AnswerDecision, type AnswerSignals } from "./answer-decision.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { formatLongDate } from "#app/i18n/language.ts";
import { definedTerm } from "./defined-term.ts";
import {
  howTermOccurs,
  stemSet,
  questionTerms,
  termOccurs,
  textLanguageOf,
  type QuestionTerm,
} from "./question-terms.ts";
import {
  actName,
  actParams,
  escapeMarkdown,
  noteText,
  provisionLabel,
  quotedList,
  type NoteLanguage,
} from "./note-wording.ts";
import { labelOf } from "./note-notices.ts";
import type { NoteVerdict } from "./note-verdict.ts";
import { pickKeySentences } from "./pick-key-sentences.ts";
import { provisionNature } from "./provision-nature.ts";
import { referencedPinpoints } from "./referenced-pinpoints.ts";
import { splitSentences } from "./split-sentences.ts";
import { statutoryDates } from "./statutory-dates.ts";
import { isFragment, pointParent } from "./lead-in.ts";
import { suggestFollowUps } from "./suggest-follow-ups.ts";
import { answersKind, questionKind, statesPeriod, type QuestionKind } from "./question-kind.ts";
import { exclusionAnswer, verdictAnswer, yesNoQuestion, type YesNoAnswer } from "./yes-no.ts";

export type NotePassage = Match & { n: number };
export type ResearchNote = {
  content: string;
  followUps: string[];
  /** The provisions the note cites, numbered [1], [2] … in the order the note first cites them. */
  sources: NotePassage[];
};

/** How long a quoted definition may be before it is cut. */
const definitionChars = 450;

/** Numbers sources as the text first cites them: one provision, one number. */
class Citations {
  private readonly byId = new Map<string, NotePassage>();
  cite(match: Match): number {
    const existing = this.byId.get(match.id);
    if (existing) return existing.n;
    const n = this.byId.size + 1;
    this.byId.set(match.id, { ...match, n });
    return n;
  }
  get sources(): NotePassage[] {
    return [...this.byId.values()];
  }
}

/**
 * The assistant's answer when no AI model is configured: a research note in Markdown built by rule
 * from the retrieved provisions. It opens with a short answer: a notice that a named provision does
 * not exist, or a plain statement that the acts do not answer; the AI Act engine's verdict on a
 * described practice or system (`verdict`); the date a rule applies from when the question asks
 * from when; and the quoted sentence of the provision that answers. Then it says which provisions
 * answer the question and why (grouped by act, the act the question names first, in the order of
 * relevance, with the question's words each contains), quotes their key sentences, lists the
 * definitions they rely on (labelled with the term each defines), and says plainly when the
 * provisions do not really answer. When the search says nothing installed covers the question
 * (`coverage` "not-covered"), the matches are listed only as the nearest wording, without
 * definitions or follow-ups. Sources are numbered in the order the text first cites them and
 * returned as `sources` (the message's citations); follow-up questions come apart, for buttons.
 */
export function composeResearchNote(input: {
  question: string;
  language: NoteLanguage;
  passages: Match[];
  definitions?: Match[];
  related?: Match[];
  coverage?: Coverage;
  /** The AI Act engine's finding on the practice or system the question describes. */
  verdict?: NoteVerdict;
  /** Said first, as given: a named provision that does not exist. */
  notices?: string[];
  /** The search's evidence that the acts answer (answer-signals.server.ts); without it the note judges by coverage and key words. */
  evidence?: Pick<AnswerSignals, "statutoryEvidence" | "foreignWords" | "definedTerm">;
  /** By passage id, the words of a point's paragraph or article that introduce it (lead-in.ts): quoted before a point's fragment. */
  leadIns?: Record<string, string>;
  /** For a question whether the act covers a thing, the definition naming it (covering-definition.server.ts), among the passages. */
  covering?: Match;
}): ResearchNote {
  const { question, language } = input;
  const citations = new Citations();
  const notCovered = input.coverage === "not-covered";
  const definitions = notCovered ? [] : (input.definitions ?? []);
  const preferred = preferredAct(question);
  // The act the question names first ("die neue Produkthaftungsrichtlinie": 2024/2853), then the search's order.
  const passages = preferred
    ? [
        ...input.passages.filter((passage) => passage.celex === preferred),
        ...input.passages.filter((passage) => passage.celex !== preferred),
      ]
    : input.passages;
  const lines: string[] = [
    `## ${noteText(language, "note.heading")}`,
    "",
    `**${noteText(language, "note.question")}:** ${escapeMarkdown(question.trim())}`,
    "",
  ];
  const notices = (input.notices ?? []).map((notice) => escapeMarkdown(notice));

  if (passages.length === 0) {
    lines.push(
      `### ${noteText(language, "note.answer")}`,
      "",
      ...(notices.length > 0 ? [notices.join(" "), ""] : []),
      noteText(language, "note.noPassages"),
      "",
      noteText(language, "note.introNone"),
    );
    return {
      content: lines.join("\n"),
      followUps: suggestFollowUps({ passages, related: input.related ?? [], definitions, language }),
      sources: [],
    };
  }

  const analysed = passages.map((passage) => analyse(passage, question, language));
  const weights = termWeights(analysed);
  const best = Math.max(...analysed.map((entry) => entry.inText.length + entry.inHeading.length));
  const total = Math.max(...analysed.map((entry) => entry.terms.length));
  // A provision the question names answers it by being named ("Article 17(4) DSM Directive"), whatever words it shares.
  const lookedUp = analysed.some((entry) => entry.passage.named);
  const decision = decideAnswer({
    coverage: input.coverage,
    otherLaw: otherLawNamed(question) !== undefined,
    otherLawBeside: otherLawBeside(otherLawNamed(question), input.passages, question),
    namesActs: namesActsSubject(question),
    named: lookedUp,
    matched: best,
    total,
    ...input.evidence,
    // A defined term of the acts in a question on an act that is not installed ("Cyber Resilience Act … manufacturers") says nothing.
    definedTerm: input.evidence?.definedTerm === true && !namesUnknownAct(question),
  });
  const unanswered = !notCovered && decision === "not-answered";

  // A provision that shares less than half as many of the question's words as the best one, or
  // only words of its heading, is listed apart: the search found it, but it hardly answers. Words
  // every provision contains ("AI system") do not tell them apart and are not counted.
  // (Only while at least two found words remain to tell them apart.)
  const foundIn = (word: string) =>
    analysed.filter((entry) => [...entry.inText, ...entry.inHeading].some((found) => found.word === word)).length;
  const words = analysed[0]!.terms.map((term) => term.word);
  const common = words.filter((word) => analysed.length > 1 && foundIn(word) === analysed.length);
  const telling = words.filter((word) => foundIn(word) > 0 && !common.includes(word));
  const everywhere = new Set(telling.length >= 2 ? common : []);
  const strength = (entry: Analysed) =>
    [...entry.inText, ...entry.inHeading].filter((term) => !everywhere.has(term.word)).length;
  const strongest = Math.max(...analysed.map(strength));
  const weaker = (entry: Analysed) =>
    entry !== analysed[0] && (entry.inText.length === 0 || strength(entry) < strongest / 2);

  lines.push(`### ${noteText(language, "note.answer")}`, "");
  const answer = shortAnswer({
    question,
    language,
    analysed,
    weights,
    strong: analysed.filter((entry) => !weaker(entry)),
    verdict: input.verdict,
    notCovered,
    decision,
    noticed: notices.length > 0,
    citations,
    leadIns: input.leadIns ?? {},
    covering: input.covering,
  });
  lines.push([...notices, ...answer.opening].join(" "), "");
  if (answer.quote) lines.push(answer.quote, "");
  if (answer.basis) lines.push(answer.basis, "");
  // A German opening quoting an act installed only in English says so once, in German (ADR 158).
  const quotedInEnglish = englishOnlyActs(citations.sources, language);
  if (quotedInEnglish.length > 0)
    lines.push(noteText(language, "note.englishOpening", { acts: quotedInEnglish.join(", ") }), "");

  lines.push(noteText(language, "note.intro", { count: passages.length }), "");
  if (notCovered) lines.push(`**${noteText(language, "note.notCovered")}**`, "");
  else if (input.coverage === "weak") lines.push(noteText(language, "note.coverageWeak"), "");
  if (unanswered) lines.push(`**${noteText(language, "note.weak", { matched: best, total })}**`, "");
  const unmatched = unmatchedWords(analysed);
  if (unmatched.length > 0 && best > 0)
    lines.push(noteText(language, "note.notFound", { words: quotedList(unmatched, language) }), "");

  const sections: (readonly [string, Analysed[]])[] = notCovered
    ? [[noteText(language, "note.nearest"), analysed]]
    : [
        [noteText(language, "note.provisions"), analysed.filter((entry) => !weaker(entry))],
        [noteText(language, "note.weaker"), analysed.filter(weaker)],
      ];
  const saidEnglish = new Set<string>();
  for (const [heading, entries] of sections) {
    if (entries.length === 0) continue;
    lines.push(`### ${heading}`, "");
    for (const [act, group] of groupByAct(entries)) {
      lines.push(`#### ${escapeMarkdown(actName(act, language))} (CELEX ${group[0]!.passage.celex})`, "");
      // A German note quoting an act installed only in English says so once.
      if (language === "de" && textLanguageOf(group[0]!.passage.id) === "EN" && !saidEnglish.has(act)) {
        saidEnglish.add(act);
        lines.push(noteText(language, "note.englishText", { act: actName(act, language) }), "");
      }
      for (const entry of group) lines.push(...provisionBlock(entry, weights, language, citations), "");
    }
  }

  if (definitions.length > 0) {
    lines.push(`### ${noteText(language, "note.definitions")}`, "");
    for (const definition of definitions) lines.push(definitionLine(definition, passages, language, citations));
    lines.push("");
  }

  const followUps = notCovered
    ? []
    : suggestFollowUps({ passages, related: input.related ?? [], definitions, language });
  return { content: lines.join("\n").trimEnd(), followUps, sources: citations.sources };
}

/**
 * The opening: the engine's verdict, or the date the rule applies from, or a plain "the acts do
 * not answer"; then the sentence of the provision that answers, quoted. The provision that answers
 * is the verdict's own, else the one the question names, else the best of the act it names, else
 * the search's best.
 */
function shortAnswer(input: {
  question: string;
  language: NoteLanguage;
  analysed: Analysed[];
  weights: Map<QuestionTerm, number>;
  strong: Analysed[];
  verdict?: NoteVerdict;
  notCovered: boolean;
  decision: AnswerDecision;
  /** The search already said something about the provisions the question names. */
  noticed: boolean;
  citations: Citations;
  leadIns: Record<string, string>;
  covering?: Match;
}): { opening: string[]; quote?: string; basis?: string } {
  const { language, citations, verdict } = input;
  const quoteLine = (
    passage: Match,
    terms: QuestionTerm[],
    weights: Map<QuestionTerm, number>,
    language: NoteLanguage,
    citations: Citations,
  ) => quoteProvision(passage, terms, weights, language, citations, input.leadIns[passage.id]);
  const cite = (sources: Match[]) => sources.map((source) => `[${citations.cite(source)}]`).join(" ");
  if (verdict) {
    // The markers go before the sentence's full stop: "… since 2 February 2025 [1] [2]."
    const verdictLines = () =>
      verdict.statements.map((statement) => {
        const text = escapeMarkdown(statement.text);
        return text.endsWith(".")
          ? `${text.slice(0, -1)} ${cite(statement.sources)}.`
          : `${text} ${cite(statement.sources)}`;
      });
    // "Do we become the provider of a high-risk system?": the provision that makes someone the provider answers;
    // the verdict, which classifies the system, follows it (ADR 158).
    if (asksRole(input.question)) {
      const role = input.strong
        .slice(0, 3)
        .find((entry) => makesRole(`${input.leadIns[entry.passage.id] ?? ""} ${entry.passage.text}`));
      if (role)
        return {
          opening: [quoteLine(role.passage, role.terms, input.weights, language, citations), ...verdictLines()],
          basis: escapeMarkdown(verdict.basis),
        };
    }
    const terms = questionTerms(input.question, language, textLanguageOf(verdict.primary.id));
    // A verdict that only says what the thing is (a general-purpose AI model: Art. 3(63)) does not answer
    // what the question asks of it: the date the question asks for (Art. 111(3)), else the provision of the
    // same act that answers (Art. 101(1) on fines, Art. 51(2) on the threshold) is quoted instead.
    if (isDefinition(verdict.primary.pinpoint)) {
      // The dated provision that shares most of the question (Art. 111(3) on models placed on the market
      // before 2 August 2025), not the first one ranked (Art. 113(b), which excepts the fines of Art. 101).
      const dated = asksWhenApplies(input.question)
        ? datedSentence(
            [...input.analysed]
              // The verdict already gives the date of Art. 113; a transitional date (Art. 111) adds to it.
              .filter((entry) => !/^art_113(\.|$)/.test(entry.passage.pinpoint))
              .sort((a, b) => b.inText.length - a.inText.length),
          )
        : undefined;
      const answering = [ruleBeforeModifiers(input.strong), ...input.strong].find(
        (entry) =>
          entry &&
          entry.passage.celex === verdict.primary.celex &&
          !isDefinition(entry.passage.pinpoint) &&
          !/^art_113(\.|$)/.test(entry.passage.pinpoint),
      );
      // Asked when, the date that answers comes first, before the verdict's own date (ADR 153): a model placed on
      // the market in June 2025 must comply "by 2 August 2027" (Art. 111(3)), not from 2 August 2025.
      const lead = dated ?? (answering && questionKind(input.question) === "time" ? deadlineOf(answering) : undefined);
      if (lead)
        return {
          opening: [datedLine(lead, input.question, language, citations), ...verdictLines()],
          basis: escapeMarkdown(verdict.basis),
        };
      const opening = verdictLines();
      const quote = answering
        ? quoteLine(answering.passage, answering.terms, input.weights, language, citations)
        : quoteLine(verdict.primary, terms, input.weights, language, citations);
      return { opening, quote, basis: escapeMarkdown(verdict.basis) };
    }
    // A verdict that classifies a system as high-risk by its Annex III area answers what it is, not what the
    // question asks must be done: "Do we have to tell job applicants …?" is answered by the duty the search
    // found among its first three (Art. 26(11) AI Act), quoted after the verdict (ADR 153).
    // "Is it allowed?" asked of a prohibited practice is answered "No —" (ADR 158).
    const [first, ...rest] = verdictLines();
    const opening = [
      yesNo(verdictAnswer(yesNoQuestion(input.question), verdict.kind ?? "other"), first!, language),
      ...rest,
    ];
    const duty =
      verdict.primary.pinpoint.startsWith("anx_") && asksDuty(input.question) && questionKind(input.question) !== "time"
        ? input.strong.slice(0, 3).find(
            (entry) =>
              entry.passage.celex === verdict.primary.celex &&
              !/^(anx_|rct_|art_6(\.|$)|art_113(\.|$))/.test(entry.passage.pinpoint) &&
              !isDefinition(entry.passage.pinpoint) &&
              !isModifier(entry.passage.text) &&
              // More of the question than its classification: Art. 26(12) on cooperating with authorities shares only "high-risk".
              entry.inText.filter((term) => !/^(high-risk|hochrisiko|ai|ki|system)/iu.test(term.word)).length >= 2,
          )
        : undefined;
    return {
      opening,
      quote: duty
        ? quoteLine(duty.passage, duty.terms, input.weights, language, citations)
        : quoteLine(verdict.primary, terms, input.weights, language, citations),
      basis: escapeMarkdown(verdict.basis),
    };
  }
  // A provision the question names that the search did not return is not replaced by another one
  // quoted as if it answered ("Article 17(4) DSM Directive" answered with Art. 30(1), which mentions Art. 17).
  const named = referencedPinpoints(input.question);
  const found = (pinpoint: string) =>
    input.analysed.some(
      ({ passage }) =>
        passage.pinpoint === pinpoint ||
        passage.pinpoint.startsWith(`${pinpoint}.`) ||
        pinpoint.startsWith(`${passage.pinpoint}.`),
    );
  // A whole annex named as a class of systems ("our Annex III use case", "Annex III high-risk systems") is not
  // the provision asked for when the provisions found refer to it: Art. 6(4) and Art. 113(c) AI Act answer for it.
  const describes = (pinpoint: string) =>
    /^anx_[IVXLC]+$/.test(pinpoint) &&
    input.strong.some(({ passage }) => referencedPinpoints(passage.text).includes(pinpoint));
  const absent = named.filter((pinpoint) => !found(pinpoint) && !describes(pinpoint));
  if (!verdict && absent.length > 0 && absent.length === named.length) {
    if (input.noticed) return { opening: [] };
    const references = absent.map((pinpoint) => provisionLabel({ pinpoint, label: labelOf(pinpoint) }, language));
    return { opening: [noteText(language, "note.namedAbsent", { references: references.join(", ") })] };
  }
  // A provision looked up because the question names it is quoted first, unless the question asks from when.
  const lookedUp = input.analysed.find((entry) => entry.passage.named);
  if (lookedUp && !asksWhenApplies(input.question))
    return { opening: [quoteLine(lookedUp.passage, lookedUp.terms, input.weights, language, citations)] };
  if (input.decision === "not-answered") {
    // A question under another law says which: "it asks about the GDPR, which is not among them".
    const law = otherLawNamed(input.question);
    if (law) return { opening: [noteText(language, "note.answerOtherLaw", { law: escapeMarkdown(law) })] };
    const best = Math.max(...input.analysed.map((entry) => entry.inText.length + entry.inHeading.length));
    const total = Math.max(...input.analysed.map((entry) => entry.terms.length));
    return {
      opening: [
        input.notCovered
          ? noteText(language, "note.answerNotCovered")
          : noteText(language, "note.answerNone", { matched: best, total }),
      ],
    };
  }
  if (asksWhenApplies(input.question)) {
    // Only a provision that answers the question: Art. 113(a) AI Act (2 February 2025), found but matching
    // less well, does not date a question on marking a generator's output (Art. 111(4): "by 2 December 2026").
    const dated = datedSentence(input.strong);
    // "Seit wann gilt die KI-Verordnung?": the act's own date (Art. 113: "It shall apply from 2 August 2026.
    // However: …"), then the dates of its parts, not one part's date as if it were the act's.
    const general = dated && asksWhenActApplies(input.question) ? actDate(dated, input) : undefined;
    if (general) return { opening: general };
    if (dated)
      return {
        opening: [
          datedLine(excepted(dated, input) ?? annexDate(dated, input.question), input.question, language, citations),
        ],
      };
  }
  const namedSet = new Set(named);
  const kind = questionKind(input.question);
  // "Is software covered by …?": the definition that names it (Art. 4(1) PLD: "it includes … software"), unless a
  // definition among the first three already answers ("Is a digital file … covered?": Art. 4(2)) (ADR 158).
  const covering = input.covering
    ? input.analysed.find(
        (entry) =>
          entry.passage.id === input.covering!.id &&
          !input.strong.slice(0, 3).some((other) => other !== entry && answersKind("definition", other.passage.text)),
      )
    : undefined;
  const answering =
    covering ??
    [...input.strong, ...input.analysed].find((entry) => namedSet.has(entry.passage.pinpoint)) ??
    [...input.strong, ...input.analysed].find((entry) => namedSet.has(entry.passage.pinpoint.split(".")[0]!)) ??
    byKind(kind, input.strong, fallback(input), input.leadIns);
  // A date or an amount is quoted in the sentence that states it (Art. 16(1) PLD: "… three years …").
  // Whether someone is liable, the sentence that says when they are (Art. 17(4) DSM: "… shall be liable … unless …"),
  // not a point's words the question shares more of ("… and in any event (c) acted expeditiously …") (ADR 158).
  const prefer =
    kind === "time" || kind === "amount"
      ? (sentence: string) => answersKind(kind, sentence)
      : asksAboutLiability(input.question) && statesLiability(answering.passage.text)
        ? (sentence: string) => statesLiability(sentence)
        : undefined;
  const quote = quoteProvision(
    answering.passage,
    answering.terms,
    input.weights,
    language,
    citations,
    input.leadIns[answering.passage.id],
    prefer,
  );
  // Mixed evidence: the best provision, said to be the closest rather than the answer (ADR 131); under a law that is
  // not installed beside an installed act's part, the closest provision for that part, the other law named (ADR 158).
  const otherLaw = otherLawNamed(input.question);
  if (input.decision === "closest")
    return {
      opening: [
        otherLaw
          ? noteText(language, "note.answerOtherLawPart", { law: escapeMarkdown(otherLaw), quote })
          : noteText(language, "note.answerClosest", { quote }),
      ],
    };
  // A provision ranked first that excludes the asked subject from its act decides "Does the Directive apply to …?": No (ADR 158).
  const decides =
    answering === input.strong[0] && answering.inText.length > 0 && excludesFromScope(answering.passage.text)
      ? exclusionAnswer(yesNoQuestion(input.question), answering.passage.text)
      : undefined;
  return { opening: [yesNo(decides, quote, language)] };
}

/**
 * "No — …", „Grundsätzlich ja — …“: the opening line after the yes or no its provision decides (ADR 158);
 * the line as it is when nothing decides it.
 */
function yesNo(answer: YesNoAnswer | undefined, line: string, language: NoteLanguage): string {
  if (!answer) return line;
  const key =
    answer.answer === "yes"
      ? answer.asARule
        ? "note.yesAsARule"
        : "note.yes"
      : answer.asARule
        ? "note.noAsARule"
        : "note.no";
  // "No — under the AI Act this is …", „Nein — nach der KI-Verordnung …“; a provision's label keeps its capital.
  const lowered = /^(Under|It|Nach|Es)\b/u.test(line) ? `${line[0]!.toLowerCase()}${line.slice(1)}` : line;
  return noteText(language, key, { answer: lowered });
}

/**
 * The provision that answers when the question asks for nothing in particular: whether someone is
 * liable, the sentence that says when they are (Art. 17(4) DSM: "shall be liable … unless …", among
 * the first three), unless the first match excludes the case from the act (Art. 2(2) PLD: "This
 * Directive does not apply to free and open-source software …" for "Are open-source developers
 * liable?"); else the rule before its modifiers (ADR 048): Art. 10(1) of 85/374/EEC, not 10(2).
 */
function fallback(input: {
  question: string;
  analysed: Analysed[];
  strong: Analysed[];
  leadIns: Record<string, string>;
}): Analysed {
  const first = input.strong[0];
  const excludes =
    first !== undefined && first.inText.length > 0 && excludesFromScope(first.passage.text) ? first : undefined;
  // "Does the Directive apply to open-source software?", „Sind wir von der KI-VO befreit?“: the exclusion ranked first (ADR 158).
  const asks = yesNoQuestion(input.question);
  if (excludes && (asks === "applies" || asks === "exempt")) return excludes;
  // A point says who is liable in the words that introduce it („Der Hersteller haftet … nicht, wenn er beweist, … b) daß …“,
  // Art. 7 of 85/374/EWG); a first match that treats someone as the producer answers who is liable (Art. 3(3): the supplier).
  const liable = (entry: Analysed) =>
    statesLiability(entry.passage.text) ||
    (entry === first &&
      (statesLiability(`${input.leadIns[entry.passage.id] ?? ""} ${entry.passage.text}`) ||
        treatsAsLiable(entry.passage.text)));
  return (
    (asksAboutLiability(input.question)
      ? (excludes ?? input.analysed.slice(0, 3).find((entry) => input.strong.includes(entry) && liable(entry)))
      : undefined) ??
    ruleBeforeModifiers(input.strong) ??
    input.strong[0] ??
    input.analysed[0]!
  );
}

/**
 * "each supplier of the product shall be treated as its producer", „so wird jeder Lieferant als dessen Hersteller
 * behandelt“, "shall be considered to be a manufacturer": the provision makes someone the person who is liable
 * (not the AI Act's provider, whose duties are not liability).
 */
function treatsAsLiable(text: string): boolean {
  return /\b(shall be (treated|considered|deemed|regarded) (as|to be) (a |an |the |its )?(producer|manufacturer)|als (dessen |deren |sein |ihr )?hersteller (behandelt|angesehen)|gilt [^.;]{0,160}\bals hersteller)\b/iu.test(
    text.slice(0, 600),
  );
}

/** "This Directive does not apply to …", "This Regulation shall not apply to …", „Diese Richtlinie gilt nicht für …“. */
function excludesFromScope(text: string): boolean {
  return /\b(this (directive|regulation) (does|shall) not apply|(richtlinie|verordnung) (gilt|findet) (nicht|keine)|keine anwendung)\b/iu.test(
    text.slice(0, 300),
  );
}

/**
 * The provision that answers what the question asks for, among the first three that answer (ADR 153):
 * for a date or a period, the first that states one (Art. 73(4) AI Act: "… not later than 10 days …"
 * for a death; Art. 16(1) PLD, three years, before Art. 23 on entry into force); for a fine's amount,
 * the first that states an amount; for what a term means, the definition of that term (Art. 4(1) PLD,
 * "product", before Art. 4(15), "economic operator"); for any other question, not a definition
 * when a rule among them holds some of the question (Art. 25(1)(a) AI Act before Art. 3(3),
 * "provider", for "Do we become the provider?"). Otherwise `fallback`.
 */
function byKind(
  kind: QuestionKind | undefined,
  strong: Analysed[],
  fallback: Analysed,
  leadIns: Record<string, string>,
): Analysed {
  const first = strong.slice(0, 3);
  if (kind === "time" || kind === "amount") {
    // A date only from the search's first match or a provision on time (entry into force, application, transition):
    // Art. 43(3) AI Act's date for notified bodies does not say from when the high-risk requirements apply; a period
    // or an amount from any. A point's amount may stand in the words that introduce it (Art. 101(1) AI Act).
    const states = (entry: Analysed) =>
      splitSentences(`${leadIns[entry.passage.id] ?? ""} ${entry.passage.text}`.replace(/\s+/g, " ").trim()).some(
        (sentence) =>
          answersKind(kind, sentence) &&
          (kind === "amount" ||
            statesPeriod(sentence) ||
            entry === strong[0] ||
            isApplicationInTime({
              kind: "article",
              heading: entry.passage.heading,
              contextHeading: entry.passage.articleHeading,
            })),
      );
    // Among those that state it, the rule before its modifiers (Art. 73(2), 15 days, before 73(3) on widespread infringements).
    const stating = first.filter(states);
    return ruleBeforeModifiers(stating) ?? stating[0] ?? fallback;
  }
  const defines = (entry: Analysed) => answersKind("definition", entry.passage.text);
  if (kind === "definition") {
    // The definition of the term asked about: the defined term holds one of the question's words („„Hersteller“ ist …“,
    // Art. 3(1) of the German 85/374/EWG, a paragraph rather than a point of an article on definitions).
    const asked = first.find((entry) => {
      if (!defines(entry)) return false;
      const term = definedTerm(entry.passage.text);
      if (!term) return false;
      const stems = stemSet(term, textLanguageOf(entry.passage.id));
      return entry.terms.some((candidate) => termOccurs(candidate, stems));
    });
    return asked ?? fallback;
  }
  if (!defines(fallback)) return fallback;
  // A recital explains the rule; it does not state it (Recital 16 PLD on digital files before Art. 4(2)).
  return (
    first.find((entry) => !defines(entry) && entry.inText.length > 0 && !entry.passage.pinpoint.startsWith("rct_")) ??
    fallback
  );
}

/**
 * The question is about what the acts regulate: a topic the routing knows, an installed act it
 * cites or names („Produkthaftungsrichtlinie“), or two concepts of the concept map ("text and data
 * mining" and "research organisation"; one alone may be a coincidence of everyday words).
 */
function namesActsSubject(question: string): boolean {
  return (
    namedTopics(question).length > 0 ||
    citedActs(question).length > 0 ||
    parseReferences(question).mentionedActs.some((mention) => mention.acts.length > 0) ||
    conceptsOf(question).length >= 2 ||
    // The AI Act's risk class, also in a German question against its English-only text („Fällt das unter Hochrisiko?“, ADR 158).
    /\b(high-risk|hochrisik\p{L}*|hochriskant\p{L}*)/iu.test(question)
  );
}

/**
 * The question names an act the installed ones are not ("Cyber Resilience Act", "NIS2", "Data Act"):
 * a name before "Act", "Directive" or "Regulation" (or „…gesetz“, „…richtlinie“, „…verordnung“),
 * and none of the installed acts' subjects.
 */
function namesUnknownAct(question: string): boolean {
  return (
    (/\b(?:\p{Lu}[\p{L}\d-]*\s+){1,3}(?:Act|Directive|Regulation)\b|\bNIS\s?2\b/u.test(question) ||
      /\p{L}*(?:gesetz|richtlinie|verordnung)\b/iu.test(question)) &&
    !namesActsSubject(question)
  );
}

/** The question asks whether someone takes on a role ("do we become the provider", „Werden wir zum Anbieter?“, "treated as the manufacturer"). */
function asksRole(question: string): boolean {
  return /\b(become|becomes|becoming|treated as|considered|count as|counts as|qualify as|qualifies as)\s+(the |a |an )?(provider|deployer|importer|distributor|manufacturer)\b|\bzum (anbieter|betreiber|hersteller|einführer|händler)\b|\bals (anbieter|betreiber|hersteller|einführer|händler) (gelten|gilt|behandelt|angesehen)\b/iu.test(
    question,
  );
}

/** The provision makes someone a provider or manufacturer ("shall be considered to be a provider of a high-risk AI system", Art. 25(1) AI Act). */
function makesRole(text: string): boolean {
  return /\bshall be (considered|deemed|treated) (to be |as )?(a |an |the )?(provider|manufacturer|deployer|importer|distributor)\b|\bgilt\b[^.;]{0,160}\bals (anbieter|hersteller|betreiber)\b/iu.test(
    text,
  );
}

/** The question asks what someone must do ("Do we have to tell …?", „Müssen wir … informieren?“), not what something is. */
function asksDuty(question: string): boolean {
  return /\b(must|have to|has to|need to|needs to|required to|obliged to|obligations?|duties|müssen|muss|verpflichtet|pflicht(en)?|erledigen)\b/iu.test(
    question,
  );
}

/** The question asks by when something must be done ("by when", „bis wann“): the date is a deadline, not a start. */
function asksDeadline(question: string): boolean {
  return /\b(by when|until when|by what date|by which date|deadline|bis wann|bis zu welchem (datum|tag|zeitpunkt)|frist)\b/iu.test(
    question,
  );
}

/**
 * The first provision that states a rule rather than qualifying one (ADR 048), unless a modifier
 * ranked above it holds more of the question: "How quickly must we report a serious incident in
 * which a person died?" is answered by Art. 73(4) AI Act ("Notwithstanding paragraph 2, in the
 * event of the death of a person … 10 days"), not by the 15 days of Art. 73(2).
 */
function ruleBeforeModifiers(strong: Analysed[]): Analysed | undefined {
  const rule = strong.find((entry) => !qualifiesRule(entry.passage.text));
  const first = strong[0];
  if (!rule || !first || first === rule) return rule;
  return first.inText.length > rule.inText.length ? first : rule;
}

/**
 * The paragraph qualifies a rule (ADR 048: "by way of derogation", "notwithstanding", "shall not apply"), unless
 * it only opens by saving another rule before stating its own (ADR 158): "Without prejudice to Article 50 of this
 * Regulation, deployers of high-risk AI systems … shall inform the natural persons …" (Art. 26(11) AI Act),
 * „Unbeschadet der Haftung des Herstellers gilt jede Person, die … einführt, … als Hersteller“ (Art. 3(2) 85/374/EWG).
 */
export function qualifiesRule(text: string): boolean {
  if (!isModifier(text)) return false;
  const plain = text.replace(/^\s*\(?\d{1,3}[a-z]?[.)]\s*/u, "");
  const saving = /^(without prejudice to|unbeschadet)\b[^,;:]{1,200},\s*/iu.exec(plain);
  return saving ? isModifier(plain.slice(saving[0].length)) : true;
}

/**
 * "Article 5(1)(f) of the AI Act: “…” [1]": the provision's best-matching sentence. A point's words
 * that cannot stand alone ("to submit to an investigation;") follow the words that introduce them
 * (`leadIn`): "The following AI practices shall be prohibited: … (f) …".
 */
function quoteProvision(
  passage: Match,
  terms: QuestionTerm[],
  weights: Map<QuestionTerm, number>,
  language: NoteLanguage,
  citations: Citations,
  leadIn?: string,
  prefer?: (sentence: string) => boolean,
): string {
  const pick = (text: string) =>
    pickKeySentences(text, terms, weights, textLanguageOf(passage.id), { max: 1, maxChars: 500 })[0];
  let picked = pick(passage.text);
  // The sentence that states what the question asks for (a date, a period, an amount), when the best-matching one does not.
  if (prefer && picked !== undefined && !prefer(picked)) {
    const stating = splitSentences(passage.text.replace(/\s+/g, " ").trim()).filter(prefer);
    const better = stating.length > 0 ? pick(stating.join(" ")) : undefined;
    if (better && prefer(better)) picked = better;
    // A long sentence whose best-matching part leaves out what is preferred: its opening words, which state it.
    else if (stating[0])
      picked = opening500(stating[0].replace(/^(\d{1,3}[a-z]?\.|\(\d{1,3}[a-z]?\))\s+/u, ""), prefer);
  }
  const sentence =
    leadIn && isFragment(picked ?? passage.text)
      ? `${leadIn} … ${(picked ?? passage.text).trim()}`
      : picked && withFollowingPoints(passage.text, withAntecedent(passage.text, picked));
  const params = actParams(passage.act, language);
  return noteText(language, "note.answerQuote", {
    label: escapeMarkdown(provisionLabel(passage, language)),
    actGenitive: escapeMarkdown(params.actGenitive),
    quote: `${openQuote(language)}${escapeMarkdown(sentence ?? passage.text)}${closeQuote(language)} [${citations.cite(passage)}]`,
  });
}

/** The sentence's first 500 characters, cut at a word, or longer up to the words that state what is preferred. */
function opening500(sentence: string, prefer: (sentence: string) => boolean): string {
  if (sentence.length <= 500) return sentence;
  let end = sentence.lastIndexOf(" ", 500);
  while (end > 0 && end < sentence.length && !prefer(sentence.slice(0, end))) end = sentence.indexOf(" ", end + 1);
  return end > 0 ? `${sentence.slice(0, end)} …` : sentence;
}

/**
 * A quoted sentence that only introduces points ("‘manufacturer’s control’ means that: …", "importers
 * shall ensure … by verifying that: …") is followed by the text of its points, up to about 400
 * characters: the quote says what the definition or duty holds, not only that it has points (ADR 153).
 */
export function withFollowingPoints(text: string, sentence: string): string {
  const head = sentence.replace(/\s*…\s*$/u, "").trim();
  if (!head.endsWith(":")) return sentence;
  const plain = text.replace(/\s+/g, " ").trim();
  const tail = head.slice(-80);
  const at = plain.indexOf(tail);
  if (at < 0) return sentence;
  const rest = plain.slice(at + tail.length).trim();
  if (rest === "") return sentence;
  const cut = rest.length > 400 ? `${rest.slice(0, rest.lastIndexOf(" ", 400))} …` : rest;
  return `${head} ${cut}`;
}

/**
 * A sentence that refers back to the one before it ("This obligation does not require … any specific
 * level of AI literacy", „Diese Verpflichtung …“) is quoted after it: the rule, then its qualification
 * (Art. 4 AI Act), not the qualification alone. "This Regulation …" names the act and stands alone.
 */
export function withAntecedent(text: string, sentence: string): string {
  // "This Regulation", "This Directive" name the act, not the sentence before.
  const refersBack =
    /^(this|that|these|those|such|diese[rsm]?|solche[rn]?)\s+\p{L}+/iu.test(sentence.trim()) &&
    !/^\p{L}+\s+(Regulation|Directive|Verordnung|Richtlinie)\b/iu.test(sentence.trim());
  if (!refersBack) return sentence;
  const sentences = splitSentences(text.replace(/\s+/g, " ").trim());
  const at = sentences.findIndex((candidate) => candidate.trim() === sentence.trim());
  if (at <= 0) return sentence;
  const previous = sentences[at - 1]!.replace(/^(\d{1,3}[a-z]?\.|\(\d{1,3}[a-z]?\))\s+/, "");
  return previous.length + sentence.length <= 900 ? `${previous} ${sentence.trim()}` : sentence;
}

/**
 * The sentence of a provision that sets a date, and its last date: "Providers of general-purpose AI models
 * that have been placed on the market before 2 August 2025 shall … comply … by 2 August 2027." (Art. 111(3)).
 */
function deadlineOf(entry: Analysed): { entry: Analysed; sentence: string; date: string } | undefined {
  for (const sentence of splitSentences(entry.passage.text.replace(/\s+/g, " ").trim())) {
    const dates = statutoryDates(sentence);
    if (dates.length > 0)
      return { entry, sentence: sentence.replace(/^(\d{1,3}[a-z]?\.|\(\d{1,3}[a-z]?\))\s+/, ""), date: dates.at(-1)! };
  }
  return undefined;
}

/** "From 2 August 2026: Article 113 of the AI Act says “…” [1]" (or "By …" for a deadline). */
function datedLine(
  dated: { entry: Analysed; sentence: string; date: string },
  question: string,
  language: NoteLanguage,
  citations: Citations,
): string {
  const { entry, sentence, date } = dated;
  const params = actParams(entry.passage.act, language);
  // "… shall comply … by 2 August 2027": the sentence sets a deadline, whatever the question's words.
  const deadline = asksDeadline(question) || /\b(by|bis zum)\s+\d{1,2}\.?\s+\p{L}+\s+\d{4}\b/u.test(sentence);
  return noteText(language, deadline ? "note.answerDeadline" : "note.answerDate", {
    date: formatLongDate(date, language),
    label: escapeMarkdown(provisionLabel(entry.passage, language)),
    actGenitive: escapeMarkdown(params.actGenitive),
    quote: `${openQuote(language)}${escapeMarkdown(sentence)}${closeQuote(language)} [${citations.cite(entry.passage)}]`,
  });
}

/**
 * The question asks from when an act as a whole applies ("Seit wann gilt die KI-Verordnung
 * grundsätzlich?", "When does the AI Act apply?"), not from when it applies to something ("… apply to
 * high-risk systems", „gilt … für Hochrisiko-KI“).
 */
export function asksWhenActApplies(question: string): boolean {
  const act = String.raw`(KI-Verordnung|KI-VO|KI-Gesetz|AI Act|AI Regulation|Verordnung|Regulation|Richtlinie|Directive)`;
  const applies = String.raw`(gilt|gelten|anwendbar|apply|applies|applicable|in force|in Kraft)`;
  const pattern = new RegExp(
    String.raw`\b${applies}\s+(?:(?:die|der|das|the|eu|eu-)\s*){0,2}${act}\b(?!\s+(?:to|für|auf|for)\b)|\b${act}\s+(?:\S+\s+){0,1}${applies}\b(?!\s+(?:to|für|auf|for)\b)`,
    "iu",
  );
  return pattern.test(question);
}

/**
 * For a dated point of an article whose lead-in states the act's own date of application (Art.
 * 113 AI Act: "… It shall apply from 2 August 2026. However:"), that date first, then the dates of
 * its points the search found, each quoted: the act's date, then the earlier and later parts.
 */
function actDate(
  dated: { entry: Analysed; sentence: string; date: string },
  input: {
    question: string;
    language: NoteLanguage;
    analysed: Analysed[];
    citations: Citations;
    leadIns: Record<string, string>;
  },
): string[] | undefined {
  const { language, citations } = input;
  const parent = pointParent(dated.entry.passage.pinpoint);
  const leadIn = input.leadIns[dated.entry.passage.id];
  if (!parent || !leadIn) return undefined;
  const sentence = splitSentences(leadIn).find(
    (candidate) =>
      statutoryDates(candidate).length > 0 && /\b(apply|applies|gilt|gelten|anzuwenden)\b/iu.test(candidate),
  );
  const date = sentence ? statutoryDates(sentence)[0] : undefined;
  if (!sentence || !date) return undefined;
  const siblings = input.analysed.filter(
    (entry) =>
      entry.passage.celex === dated.entry.passage.celex &&
      pointParent(entry.passage.pinpoint) === parent &&
      splitSentences(entry.passage.text).some((candidate) => statutoryDates(candidate).length > 0),
  );
  const cited = `[${citations.cite(dated.entry.passage)}]`;
  const params = actParams(dated.entry.passage.act, language);
  const parts = siblings
    .sort((a, b) => a.passage.pinpoint.localeCompare(b.passage.pinpoint, "en", { numeric: true }))
    .map(
      (entry) =>
        `${escapeMarkdown(provisionLabel(entry.passage, language))}: ${openQuote(language)}${escapeMarkdown(entry.passage.text.replace(/\s+/g, " ").trim())}${closeQuote(language)} [${citations.cite(entry.passage)}]`,
    );
  return [
    noteText(language, "note.answerDate", {
      date: formatLongDate(date, language),
      label: escapeMarkdown(provisionLabel({ pinpoint: parent, label: labelOf(parent) }, language)),
      actGenitive: escapeMarkdown(params.actGenitive),
      quote: `${openQuote(language)}${escapeMarkdown(sentence)}${closeQuote(language)} ${cited}`,
    }),
    ...(parts.length > 0 ? [noteText(language, "note.answerDateParts", { parts: parts.join("; ") })] : []),
  ];
}

/**
 * A dated sentence that excepts a provision the note answers from (Art. 113(b) AI Act: "… shall apply
 * from 2 August 2025, with the exception of Article 101;" for a question on the Commission's fines
 * under Art. 101; Art. 113(a): "… with the exception of Article 5(1), first subparagraph, points (ba)
 * and (bb) … which shall apply from 2 December 2026;" for nudification apps under Art. 5(1)(ba)) dates
 * that provision by the exception's own date, or else by the act's date in the article's lead-in
 * ("It shall apply from 2 August 2026."), quoted before the sentence.
 */
function excepted(
  dated: { entry: Analysed; sentence: string; date: string },
  input: { strong: Analysed[]; leadIns: Record<string, string> },
): { entry: Analysed; sentence: string; date: string } | undefined {
  const at = dated.sentence.search(/\b(with the exception of|mit Ausnahme)\b/iu);
  if (at < 0) return undefined;
  const clause = dated.sentence.slice(at);
  // Only a provision the question is about (ADR 158): one the search ranked above the dated sentence, or one that holds
  // more of the question (Art. 5(1)(ba) for nudification apps), not one matching less well for a question on all the
  // bans ("When did the bans start to apply?" — 2 February 2025, whatever Art. 5(1a) says).
  const rank = input.strong.indexOf(dated.entry);
  const concerned = input.strong.some((entry, index) => {
    if (entry === dated.entry || entry.passage.celex !== dated.entry.passage.celex) return false;
    if (index > rank && entry.inText.length <= dated.entry.inText.length) return false;
    return exceptedIn(clause, entry.passage.pinpoint);
  });
  if (!concerned) return undefined;
  const [own] = statutoryDates(clause);
  if (own) return { ...dated, date: own };
  const leadIn = input.leadIns[dated.entry.passage.id];
  const general = leadIn
    ? splitSentences(leadIn).find(
        (candidate) =>
          statutoryDates(candidate).length > 0 && /\b(apply|applies|gilt|gelten|anzuwenden)\b/iu.test(candidate),
      )
    : undefined;
  const date = general ? statutoryDates(general)[0] : undefined;
  return general && date ? { ...dated, sentence: `${general} … ${dated.sentence}`, date } : undefined;
}

/**
 * The exception clause names the provision: its article without a paragraph ("with the exception of Article 101"),
 * or its paragraph and point ("Article 5(1), first subparagraph, points (ba) and (bb), and Article 5(1a) and (1b)"):
 * Art. 5(8) is not excepted by naming Art. 5(1) (ADR 158).
 */
export function exceptedIn(clause: string, pinpoint: string): boolean {
  const article = /^art_(\d+[a-z]*)/.exec(pinpoint)?.[1];
  if (!article) return false;
  const paragraph = /\.par_(\d+[a-z]*)/.exec(pinpoint)?.[1];
  const point = /\.pt_([a-z]+)$/.exec(pinpoint)?.[1];
  const mention = new RegExp(String.raw`\b(?:Article|Artikel|Art\.)\s+${article}(?![0-9a-z])`, "giu");
  for (const found of clause.matchAll(mention)) {
    const after = clause.slice(found.index + found[0].length);
    if (!after.startsWith("(")) return true;
    const next = after.search(/\b(?:Article|Artikel|Art\.)\s+\d/u);
    const scope = next < 0 ? after : after.slice(0, next);
    const paragraphNamed = paragraph === undefined || scope.includes(`(${paragraph})`);
    const pointNamed = point === undefined || !/\bpoints?\b/iu.test(scope) || scope.includes(`(${point})`);
    if (paragraphNamed && pointNamed) return true;
  }
  return false;
}

/**
 * A sentence that dates several things by the annex each concerns (Art. 113(c) AI Act: "(i) 2 December
 * 2027 as regards … Annex III; and (ii) 2 August 2028 as regards … Annex I;") dates the question by the
 * annex it names („KI in Produkten nach Anhang I“: 2 August 2028), not by the sentence's first date.
 */
export function annexDate<T extends { sentence: string; date: string }>(dated: T, question: string): T {
  const annex = /\b(?:Annex|Anhang|Anh\.)\s+([IVX]+)\b/u.exec(question)?.[1];
  if (!annex) return dated;
  const clauses = dated.sentence.split(/;\s*(?:and|und|or|oder)?\s*(?=\((?:[ivx]+|[a-z])\)\s)/u);
  if (clauses.length < 2) return dated;
  const naming = clauses.filter((clause) => new RegExp(String.raw`\bAnnex\s+${annex}(?![IVX])`, "u").test(clause));
  const [date] = naming.length === 1 ? statutoryDates(naming[0]!) : [];
  return date ? { ...dated, date } : dated;
}

/** A definition of an act's article on definitions (Art. 3 AI Act, Art. 2 DSM Directive, Art. 4 PLD): "art_3.pt_63". */
function isDefinition(pinpoint: string): boolean {
  return /^art_\d+\.pt_\d+[a-z]?$/.test(pinpoint);
}

/** The first provision on time (entry into force, application, transition) that names a date, and its sentence with the date. */
function datedSentence(analysed: Analysed[]): { entry: Analysed; sentence: string; date: string } | undefined {
  for (const entry of analysed) {
    const { passage } = entry;
    if (!isApplicationInTime({ kind: "article", heading: passage.heading, contextHeading: passage.articleHeading }))
      continue;
    for (const sentence of splitSentences(passage.text.replace(/\s+/g, " ").trim())) {
      const [date] = statutoryDates(sentence);
      if (date) return { entry, sentence: sentence.replace(/^(\d{1,3}[a-z]?\.|\(\d{1,3}[a-z]?\))\s+/, ""), date };
    }
  }
  return undefined;
}

/**
 * The act a question names by a word that tells the two Product Liability Directives apart: "new",
 * „neue“ or 2024/2853 for Directive (EU) 2024/2853; "old", „alte“, 85/374 for the 1985 Directive.
 */
function preferredAct(question: string): string | undefined {
  if (/\b(2024\/2853|(new|neuen?|neuer|neues)\s+(eu\s+)?(product liability|produkthaftung))/iu.test(question))
    return "32024L2853";
  // "the new Directive" in a question on product liability („im ProdHaftG … als die neue Richtlinie“, ADR 158).
  if (
    /\b(new|neuen?|neuer|neues)\s+(eu[- ])?(directive|richtlinie)\b/iu.test(question) &&
    /\b(prodhaftg|product|produkt\p{L}*|liab\p{L}*|haft\p{L}*)/iu.test(question)
  )
    return "32024L2853";
  if (/\b(85\/374|374\/85|(old|alten?|alter|alte)\s+(eu\s+)?(product liability|produkthaftung))/iu.test(question))
    return "31985L0374";
  return undefined;
}

type Analysed = {
  passage: Match;
  terms: QuestionTerm[];
  inText: QuestionTerm[];
  inHeading: QuestionTerm[];
  shown: Map<QuestionTerm, string>;
};

function analyse(passage: Match, question: string, language: NoteLanguage): Analysed {
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
  const found = new Set(
    analysed.flatMap((entry) => [...entry.inText, ...entry.inHeading].map((term) => term.word.toLowerCase())),
  );
  const words = analysed[0]!.terms.map((term) => term.word).filter((word) => !found.has(word.toLowerCase()));
  return [...new Set(words)];
}

/** Acts in the order of their best-ranked provision; provisions in the order of relevance. */
function groupByAct(analysed: Analysed[]): Map<string, Analysed[]> {
  const groups = new Map<string, Analysed[]>();
  for (const entry of analysed) groups.set(entry.passage.act, [...(groups.get(entry.passage.act) ?? []), entry]);
  return groups;
}

function provisionBlock(
  entry: Analysed,
  weights: Map<QuestionTerm, number>,
  language: NoteLanguage,
  citations: Citations,
): string[] {
  const { passage } = entry;
  const n = citations.cite(passage);
  const textLanguage = textLanguageOf(passage.id);
  const heading = passage.heading ?? passage.articleHeading;
  const title = `${provisionLabel(passage, language)}${heading ? ` — ${heading}` : ""}`;
  const why =
    entry.inText.length > 0
      ? noteText(language, "note.why", {
          words: quotedList(
            entry.inText.map((term) => ({ word: term.word, via: entry.shown.get(term) })),
            language,
          ),
        })
      : entry.inHeading.length > 0
        ? noteText(language, "note.whyHeading", {
            heading: heading ?? "",
            words: quotedList(
              entry.inHeading.map((term) => ({ word: term.word, via: entry.shown.get(term) })),
              language,
            ),
          })
        : noteText(language, "note.whyNone");
  const natures = provisionNature(passage.text, heading, textLanguage);
  const nature =
    natures.length > 0
      ? ` ${noteText(language, "note.kind", { kinds: natures.map((kind) => noteText(language, `note.kind.${kind}`)).join(", ") })}`
      : "";
  const quotes = pickKeySentences(passage.text, entry.terms, weights, textLanguage);
  return [
    `**${escapeMarkdown(title)}** [${n}]`,
    "",
    `${escapeMarkdown(why)}${escapeMarkdown(nature)}`,
    "",
    ...quotes.flatMap((quote, index) => [
      ...(index > 0 ? [">"] : []),
      `> ${openQuote(language)}${escapeMarkdown(quote)}${closeQuote(language)} [${n}]`,
    ]),
  ];
}

function definitionLine(definition: Match, passages: Match[], language: NoteLanguage, citations: Citations): string {
  // The term the text defines: Art. 4(5) of Directive 2024/2853 defines “manufacturer’s control”, whatever its heading says.
  const term = definedTerm(definition.text) ?? definition.heading ?? definition.label;
  const users = passages
    .filter((passage) => passage.id !== definition.id && usesTerm(passage.text, term))
    .map((passage) => provisionLabel(passage, language));
  const usedIn =
    users.length > 0
      ? `, ${noteText(language, "note.definitionUsedIn", { labels: [...new Set(users)].join(", ") })}`
      : "";
  const text = definition.text.replace(/\s+/g, " ").trim();
  const cut = text.length > definitionChars ? `${text.slice(0, text.lastIndexOf(" ", definitionChars))} …` : text;
  return `- **${escapeMarkdown(term)}** (${escapeMarkdown(provisionLabel(definition, language))}${escapeMarkdown(usedIn)}): ${openQuote(language)}${escapeMarkdown(cut)}${closeQuote(language)} [${citations.cite(definition)}]`;
}

function usesTerm(text: string, term: string): boolean {
  return text.toLowerCase().includes(term.toLowerCase());
}

/** The acts (in the genitive: „der KI-Verordnung“) a German note's opening quotes from an English-only text. */
function englishOnlyActs(sources: readonly Match[], language: NoteLanguage): string[] {
  if (language !== "de") return [];
  return [
    ...new Set(
      sources
        .filter((source) => textLanguageOf(source.id) === "EN")
        .map((source) => actParams(source.act, language).actGenitive),
    ),
  ];
}
const openQuote = (language: NoteLanguage) => (language === "de" ? "„" : "“");
const closeQuote = (language: NoteLanguage) => (language === "de" ? "“" : "”");
