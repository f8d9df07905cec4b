import { definingParagraphTerm } from "./defining-paragraph.ts";
import { asc } from "drizzle-orm";
import { getDatabase, getDb, type Db } from "#app/db/client.server.ts";
import type { SearchSettings } from "../search-settings.ts";
import { acts, provisions } from "#app/db/schema/corpus.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { LexicalIndex, type IndexedProvision } from "./lexical-index.ts";
import { paraphraseFor, paraphrases } from "../vocabulary/paraphrases/index.ts";
import { defaultRanking, indexSettingsOf, type IndexSettings } from "./ranking-settings.ts";
import type { Language } from "../types.ts";

export type InstalledAct = {
  id: number;
  celex: string;
  language: Language;
  title: string;
  shortName: string;
  importedAt: Date;
  /** The consolidated version's CELEX, "" for the act as adopted. */
  version: string;
  versionLabel: string | null;
  validFrom: string | null;
  validTo: string | null;
  note: string | null;
};
export type StoredProvision = {
  id: number;
  actId: number;
  pinpoint: string;
  kind: string;
  label: string;
  heading: string | null;
  text: string;
  parentPinpoint: string | null;
  url: string;
  embedding: number[] | null;
  /** The model that computed `embedding` (null when unknown). */
  embeddingModel: string | null;
  /** Inserted or replaced by an amending act (consolidated versions). */
  amended: boolean;
};

export type Corpus = {
  fingerprint: string;
  acts: InstalledAct[];
  provisions: Map<number, StoredProvision>;
  /** The article or annex a paragraph or point belongs to, by act and pinpoint. */
  byPinpoint: Map<string, StoredProvision>;
  indexes: Map<Language, LexicalIndex>;
};

const cache = singleton("corpus-cache", () => ({
  corpus: undefined as Corpus | undefined,
  loading: undefined as Promise<Corpus> | undefined,
  /** The database the cached corpus was read from. */
  db: undefined as Db | undefined,
  /** Counts this process's change notices: a load that started before one is not kept. */
  generation: 0,
}));
onDataChanged("corpus", () => {
  cache.corpus = undefined;
  cache.generation++;
});

/**
 * Whether every change of the acts is made in this process, and so announced to the cache by
 * `emitDataChanged("corpus")`: PGlite's folder is locked to one process (ADR 125). Another process
 * against the same PostgreSQL is seen only in the database.
 */
function changesOnlyHere(db: Db): boolean {
  try {
    const database = getDatabase();
    return database.kind !== "postgres" && database.db === db;
  } catch {
    return false;
  }
}

async function listActs(db: Db): Promise<InstalledAct[]> {
  const rows = await db.select().from(acts).orderBy(asc(acts.id));
  return rows.map((row) => ({ ...row, language: row.language as Language }));
}

const defaultIndexSettings = indexSettingsOf(defaultRanking);
const defaultIndexKey = JSON.stringify(defaultIndexSettings);

/**
 * The installed provisions with their lexical indexes, rebuilt when the set of installed acts
 * changes (an import in this process, or in another one against the same PostgreSQL), or when the
 * index is asked for with other settings than it was built with (eval:retrieval --ranking).
 */
export async function getCorpus(
  search: Pick<SearchSettings, "paraphrases">,
  db: Db = getDb(),
  indexSettings: IndexSettings = defaultIndexSettings,
  options: { verify?: boolean } = {},
): Promise<Corpus> {
  // The same settings in another object are the same index (searchLegalDocuments passes a copy).
  const indexKey = JSON.stringify(indexSettings);
  // An index without the paraphrases is another index (CORPUS_PARAPHRASES=off, the ranking tests).
  const paraphrasesMark = search.paraphrases ? "" : "|no-paraphrases";
  // On PGlite the cached corpus is current until this process announces a change: a search then
  // reads nothing from the database (one round trip less before an answer's model call).
  // `verify` reads the installed acts all the same (the search index's periodic check).
  if (
    !options.verify &&
    cache.corpus &&
    cache.db === db &&
    indexKey === defaultIndexKey &&
    cache.corpus.fingerprint.endsWith("|no-paraphrases") === !search.paraphrases &&
    !cache.corpus.fingerprint.includes(" ") &&
    changesOnlyHere(db)
  ) {
    return cache.corpus;
  }
  const generation = cache.generation;
  const installed = await listActs(db);
  const fingerprint = `${installed.map((act) => `${act.id}:${act.importedAt.toISOString()}`).join(",")}${indexKey === defaultIndexKey ? "" : ` ${indexKey}`}${paraphrasesMark}`;
  if (cache.corpus?.fingerprint === fingerprint) return cache.corpus;
  cache.loading ??= load(db, installed, fingerprint, indexSettings, search.paraphrases, generation).finally(
    () => (cache.loading = undefined),
  );
  const corpus = await cache.loading;
  return corpus.fingerprint === fingerprint
    ? corpus
    : load(db, installed, fingerprint, indexSettings, search.paraphrases, generation);
}

async function load(
  db: Db,
  installed: InstalledAct[],
  fingerprint: string,
  indexSettings: IndexSettings,
  withParaphrases: boolean,
  generation: number,
): Promise<Corpus> {
  const rows = await db.select().from(provisions).orderBy(asc(provisions.actId), asc(provisions.position));
  const map = new Map<number, StoredProvision>();
  const byPinpoint = new Map<string, StoredProvision>();
  for (const row of rows) {
    const stored: StoredProvision = { ...row, embedding: row.embedding ?? null };
    map.set(row.id, stored);
    byPinpoint.set(`${row.actId}:${row.pinpoint}`, stored);
  }
  const languageOf = new Map(installed.map((act) => [act.id, act.language]));
  const celexOf = new Map(installed.map((act) => [act.id, act.celex]));
  const expansion = withParaphrases ? paraphrases() : new Map<string, { en: string; de: string }>();
  const indexes = new Map<Language, LexicalIndex>();
  for (const language of new Set(installed.map((act) => act.language))) {
    const docs: IndexedProvision[] = [];
    for (const row of map.values()) {
      if (languageOf.get(row.actId) !== language) continue;
      const top = topLevel(row, byPinpoint);
      const paraphrase =
        row.kind === "recital" ? null : paraphraseFor(expansion, celexOf.get(row.actId)!, row.pinpoint, language);
      // A paragraph (or an article without paragraphs) that opens with "'X' means" is indexed as the definition of X (ADR 141).
      const defines = row.kind === "paragraph" ? definingParagraphTerm(row.text) : null;
      docs.push({
        key: row.id,
        actKey: row.actId,
        kind: defines ? "definition" : row.kind,
        heading: defines ?? (row.kind === "paragraph" || row.kind === "point" ? null : row.heading),
        contextHeading: top && top !== row ? top.heading : null,
        text: row.text,
        paraphrase,
      });
    }
    indexes.set(language, new LexicalIndex(language, docs, indexSettings));
  }
  const corpus = { fingerprint, acts: installed, provisions: map, byPinpoint, indexes };
  if (cache.generation === generation) {
    cache.corpus = corpus;
    cache.db = db;
  }
  return corpus;
}

/** The article, annex or recital a provision belongs to. */
export function topLevel(row: StoredProvision, byPinpoint: Map<string, StoredProvision>): StoredProvision | undefined {
  return byPinpoint.get(`${row.actId}:${row.pinpoint.split(".")[0]}`);
}
