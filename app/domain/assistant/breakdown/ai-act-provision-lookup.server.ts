import { getDb, type Db } from "#app/db/client.server.ts";
import type { SearchSettings } from "#app/domain/corpus/search-settings.ts";
import { AI_ACT_VERSION } from "#app/domain/ai-act/ai-act-version.ts";
import { getCorpus } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import { versionInForce } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { Language } from "#app/i18n/language.ts";
import type { ProvisionLookup } from "./build-procedural-breakdown.ts";

/**
 * The provisions of the installed AI Act in the breakdown's language (English when that language is
 * not installed): the consolidated version the engine encodes when installed, else the version in
 * force on `asOf`. A pinpoint the text lacks falls back to its article; without the act, nothing
 * (the breakdown then cites the label and the EUR-Lex link).
 */
export async function aiActProvisionLookup(
  language: Language,
  asOf: string,
  { search, db = getDb() }: { search: SearchSettings; db?: Db },
): Promise<ProvisionLookup> {
  const corpus = await getCorpus(search, db);
  const versionsIn = (lang: string) =>
    corpus.acts.filter((act) => act.celex === AI_ACT_VERSION.celex && act.language === lang);
  const candidates =
    versionsIn(language.toUpperCase()).length > 0 ? versionsIn(language.toUpperCase()) : versionsIn("EN");
  const act =
    candidates.find((candidate) => candidate.version === AI_ACT_VERSION.consolidatedCelex) ??
    versionInForce(candidates, asOf);
  if (!act) return () => undefined;
  return (pinpoint) => {
    const row =
      corpus.byPinpoint.get(`${act.id}:${pinpoint}`) ?? corpus.byPinpoint.get(`${act.id}:${pinpoint.split(".")[0]}`);
    if (!row) return undefined;
    return {
      text: row.text,
      heading: row.heading,
      act: act.shortName,
      celex: act.celex,
      provisionId: `${act.celex}:${act.language}:${row.pinpoint}`,
      ...(act.versionLabel ? { version: act.versionLabel } : {}),
    };
  };
}
