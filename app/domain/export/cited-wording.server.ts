import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { acts, provisions } from "#app/db/schema/corpus.ts";
import { actName, provisionLabel } from "#app/domain/assistant/note/note-wording.ts";
import { pinpointFromLabel } from "#app/domain/assistant/chat/to-citation.ts";
import type { ExportCitation, ExportDocument, ExportLanguage } from "./export-document.ts";

/** How much of a provision a footnote quotes: a paragraph or point whole, a long article up to here. */
export const WORDING_MAX_CHARS = 600;

type Row = {
  celex: string;
  language: string;
  versionLabel: string | null;
  version: string;
  pinpoint: string;
  label: string;
  text: string;
  url: string;
};

/**
 * The document with every cited provision's words for its footnotes, looked up in the installed
 * acts: in the document's language where that language version of the act is installed (a German
 * export quotes Directive 85/374/EEC in German and links its German page), else in the language
 * of the text that was cited, and the footnote says which ("Wortlaut nur auf Englisch verfügbar").
 * The same version is quoted as was cited (a consolidated text's words, not the original's). A
 * provision no longer installed is quoted as it was stored with the answer's citation, if at all.
 */
export async function withCitedWording(document: ExportDocument): Promise<ExportDocument> {
  const cited = document.citations.map((citation) => ({ citation, id: parseProvisionId(citation.provisionId) }));
  const wanted = cited.filter((entry) => entry.id !== undefined);
  if (wanted.length === 0) return document;
  const rows: Row[] = await getDb()
    .select({
      celex: acts.celex,
      language: acts.language,
      versionLabel: acts.versionLabel,
      version: acts.version,
      pinpoint: provisions.pinpoint,
      label: provisions.label,
      text: provisions.text,
      url: provisions.url,
    })
    .from(provisions)
    .innerJoin(acts, eq(acts.id, provisions.actId))
    .where(
      and(
        inArray(acts.celex, [...new Set(wanted.map((entry) => entry.id!.celex))]),
        inArray(provisions.pinpoint, [...new Set(wanted.map((entry) => entry.id!.pinpoint))]),
      ),
    );

  const language = document.language.toUpperCase();
  const citations = cited.map(({ citation, id }): ExportCitation => {
    if (!id) return citation;
    // The version cited: a consolidated version by its label, else the act as adopted.
    const sameVersion = (row: Row) =>
      row.celex === id.celex &&
      row.pinpoint === id.pinpoint &&
      (isConsolidated(citation.version) ? row.versionLabel === citation.version : row.version === "");
    // The provision and the act named as the document's language names them ("Art. 3 Buchst. a Produkthaftungsrichtlinie …").
    const named = {
      ...citation,
      act: actName(citation.act, document.language),
      pinpoint: pinpointFromLabel(
        provisionLabel({ label: citation.pinpoint, pinpoint: id.pinpoint }, document.language),
      ),
    };
    const inDocumentLanguage = rows.find((row) => sameVersion(row) && row.language === language);
    if (inDocumentLanguage) {
      return {
        ...named,
        pinpoint: pinpointFromLabel(inDocumentLanguage.label),
        url: inDocumentLanguage.url,
        wording: { text: excerpt(inDocumentLanguage.text), language: document.language },
      };
    }
    const asCited = rows.find((row) => sameVersion(row) && row.language === id.language);
    if (!asCited) return named;
    return { ...named, wording: { text: excerpt(asCited.text), language: toExportLanguage(id.language) } };
  });
  return { ...document, citations };
}

function parseProvisionId(
  provisionId: string | undefined,
): { celex: string; language: string; pinpoint: string } | undefined {
  const parts = provisionId?.split(":") ?? [];
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return undefined;
  return { celex: parts[0]!, language: parts[1]!, pinpoint: parts[2]! };
}

/** "text as adopted" is how the search labels the original where a consolidated version is also installed. */
const isConsolidated = (version: string | undefined) => version !== undefined && version !== "text as adopted";

const toExportLanguage = (language: string): ExportLanguage => (language === "DE" ? "de" : "en");

/** The provision's words up to WORDING_MAX_CHARS, cut after a whole word with "…". */
function excerpt(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= WORDING_MAX_CHARS) return clean;
  const cut = clean.slice(0, WORDING_MAX_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:]+$/, "")} …`;
}
