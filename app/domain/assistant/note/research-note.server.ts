import { getDb, type Db } from "#app/db/client.server.ts";
import type { SearchSettings } from "#app/domain/corpus/search-settings.ts";
import { getCorpus, type Corpus } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import {
  searchLegalDocuments,
  type Match,
  type RankingSettings,
} from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { Coverage } from "#app/domain/corpus/retrieval/assess-coverage.ts";
import { composeResearchNote, type ResearchNote } from "./compose-research-note.ts";
import { aiActResolver } from "../cards/gather-card-passages.server.ts";
import { answerSignals } from "./answer-signals.server.ts";
import { gatherNoteContext } from "./gather-note-context.server.ts";
import { aiActVerdict } from "./note-verdict.ts";
import { labelOf, noticesOf, noticeText } from "./note-notices.ts";
import type { NoteLanguage } from "./note-wording.ts";
import { referencedPinpoints } from "./referenced-pinpoints.ts";

/**
 * The assistant's answer without a model, from the question alone: the search (as the assistant
 * runs it), the definitions and related provisions the passages rely on, the AI Act engine's
 * verdict when the question describes an AI practice or system and names no provision (resolved
 * to the installed AI Act in force on `now`, as the regulation cards do), and the note composed
 * from them. `sources` are the note's citations, numbered as the note first cites them.
 */
export async function researchNoteFor(
  input: { question: string; language: NoteLanguage; topK?: number; now?: Date },
  { search, db = getDb(), ranking }: { search: SearchSettings; db?: Db; ranking?: Partial<RankingSettings> },
): Promise<ResearchNote & { coverage: Coverage }> {
  const { question, language } = input;
  const asOf = (input.now ?? new Date()).toISOString().slice(0, 10);
  const found = await searchLegalDocuments(
    {
      query: question.slice(0, 2000),
      topK: input.topK ?? 8,
      metadataFilter: { language: language === "de" ? "DE" : "EN" },
    },
    { search, db, ranking, ...(input.now ? { today: () => input.now! } : {}) },
  );
  const notCovered = found.coverage === "not-covered";
  const context = notCovered
    ? { definitions: [], related: [] }
    : await gatherNoteContext({ passages: found.matches, question }, { search, db });
  const corpus = await getCorpus(search, db);
  const namesProvision = referencedPinpoints(question).length > 0;
  const verdict =
    notCovered || namesProvision
      ? undefined
      : aiActVerdict({ question, language, asOf, resolve: aiActResolver(corpus, language, asOf) });
  const notices = noticesOf(found, language) ?? missingNamedProvisions(question, found.matches, corpus, language);
  const evidence = answerSignals(corpus, question, language, found.matches);
  const note = composeResearchNote({
    question,
    language,
    passages: found.matches,
    ...context,
    coverage: found.coverage,
    verdict,
    notices,
    evidence,
  });
  return { ...note, coverage: found.coverage };
}

/**
 * Until the search reports them: a provision the question names ("Article 140 AI Act") that none
 * of the acts the search answered from contains, in any installed version.
 */
function missingNamedProvisions(question: string, matches: Match[], corpus: Corpus, language: NoteLanguage): string[] {
  const first = matches[0];
  if (!first) return [];
  const celexes = [...new Set(matches.map((match) => match.celex))];
  const acts = corpus.acts.filter((act) => celexes.includes(act.celex));
  const exists = (pinpoint: string) => acts.some((act) => corpus.byPinpoint.has(`${act.id}:${pinpoint}`));
  return referencedPinpoints(question)
    .filter((pinpoint) => !exists(pinpoint))
    .map((pinpoint) => noticeText(labelOf(pinpoint), first.act, language));
}
