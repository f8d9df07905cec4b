import { logger } from "#app/utils/logger.server.ts";
import type { SearchSettings } from "../search-settings.ts";
import { onDataChanged } from "#app/utils/events.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { getCorpus } from "./corpus-cache.server.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";

/**
 * Keeps the legal-search index of this process built before anyone searches
 * (docs/decisions/087-search-index-in-the-background.md): at start, after an act changes in this
 * process, and when another process against the same database changed the installed acts (checked
 * every `checkEveryMs`). A search during a build waits for that build (it never starts a second).
 */
const warmUpQuery = "What must providers of high-risk AI systems document?";

export type SearchIndexState = "off" | "building" | "ready" | "failed";

const state = singleton("search-index", () => ({
  state: "off" as SearchIndexState,
  /** The index has been built once in this process (readiness says "indexing" until then). */
  builtOnce: false,
  /** The set of acts the last build saw: a check that finds the same one logs nothing. */
  fingerprint: undefined as string | undefined,
  running: undefined as Promise<void> | undefined,
  again: false,
}));

/** Where the index stands, and which set of installed acts (`Corpus.fingerprint`) it was last built for. */
export function searchIndexStatus(): { state: SearchIndexState; builtOnce: boolean; fingerprint: string | undefined } {
  return { state: state.state, builtOnce: state.builtOnce, fingerprint: state.fingerprint };
}

/** Builds (or checks) the index now; a call during a build runs once more after it. */
function refresh(reason: string, search: SearchSettings): Promise<void> {
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    do {
      state.again = false;
      const started = performance.now();
      state.state = "building";
      try {
        // Read from the database each time: another instance's import is seen only there.
        const corpus = await getCorpus(search, undefined, undefined, { verify: true });
        // One search per language on the fresh index, words only (no model call): it reads the
        // corpus data files and warms the ranking code, so the first user's search does not.
        if (!state.builtOnce) {
          for (const language of new Set(corpus.acts.map((act) => act.language))) {
            await searchLegalDocuments(
              { query: warmUpQuery, topK: 8, metadataFilter: { language } },
              { search, mode: "lexical" },
            );
          }
        }
        const changed = corpus.fingerprint !== state.fingerprint;
        state.fingerprint = corpus.fingerprint;
        state.builtOnce = true;
        state.state = "ready";
        if (changed) {
          logger.info(
            {
              reason,
              ms: Math.round(performance.now() - started),
              acts: corpus.acts.length,
              provisions: corpus.provisions.size,
            },
            "legal-search index ready",
          );
        }
      } catch (error) {
        state.state = "failed";
        logger.error({ err: error, reason }, "the legal-search index could not be built; searches will build it");
      }
    } while (state.again);
  })().finally(() => (state.running = undefined));
  return state.running;
}

/**
 * Starts keeping the index: one build now, one after every change of the acts in this process, and
 * a check of the installed acts every `checkEveryMs` (another instance's import). `stop` ends it.
 */
export function startSearchIndexing(options: {
  /** The corpus search's settings (the paraphrases of the index), from the composition root. */
  search: SearchSettings;
  checkEveryMs?: number;
  every?: Every;
}): {
  ready: Promise<void>;
  stop: () => Promise<void>;
} {
  const ready = refresh("start", options.search);
  const off = onDataChanged("corpus", () => void refresh("acts changed", options.search));
  const cancel = (options.every ?? everyInterval)(options.checkEveryMs ?? 60_000, () =>
    refresh("periodic check", options.search),
  );
  return {
    ready,
    stop: async () => {
      off();
      cancel();
      await state.running;
    },
  };
}

/** Runs `run` every `ms` until the returned function is called (tests inject their own clock). */
export type Every = (ms: number, run: () => Promise<void>) => () => void;

const everyInterval: Every = (ms, run) => {
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return () => clearInterval(timer);
};
