import type { Corpus, StoredProvision } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import { coverageEvidence } from "#app/domain/corpus/retrieval/search-coverage.server.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { AnswerSignals } from "./answer-decision.ts";
import type { NoteLanguage } from "./note-wording.ts";
import { questionTerms, textLanguageOf } from "./question-terms.ts";

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
): Pick<AnswerSignals, "statutoryEvidence" | "foreignWords"> {
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
  const index = first && corpus.indexes.get(textLanguageOf(first.id));
  if (!index) return { statutoryEvidence };
  const known = (stems: readonly string[]) => stems.every((stem) => index.has(stem));
  const foreignWords = questionTerms(question, language, index.language).filter(
    (term) => !known(term.stems) && !term.expansions.some((expansion) => known(expansion.stems)),
  ).length;
  return { statutoryEvidence, foreignWords };
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
