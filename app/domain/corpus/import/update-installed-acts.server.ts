import { asc } from "drizzle-orm";
import type { EmbeddingsSettings } from "../search-settings.ts";
import { getDb } from "#app/db/client.server.ts";
import { acts } from "#app/db/schema/corpus.ts";
import { SourceUnreachableError } from "#app/domain/decisions/import/http.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { embedProvisions } from "../embeddings.server.ts";
import { fetchActHtml, FetchActError } from "./fetch-act.server.ts";
import { importAct } from "./import-act.server.ts";
import { listConsolidatedVersions } from "./list-consolidated-versions.server.ts";
import { parseActFile } from "./parse-act-file.ts";
import type { Language } from "../types.ts";

/** "02024R1689-20260727" → "2026-07-27": the day a consolidated version applies from. */
export function consolidatedVersionDate(version: string): string {
  const day = version.slice(-8);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

/**
 * The consolidated versions to install, oldest first: of the versions EUR-Lex lists that are
 * newer than the newest one installed, the one in force on `today` and every later one (a
 * version already announced for a coming day); earlier ones were superseded before today and are
 * left out. Nothing when nothing is newer.
 */
export function versionsToInstall(installed: readonly string[], listed: readonly string[], today: string): string[] {
  const newestInstalled = installed.filter(Boolean).map(consolidatedVersionDate).sort().at(-1) ?? "";
  const newer = [...new Set(listed)].filter((version) => consolidatedVersionDate(version) > newestInstalled).sort();
  const inForce = newer.filter((version) => consolidatedVersionDate(version) <= today).at(-1);
  return newer.filter((version) => version === inForce || consolidatedVersionDate(version) > today);
}

export type UpdateActsOptions = {
  /** Where new provisions are embedded (SearchSettings.embeddings); undefined: not embedded. */
  embeddings: EmbeddingsSettings | undefined;
  /** CELLAR SPARQL endpoint (EURLEX_SPARQL_URL). */
  sparqlUrl?: string;
  /** EUR-Lex, for the consolidated pages (EURLEX_BASE_URL). */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Retries of the SPARQL request within the run (the scheduler retries the run itself). */
  retries?: number;
  now?: () => Date;
  signal?: AbortSignal;
};

export type UpdateActsStats = {
  /** Installed acts (CELEX and language) checked. */
  checked: number;
  /** Consolidated versions EUR-Lex lists for them. */
  listed: number;
  /** New versions installed by this run. */
  installed: number;
  /** Provisions of the new versions. */
  provisions: number;
  embedded: number;
};

/**
 * Asks EUR-Lex (CELLAR, one SPARQL request) whether the installed acts have consolidated
 * versions newer than the newest installed one; downloads each such version's consolidated page
 * in every installed language, parses it and installs it as a new version of the act (its own
 * row; the installed versions stay). Idempotent: a second run installs nothing.
 *
 * Throws SourceUnreachableError when EUR-Lex cannot be reached or sends something unusable (a
 * captcha page, an unexpected answer): the run fails with that one reason and the scheduler
 * retries it later. What the run installed before the failure stays installed; nothing installed
 * is removed or changed.
 */
export async function updateInstalledActs(options: UpdateActsOptions): Promise<UpdateActsStats> {
  const rows = await getDb()
    .select({ celex: acts.celex, language: acts.language, version: acts.version })
    .from(acts)
    .orderBy(asc(acts.celex), asc(acts.language));
  const installed = new Map<string, { celex: string; language: Language; versions: string[] }>();
  for (const row of rows) {
    const key = `${row.celex}:${row.language}`;
    const entry = installed.get(key) ?? { celex: row.celex, language: row.language as Language, versions: [] };
    entry.versions.push(row.version);
    installed.set(key, entry);
  }
  const stats: UpdateActsStats = { checked: installed.size, listed: 0, installed: 0, provisions: 0, embedded: 0 };
  if (installed.size === 0) return stats;

  const listed = await listConsolidatedVersions(
    [...installed.values()].map((entry) => entry.celex),
    { sparqlUrl: options.sparqlUrl, fetchImpl: options.fetchImpl, retries: options.retries, signal: options.signal },
  );
  stats.listed = [...listed.values()].reduce((sum, versions) => sum + versions.length, 0);
  const today = (options.now?.() ?? new Date()).toISOString().slice(0, 10);

  // A version that fails is reported and the others are still installed (one act's page must not
  // hold back another act's update); when EUR-Lex cannot be reached at all, the run stops there.
  const failures: string[] = [];
  updates: for (const entry of installed.values()) {
    for (const version of versionsToInstall(entry.versions, listed.get(entry.celex) ?? [], today)) {
      options.signal?.throwIfAborted();
      try {
        const result = await installVersion(entry.celex, entry.language, version, options);
        stats.installed++;
        stats.provisions += result.provisions;
        logger.info(
          { celex: entry.celex, language: entry.language, version, provisions: result.provisions },
          "new consolidated version installed from EUR-Lex",
        );
      } catch (error) {
        if (!(error instanceof VersionFailure)) throw error;
        failures.push(error.message);
        if (error.unreachable) break updates;
        // Later versions of this act wait until this one is installed (they are newer than it).
        continue updates;
      }
    }
  }
  if (stats.installed > 0 && options.embeddings)
    stats.embedded = await embedProvisions({ embeddings: options.embeddings });
  if (failures.length > 0) {
    const done = stats.installed > 0 ? `; ${stats.installed} other version(s) installed` : "";
    throw new SourceUnreachableError(`EUR-Lex update: ${failures.join("; ")}${done}`);
  }
  return stats;
}

/** A version that could not be installed, with the reason; `unreachable`: EUR-Lex did not answer at all. */
class VersionFailure extends Error {
  readonly unreachable: boolean;
  constructor(message: string, unreachable = false) {
    super(message);
    this.unreachable = unreachable;
  }
}

/** Downloads, parses and installs one consolidated version; what goes wrong on EUR-Lex's side is a VersionFailure. */
async function installVersion(celex: string, language: Language, version: string, options: UpdateActsOptions) {
  let page: string;
  try {
    page = await fetchActHtml({
      celex: version,
      language,
      baseUrl: options.baseUrl,
      fetchImpl: options.fetchImpl,
      timeoutMs: 60_000,
      signal: options.signal,
    });
  } catch (error) {
    if (!(error instanceof FetchActError)) throw error;
    // Its reason names the version (or the page's address) already.
    throw new VersionFailure(error.reason, error.failure === "unreachable");
  }
  let act;
  try {
    act = parseActFile(page, { format: "xhtml" });
  } catch (error) {
    throw new VersionFailure(
      `${version} (${language}): EUR-Lex sent a page that is not a consolidated act: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (act.celex !== celex || act.language !== language || act.version?.celex !== version) {
    throw new VersionFailure(
      `${version} (${language}): EUR-Lex sent ${act.version?.celex ?? `${act.celex} as adopted`} (${act.language}) instead; not installed`,
    );
  }
  return importAct({ act });
}
