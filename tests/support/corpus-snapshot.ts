import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import { blindSet, oldQuestions } from "#app/domain/corpus/eval/question-sets.ts";
import { importActFiles } from "#app/domain/corpus/import/import-act-file.server.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { resetEnvForTests, getEnv } from "#app/env.server.ts";
import { aiActCheckToExportDocument } from "#app/domain/export/ai-act-check-to-export-document.ts";
import { answerToExportDocument } from "#app/domain/export/answer-to-export-document.ts";
import { chatToExportDocument } from "#app/domain/export/chat-to-export-document.ts";
import type { ExportDocument } from "#app/domain/export/export-document.ts";
import { projectToExportDocument } from "#app/domain/export/project-to-export-document.ts";
import { renderDocx } from "#app/domain/export/render-docx.ts";
import { renderMarkdown } from "#app/domain/export/render-markdown.ts";
import { buildFeedCalendar, type FeedCalendarOptions } from "#app/domain/feeds/build-feed-calendar.ts";
import { jurisdictionLabels } from "#app/domain/feeds/feed-titles.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { answer1, answer2, failed, question1, question2, streaming } from "#tests/fixtures/export/chat-messages.ts";
import { goldenDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { readDocx } from "#tests/support/read-docx.ts";
import { unzipSync } from "fflate";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

/**
 * The behaviour a refactoring must not change, recorded in tests/fixtures/corpus/snapshot/ by
 * `npm run corpus:snapshot` and compared by corpus-snapshot.test.ts:
 * - for every question of every evaluation set, the ids of the first ten provisions and the
 *   coverage searchLegalDocuments returns over the acts in data/starter/eu-acts, once with the
 *   paraphrases on (production) and once off (as Vitest runs);
 * - the sha256 of a fixed set of feeds and exports built from the test fixtures, every clock pinned
 *   (a Word file: see docxFingerprint).
 * Each entry is one line of JSON, so that a difference reads as a line.
 */
export const snapshotDir = path.resolve(import.meta.dirname, "../fixtures/corpus/snapshot");
export const snapshotFiles = {
  paraphrasesOn: "searches.paraphrases-on.json",
  paraphrasesOff: "searches.paraphrases-off.json",
  outputs: "outputs.json",
} as const;
export type Snapshot = Record<keyof typeof snapshotFiles, Record<string, unknown>>;

const actsDir = path.resolve(import.meta.dirname, "../../data/starter/eu-acts");
/** The day the questions are asked, as eval:retrieval asks them. */
const asOf = "2026-11-25";
/** The clock of every export (the date they print, the Word file's metadata and zip entries). */
const exportClock = new Date("2026-11-25T10:00:00Z");

type SnapshotQuestion = { key: string; question: string; language: "EN" | "DE"; filterLanguage: boolean };

/** Every question of every evaluation set; the blind sets are asked in their language, as eval:retrieval asks them. */
function questions(): SnapshotQuestion[] {
  return [
    ...oldQuestions().map((entry) => ({
      key: `old:${entry.id}`,
      question: entry.question,
      language: entry.language,
      filterLanguage: false,
    })),
    ...blindSet("blind").map((entry) => ({
      key: `blind:${entry.id}`,
      question: entry.question,
      language: entry.language,
      filterLanguage: true,
    })),
    ...blindSet("fresh").map((entry) => ({
      key: `fresh:${entry.id}`,
      question: entry.question,
      language: entry.language,
      filterLanguage: true,
    })),
    ...blindSet("third").map((entry) => ({
      key: `third:${entry.id}`,
      question: entry.question,
      language: entry.language,
      filterLanguage: true,
    })),
  ];
}

/** Installs the starter acts into the current database (getDb()). */
export async function installStarterActs(): Promise<void> {
  const files = fs
    .readdirSync(actsDir)
    .sort()
    .map((file) => path.join(actsDir, file));
  for (const outcome of await importActFiles(files, { embeddings: searchSettingsOf(getEnv()).embeddings })) {
    if (!outcome.result) throw new Error(`${outcome.file} did not import: ${outcome.error}`);
  }
}

async function searches(paraphrases: "on" | "off"): Promise<Record<string, unknown>> {
  const previous = process.env.CORPUS_PARAPHRASES;
  process.env.CORPUS_PARAPHRASES = paraphrases;
  resetEnvForTests();
  emitDataChanged("corpus");
  try {
    const result: Record<string, unknown> = {};
    for (const entry of questions()) {
      if (entry.key in result) throw new Error(`Two questions are ${entry.key}`);
      const { matches, coverage } = await searchLegalDocuments(
        {
          query: entry.question,
          topK: 10,
          asOf,
          ...(entry.filterLanguage ? { metadataFilter: { language: entry.language } } : {}),
        },
        { search: searchSettingsOf(getEnv()), mode: "lexical" },
      );
      result[entry.key] = { coverage, top: matches.map((match) => match.id) };
    }
    return result;
  } finally {
    if (previous === undefined) delete process.env.CORPUS_PARAPHRASES;
    else process.env.CORPUS_PARAPHRASES = previous;
    resetEnvForTests();
    emitDataChanged("corpus");
  }
}

/** Runs `fn` with `new Date()` and `Date.now()` answering `at` (libraries such as docx and its zip writer read the clock). */
async function withClock<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  const RealDate = globalThis.Date;
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(at.getTime());
      else super(...(args as [number]));
    }
    static override now() {
      return at.getTime();
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  try {
    return await fn();
  } finally {
    globalThis.Date = RealDate;
  }
}

