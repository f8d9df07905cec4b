import { getDb, type Db } from "#app/db/client.server.ts";
import type { SearchSettings } from "#app/domain/corpus/search-settings.ts";
import { provisionMatch } from "#app/domain/corpus/retrieval/provision-match.server.ts";
import {
  getCorpus,
  topLevel,
  type Corpus,
  type StoredProvision,
} from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { analyze } from "#app/domain/corpus/vocabulary/text-analysis.ts";
import type { Language } from "#app/domain/corpus/types.ts";
import { stemSet } from "./question-terms.ts";
import { referencedPinpoints } from "./referenced-pinpoints.ts";

/** At most this many definitions and related provisions go into a note. */
const maxDefinitions = 6;
const maxRelated = 6;

/**
 * What a research note needs beyond the retrieved passages, from the same act version:
 * - `definitions`: the act's definitions (provisions of kind `definition`) whose defined term the
 *   passages use, the question's own terms and the more specific terms first ("emotion
 *   recognition system" before "AI system"; a term counts only where no longer defined term covers it);
 * - `related`: the provisions the passages refer to ("referred to in Article 6(2)", "Annex III",
 *   "Articles 53 and 55"), in the order they are referred to (references to other acts, "Article 6
 *   of Regulation (EU) 2016/679", are not followed); then the provisions that refer to the
 *   passages' articles (the penalties for the practices of Article 5).
 * Neither contains a passage itself or a provision that encloses or is enclosed by one.
 */
export async function gatherNoteContext(
  { passages, question = "" }: { passages: Match[]; question?: string },
  { search, db = getDb() }: { search: SearchSettings; db?: Db },
): Promise<{ definitions: Match[]; related: Match[] }> {
  if (passages.length === 0) return { definitions: [], related: [] };
  const corpus = await getCorpus(search, db);
  const sources = passages
    .map((passage) => ({ passage, act: actOf(corpus, passage.id) }))
    .filter((entry) => entry.act !== undefined);
  const overlaps = (actId: number, pinpoint: string) =>
    sources.some(
      ({ passage, act }) =>
        act!.id === actId &&
        (passage.pinpoint === pinpoint ||
          passage.pinpoint.startsWith(`${pinpoint}.`) ||
          pinpoint.startsWith(`${passage.pinpoint}.`)),
    );

  const definitions: StoredProvision[] = [];
  for (const actId of new Set(sources.map((entry) => entry.act!.id))) {
    const texts = sources.filter((entry) => entry.act!.id === actId).map((entry) => entry.passage.text);
    const language = corpus.acts.find((act) => act.id === actId)!.language;
    definitions.push(
      ...usedDefinitions(corpus, actId, texts, question, language).filter((row) => !overlaps(actId, row.pinpoint)),
    );
  }

  const related: StoredProvision[] = [];
  for (const { passage, act } of sources) {
    const text = [passage.text, passage.heading, passage.articleHeading].filter(Boolean).join("\n");
    for (const pinpoint of referencedPinpoints(text)) {
      const row = resolve(corpus, act!.id, pinpoint);
      if (!row || overlaps(act!.id, row.pinpoint) || related.includes(row)) continue;
      related.push(row);
    }
  }
  // Then the provisions that refer to the passages' articles ("the prohibition of the AI practices
  // referred to in Article 5" in the penalties): where the act says what follows from them.
  // Not for a definition: half the act refers to the definitions article. One provision per
  // referring article; penalties first, for they are what a lawyer asks next.
  const referring: StoredProvision[] = [];
  for (const { passage, act } of sources) {
    if (corpus.byPinpoint.get(`${act!.id}:${passage.pinpoint}`)?.kind === "definition") continue;
    for (const row of referrersOf(corpus).get(`${act!.id}:${passage.pinpoint.split(".")[0]}`) ?? []) {
      const article = `${row.actId}:${row.pinpoint.split(".")[0]}`;
      if (
        overlaps(act!.id, row.pinpoint) ||
        related.includes(row) ||
        referring.some((other) => `${other.actId}:${other.pinpoint.split(".")[0]}` === article)
      )
        continue;
      referring.push(row);
    }
  }
  const isPenalty = (row: StoredProvision) =>
    /penalt|fines|sanktion|geldbu/i.test(topLevel(row, corpus.byPinpoint)?.heading ?? "");
  related.push(...referring.filter(isPenalty), ...referring.filter((row) => !isPenalty(row)));
  return {
    definitions: definitions.slice(0, maxDefinitions).map((row) => toMatch(corpus, row)),
    related: related.slice(0, maxRelated).map((row) => toMatch(corpus, row)),
  };
}

