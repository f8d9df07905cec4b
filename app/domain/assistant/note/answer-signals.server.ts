import type { Corpus, StoredProvision } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import { coverageEvidence } from "#app/domain/corpus/retrieval/search-coverage.server.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { AnswerSignals } from "./answer-decision.ts";
import type { NoteLanguage } from "./note-wording.ts";
import { questionTerms, textLanguageOf } from "./question-terms.ts";
import { definedTerm } from "./defined-term.ts";
import { answersKind } from "./question-kind.ts";
import { tokenizeWords } from "#app/domain/corpus/vocabulary/text-analysis.ts";

/**
 * The search's evidence that the acts answer a question, for the note's opening (answer-decision.ts):
 * the statutory evidence of its first matches (the share of the question the search's coverage
 * measures, search-coverage.server.ts) and how many of its key words no installed provision
 * contains in any form, neither the word nor a statutory word it stands for ("payroll", „GmbH“).
 */
export function answerSignals(
  corpus: Corpus,
  question: string,
  language: NoteLanguage,
  matches: readonly Match[],
): Pick<AnswerSignals, "statutoryEvidence" | "foreignWords" | "definedTerm"> {
  const rows = matches.map((match) => rowOf(corpus, match)).filter((row): row is StoredProvision => row !== undefined);
  const statutoryEvidence =
    rows.length > 0
      ? coverageEvidence(
          corpus,
          question,
          rows.map((row) => ({ row })),
        )
      : undefined;
  const first = matches[0];
  const namesDefinedTerm = usesDefinedTerm(corpus, question);
  const index = first && corpus.indexes.get(textLanguageOf(first.id));
  if (!index) return { statutoryEvidence, definedTerm: namesDefinedTerm };
  const known = (stems: readonly string[]) => stems.every((stem) => index.has(stem));
  const foreignWords = questionTerms(question, language, index.language).filter(
    (term) => !known(term.stems) && !term.expansions.some((expansion) => known(expansion.stems)),
  ).length;
  return { statutoryEvidence, foreignWords, definedTerm: namesDefinedTerm };
}

const definedTermsCache = new WeakMap<Corpus, string[][]>();

/**
 * The question uses, word for word, a term one of the installed acts defines ("manufacturer",
 * "general-purpose AI model", „Hersteller“, „Einrichtung des Kulturerbes“), in any installed language:
 * it asks in the acts' own words about what they regulate.
 */
export function usesDefinedTerm(corpus: Corpus, question: string): boolean {
  let terms = definedTermsCache.get(corpus);
  if (!terms) {
    const found = new Map<string, string[]>();
    for (const row of corpus.provisions.values()) {
      // A definition: a provision of an article or annex that opens with the term it defines („»Hersteller" ist …“, 85/374/EWG Art. 3(1)).
      if (row.pinpoint.startsWith("rct_") || !answersKind("definition", row.text)) continue;
      const term = definedTerm(row.text);
      const words = term ? tokenizeWords(term) : [];
      if (words.length > 0 && words.length <= 6) found.set(words.join(" "), words);
    }
    terms = [...found.values()];
    definedTermsCache.set(corpus, terms);
  }
  const words = tokenizeWords(question);
  const same = (word: string, part: string) => word === part || word === `${part}s` || word === `${part}es`;
  return terms.some((term) =>
    words.some((_, start) => term.every((part, offset) => same(words[start + offset] ?? "", part))),
  );
}

/** The stored provision a match quotes: its act by CELEX, language and version, then its pinpoint. */
function rowOf(corpus: Corpus, match: Match): StoredProvision | undefined {
  const language = textLanguageOf(match.id);
  const candidates = corpus.acts.filter((act) => act.celex === match.celex && act.language === language);
  const act =
    candidates.find((candidate) =>
      match.versionCelex ? candidate.version === match.versionCelex : !candidate.versionLabel,
    ) ?? candidates[0];
  return act && corpus.byPinpoint.get(`${act.id}:${match.pinpoint}`);
}
