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
import { leadInOf, pointParent } from "./lead-in.ts";
import { asksWhenActApplies } from "./compose-research-note.ts";
import { coveringDefinition } from "./covering-definition.server.ts";
import { provisionMatch } from "#app/domain/corpus/retrieval/provision-match.server.ts";

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
  // "Seit wann gilt die KI-Verordnung?": every dated point of the article on application, not only those the search ranked.
  const dated = asksWhenActApplies(question) ? withDatedSiblings(corpus, found.matches) : found.matches;
  // "Is software covered by the new Directive?": the definition that names the thing, when the search did not return it (ADR 158).
  const covering = coveringDefinition(corpus, question, found.matches);
  const passages = covering && !dated.some((match) => match.id === covering.id) ? [...dated, covering] : dated;
  const note = composeResearchNote({
    question,
    language,
    passages,
    ...context,
    coverage: found.coverage,
    verdict,
    notices,
    evidence,
    covering,
    leadIns: leadInsOf(corpus, [...passages, ...(verdict ? verdict.statements.flatMap((s) => s.sources) : [])]),
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

/**
 * For each point among the passages, the words of its paragraph or article that introduce it (by
 * passage id), from the installed version whose text the passage quotes, or that act's other versions.
 */
function leadInsOf(corpus: Corpus, matches: Match[]): Record<string, string> {
  const leadIns: Record<string, string> = {};
  for (const match of matches) {
    const parent = pointParent(match.pinpoint);
    if (!parent || leadIns[match.id] !== undefined) continue;
    const language = match.id.split(":")[1];
    const versions = corpus.acts.filter((act) => act.celex === match.celex && act.language === language);
    const own = versions.find((act) => corpus.byPinpoint.get(`${act.id}:${match.pinpoint}`)?.text === match.text);
    for (const act of own ? [own, ...versions.filter((other) => other !== own)] : versions) {
      const text = corpus.byPinpoint.get(`${act.id}:${parent}`)?.text;
      const leadIn = text === undefined ? undefined : leadInOf(text);
      if (leadIn) {
        leadIns[match.id] = leadIn;
        break;
      }
    }
  }
  return leadIns;
}

/**
 * The points of the article on entry into force and application (Art. 113 AI Act) that the search
 * did not return, after the matches, when one of its points is among them: a question from when the
 * act applies is answered with the act's date and all its parts' dates (ADR 147).
 */
export function withDatedSiblings(corpus: Corpus, matches: Match[]): Match[] {
  const point = matches.find(
    (match) =>
      pointParent(match.pinpoint) !== undefined && /application|anwendung|geltung/iu.test(match.articleHeading ?? ""),
  );
  if (!point) return matches;
  const parent = pointParent(point.pinpoint)!;
  const language = point.id.split(":")[1];
  const act = corpus.acts.find(
    (candidate) =>
      candidate.celex === point.celex &&
      candidate.language === language &&
      corpus.byPinpoint.get(`${candidate.id}:${point.pinpoint}`)?.text === point.text,
  );
  if (!act) return matches;
  const siblings: Match[] = [];
  for (const letter of "abcdefgh") {
    const pinpoint = `${parent}.pt_${letter}`;
    const row = corpus.byPinpoint.get(`${act.id}:${pinpoint}`);
    if (!row) break;
    if (!matches.some((match) => match.celex === point.celex && match.pinpoint === pinpoint))
      siblings.push(provisionMatch(corpus, row, { act, score: 0 }));
  }
  return [...matches, ...siblings];
}
