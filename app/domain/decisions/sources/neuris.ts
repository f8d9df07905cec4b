import { z } from "zod";
import type { RawDecision } from "../normalise/normalise-record.ts";
import { decodeEntities } from "../normalise/text.ts";

const optionalText = z.string().nullish();

/** A decision of rechtsinformationen.bund.de (NeuRIS) `/v1/case-law/{documentNumber}` (JSON-LD). */
export const NeurisCaseLawSchema = z
  .object({
    documentNumber: z.string().min(1),
    ecli: optionalText,
    decisionDate: optionalText,
    fileNumbers: z.array(z.string()).nullish(),
    courtType: optionalText,
    courtName: optionalText,
    location: optionalText,
    judicialBody: optionalText,
    documentType: optionalText,
    headline: optionalText,
    titleLine: optionalText,
    guidingPrinciple: optionalText,
    headnote: optionalText,
    otherHeadnote: optionalText,
    tenor: optionalText,
    caseFacts: optionalText,
    decisionGrounds: optionalText,
    grounds: optionalText,
    dissentingOpinion: optionalText,
    otherLongText: optionalText,
  })
  .loose();

/** One page of `/v1/case-law` (a hydra collection); members carry the search item. */
export const NeurisCaseLawPageSchema = z.object({
  member: z.array(z.object({ item: z.object({ documentNumber: z.string() }).loose() }).loose()),
  totalItems: z.number().optional(),
  view: z.object({ next: z.string().nullish() }).loose().optional(),
});

export const neurisSite = "https://rechtsinformationen.bund.de";

export function parseNeurisCaseLaw(value: unknown): RawDecision {
  const record = NeurisCaseLawSchema.parse(value);
  const sections: [string | null | undefined, string][] = [
    [record.caseFacts, "Tatbestand"],
    [record.decisionGrounds, "Entscheidungsgründe"],
    [record.grounds, "Gründe"],
    [record.dissentingOpinion, "Abweichende Meinung"],
    [record.otherLongText, "Sonstiger Langtext"],
  ];
  const fullText = sections.map(([html, heading]) => (html?.trim() ? `<h2>${heading}</h2>${html}` : "")).join("");
  return {
    source: "neuris",
    sourceId: record.documentNumber,
    ecli: record.ecli,
    fileNumbers: record.fileNumbers ?? [],
    courtName: record.courtName ?? [record.courtType, record.location].filter(Boolean).join(" "),
    decisionDate: record.decisionDate,
    decisionType: record.documentType,
    titleLine: record.headline ?? record.titleLine,
    headnote: [record.guidingPrinciple, record.headnote, record.otherHeadnote].filter(Boolean).join("\n") || null,
    tenor: record.tenor,
    fullTextHtml: fullText || null,
    sourceUrl: `${neurisSite}/case-law/${encodeURIComponent(record.documentNumber)}`,
    pdfUrl: null,
  };
}

const attr = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1] ?? null;
const inner = (xml: string, tag: string) => new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1] ?? null;
const plain = (xml: string | null) => (xml == null ? null : decodeEntities(xml.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim() || null);

/** AKN body → HTML: sections get their German heading, Randnummer containers the rii marker. */
function aknToHtml(xml: string): string {
  return xml
    .replace(/<akn:hcontainer[^>]*name="Randnummer"[^>]*>\s*<akn:num>(\d+)<\/akn:num>/g, '<a name="rd_$1">$1</a>')
    .replace(/<akn:(background|motivation|decision|introduction|arguments|remedies)\b[^>]*ris:domainTerm="([^"]+)"[^>]*>/g, "<h2>$2</h2>")
    .replace(/<(\/?)akn:p\b[^>]*>/g, "<$1p>")
    .replace(/<\/?(akn|ris):[^>]*>/g, " ");
}

/** A decision in NeuRIS's LegalDocML (Akoma Ntoso) case-law format (`/v1/case-law/{nr}.xml`). */
export function parseNeurisAkn(xml: string): RawDecision {
  if (!/<akn:akomaNtoso[\s>]/.test(xml)) throw new Error("not an Akoma Ntoso document");
  const documentNumber = attr(xml, /<akn:FRBRalias name="Dokumentnummer" value="([^"]+)"/) ?? attr(xml, /<akn:FRBRthis value="([^"/]+)"/);
  if (!documentNumber) throw new Error("Akoma Ntoso document without a document number");
  const meta = inner(xml, "ris:meta") ?? "";
  const body = inner(xml, "akn:judgmentBody") ?? "";
  const tenor = inner(body, "akn:decision");
  const fileNumbers = [...meta.matchAll(/<ris:aktenzeichen\b[^>]*>([^<]+)<\/ris:aktenzeichen>/g)].map((match) => decodeEntities(match[1]!));
  const courtType = plain(inner(meta, "ris:gerichtstyp"));
  const location = plain(inner(meta, "ris:gerichtsort"));
  const bodyWithoutTenor = tenor == null ? body : body.replace(/<akn:decision\b[\s\S]*?<\/akn:decision>/, "");
  return {
    source: "neuris",
    sourceId: documentNumber,
    ecli: plain(inner(meta, "ris:ecli")) ?? attr(xml, /<akn:FRBRalias name="ECLI" value="([^"]+)"/),
    fileNumbers,
    courtName: [courtType, location].filter(Boolean).join(" ") || null,
    decisionDate: attr(xml, /<akn:FRBRdate[^>]*date="([^"]+)"[^>]*name="Entscheidungsdatum"/),
    decisionType: plain(inner(meta, "ris:dokumenttyp")),
    titleLine: plain(inner(xml, "ris:titelzeile")),
    headnote: [inner(xml, "ris:leitsatz"), inner(xml, "ris:orientierungssatz")].filter(Boolean).map((part) => aknToHtml(part!)).join("") || null,
    tenor: tenor ? aknToHtml(tenor) : null,
    fullTextHtml: aknToHtml(bodyWithoutTenor).trim() || null,
    sourceUrl: `${neurisSite}/case-law/${encodeURIComponent(documentNumber)}`,
    pdfUrl: null,
  };
}