const sha256 = (bytes: string | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The parts of a Word file that carry the relationship ids `docx` draws at random for each hyperlink. */
const partsWithRandomIds = new Set(["word/document.xml", "word/footnotes.xml"]);

/**
 * A Word file's bytes differ on every build: `docx` names each hyperlink's relationship with a
 * random id. Its fingerprint is the sha256 of every other part's bytes (styles, numbering,
 * settings, footers, the metadata with its pinned dates) and of what Word shows in the parts with
 * random ids (paragraphs, styles, footnotes and their links, read by readDocx).
 */
function docxFingerprint(buffer: Uint8Array): string {
  const parts = Object.entries(unzipSync(buffer))
    .filter(([name]) => !name.endsWith(".rels") && !partsWithRandomIds.has(name))
    .map(([name, bytes]) => [name, sha256(bytes)] as const)
    .sort(([left], [right]) => left.localeCompare(right));
  return sha256(JSON.stringify({ parts, shown: readDocx(buffer) }));
}

/** The feeds and exports, by name: the sha256 of their bytes. */
async function outputs(): Promise<Record<string, unknown>> {
  const feed: FeedCalendarOptions = {
    name: "Bundesarbeitsgericht (BAG) – Legal Calendar",
    description: "Neue Entscheidungen: Bundesarbeitsgericht (BAG). Von Legal Calendar; kostenlos",
    feedUrl: "https://legal-calendar.example/feeds/bund/bag.ics",
    publicUrl: "https://legal-calendar.example",
    branchLabels: jurisdictionLabels(),
  };
  const now = exportClock;
  const cvScreening = classifyAiAct(
    AiActProfileSchema.parse({
      profileVersion: 1,
      roles: ["provider", "deployer"],
      establishedInEu: true,
      placedOnEuMarket: true,
      annexIII: { area: "employment" },
    }),
    { asOf: "2027-01-01" },
  );
  const documents: Record<string, ExportDocument> = {
    "answer.en": answerToExportDocument(answer1, { language: "en", now, question: question1.content }),
    "chat.de": chatToExportDocument(
      { title: "Emotionserkennung", createdAt: "2026-11-25T09:00:00.000Z" },
      [question1, answer1, question2, answer2, failed, streaming],
      { language: "de", now },
    ),
    "project.en": projectToExportDocument(
      {
        project: { title: "Call-centre AI", description: "Emotion recognition and hiring tools." },
        chats: [
          { chat: { title: "Emotions" }, messages: [question1, answer1] },
          { chat: { title: "Hiring" }, messages: [question2, answer2] },
        ],
      },
      { language: "en", now },
    ),
    "ai-act-check.en": aiActCheckToExportDocument(cvScreening, {
      language: "en",
      now,
      resultUrl: "https://legal.example/ai-act-check?role=provider&step=result",
    }),
    "ai-act-check.de": aiActCheckToExportDocument(cvScreening, {
      language: "de",
      now,
      resultUrl: "https://legal.example/ai-act-check?role=provider&step=result",
    }),
  };
  const result: Record<string, unknown> = {
    "feed:bund-bag.ics": sha256(buildFeedCalendar(goldenDecisions, feed)),
    "feed:bremen-labour.empty.ics": sha256(
      buildFeedCalendar([], {
        ...feed,
        name: "Arbeitsgerichte Bremen – Legal Calendar",
        feedUrl: "https://legal-calendar.example/feeds/bremen/labour.ics",
      }),
    ),
  };
  for (const [name, document] of Object.entries(documents)) {
    result[`export:${name}.md`] = sha256(renderMarkdown(document));
    result[`export:${name}.docx`] = docxFingerprint(await withClock(exportClock, () => renderDocx(document)));
  }
  return result;
}

/** Computes the snapshot over the current database (the starter acts must be installed: installStarterActs). */
export async function computeSnapshot(): Promise<Snapshot> {
  return { paraphrasesOn: await searches("on"), paraphrasesOff: await searches("off"), outputs: await outputs() };
}

/** One entry per line: a difference in review or in a failing test reads as the lines that differ. */
export function formatSnapshotFile(entries: Record<string, unknown>): string {
  const lines = Object.entries(entries).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n${lines.join(",\n")}\n}\n`;
}

export function readSnapshot(): Snapshot {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(snapshotDir, file), "utf8")) as Record<string, unknown>;
  return {
    paraphrasesOn: read(snapshotFiles.paraphrasesOn),
    paraphrasesOff: read(snapshotFiles.paraphrasesOff),
    outputs: read(snapshotFiles.outputs),
  };
}

export function writeSnapshot(snapshot: Snapshot): void {
  fs.mkdirSync(snapshotDir, { recursive: true });
  for (const [part, file] of Object.entries(snapshotFiles))
    fs.writeFileSync(path.join(snapshotDir, file), formatSnapshotFile(snapshot[part as keyof Snapshot]));
}

type SearchEntry = { coverage: string; top: string[] };
const isSearchEntry = (value: unknown): value is SearchEntry =>
  typeof value === "object" && value !== null && "top" in value && Array.isArray(value.top) && "coverage" in value;

/** "rank 4: art_11 → art_12 (recorded … ; now …)" for a search, both values otherwise. */
function describeDifference(before: unknown, after: unknown): string {
  if (!isSearchEntry(before) || !isSearchEntry(after))
    return `recorded ${JSON.stringify(before) ?? "(none)"}, now ${JSON.stringify(after) ?? "(none)"}`;
  const notes: string[] = [];
  if (before.coverage !== after.coverage) notes.push(`coverage ${before.coverage} → ${after.coverage}`);
  const rank = before.top.findIndex((id, index) => after.top[index] !== id);
  const first = rank >= 0 ? rank : before.top.length < after.top.length ? before.top.length : -1;
  if (first >= 0)
    notes.push(
      `from rank ${first + 1}: recorded ${before.top.slice(first).join(", ") || "(nothing)"}; now ${after.top.slice(first).join(", ") || "(nothing)"}`,
    );
  return notes.join("; ");
}

/** The first `limit` differences between a recorded and a recomputed snapshot, one readable line each. */
export function snapshotDifferences(
  recorded: Snapshot,
  computed: Snapshot,
  limit = 20,
): { count: number; lines: string[] } {
  const lines: string[] = [];
  let count = 0;
  for (const part of Object.keys(snapshotFiles) as (keyof Snapshot)[]) {
    const keys = [...new Set([...Object.keys(recorded[part]), ...Object.keys(computed[part])])];
    for (const key of keys) {
      const before = JSON.stringify(recorded[part][key]);
      const after = JSON.stringify(computed[part][key]);
      if (before === after) continue;
      count++;
      if (lines.length < limit)
        lines.push(`${snapshotFiles[part]} ${key}: ${describeDifference(recorded[part][key], computed[part][key])}`);
    }
  }
  return { count, lines };
}