const referrersCache = new WeakMap<Corpus, Map<string, StoredProvision[]>>();

/**
 * For each article or annex ("<actId>:art_5"), the provisions of the same act that refer to it, the
 * finest ones (a paragraph rather than its article), in the act's order; recitals and definitions
 * left out. Built once per corpus version.
 */
function referrersOf(corpus: Corpus): Map<string, StoredProvision[]> {
  const cached = referrersCache.get(corpus);
  if (cached) return cached;
  const index = new Map<string, StoredProvision[]>();
  for (const row of corpus.provisions.values()) {
    if (row.kind === "recital" || row.kind === "definition") continue;
    const own = row.pinpoint.split(".")[0];
    for (const target of new Set(referencedPinpoints(row.text).map((pinpoint) => pinpoint.split(".")[0]!))) {
      if (target === own) continue;
      const key = `${row.actId}:${target}`;
      index.set(key, [...(index.get(key) ?? []), row]);
    }
  }
  for (const [key, rows] of index) {
    index.set(
      key,
      rows.filter((row) => !rows.some((other) => other !== row && other.pinpoint.startsWith(`${row.pinpoint}.`))),
    );
  }
  referrersCache.set(corpus, index);
  return index;
}

function actOf(corpus: Corpus, id: string) {
  const [celex, language] = id.split(":");
  return corpus.acts.find((act) => act.celex === celex && act.language === language);
}

function usedDefinitions(
  corpus: Corpus,
  actId: number,
  texts: string[],
  question: string,
  language: Language,
): StoredProvision[] {
  const candidates = [...corpus.provisions.values()]
    .filter((row) => row.actId === actId && row.kind === "definition" && row.heading)
    .sort((a, b) => b.heading!.length - a.heading!.length);
  let remaining = texts;
  const used: { row: StoredProvision; asked: boolean; firstUse: number; everywhere: boolean }[] = [];
  for (const row of candidates) {
    const pattern = termPattern(row.heading!, language);
    // "‘subject’, for the purpose of real-world testing, means …": only where the text speaks of that context.
    const context = definitionContext(row.text, language);
    const users = remaining.map(
      (text) => pattern.test(text) && (!context || context.every((stem) => stemSet(text, language).has(stem))),
    );
    if (!users.includes(true)) continue;
    // A longer defined term that contains this one ("biometric data" in "biometric data processing system") is taken out first.
    remaining = remaining.map((text) => text.replace(new RegExp(pattern.source, "giu"), " "));
    used.push({
      row,
      asked: pattern.test(question),
      firstUse: users.indexOf(true),
      everywhere: users.every(Boolean) && texts.length > 1,
    });
  }
  // The question's own terms first, terms every passage uses ("AI system") last, else by the rank of the first passage using it.
  return used
    .sort(
      (a, b) =>
        Number(b.asked) - Number(a.asked) || Number(a.everywhere) - Number(b.everywhere) || a.firstUse - b.firstUse,
    )
    .map((entry) => entry.row);
}

/** The stems of a definition's limiting context ("for the purpose of real-world testing"), if it has one. */
function definitionContext(text: string, language: Language): string[] | undefined {
  const context =
    /^\W{0,3}[‘'"“„][^’'"”“]{1,120}[’'"”“],?\s+(?:for the purposes? of|im Sinne|für die Zwecke)\s+([^,]{3,80}),/u.exec(
      text,
    )?.[1];
  return context ? analyze(context, language) : undefined;
}

/** The defined term as a whole word, with the plural and case endings of the act's language. */
function termPattern(term: string, language: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const endings = language === "DE" ? "(?:e|en|n|s|es|er|em)?" : "(?:s|es)?";
  // "risk" is not used by "high-risk": a hyphen joins words into another term.
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}${endings}(?![\\p{L}\\p{N}]|-\\p{L})`, "iu");
}

/** The referred provision, or the article when the act has no such paragraph. */
function resolve(corpus: Corpus, actId: number, pinpoint: string): StoredProvision | undefined {
  return corpus.byPinpoint.get(`${actId}:${pinpoint}`) ?? corpus.byPinpoint.get(`${actId}:${pinpoint.split(".")[0]}`);
}

/** The Match shape of searchLegalDocuments (score 0: these were not ranked). */
const toMatch = (corpus: Corpus, row: StoredProvision): Match => provisionMatch(corpus, row);
