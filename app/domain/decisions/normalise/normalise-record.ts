import { z } from "zod";
import type { CourtResolver } from "../../courts/court-resolver.server.ts";
import { buildTitle } from "../build-title.ts";
import { NormalisedDecisionSchema, type NormalisedDecision, type Region, type Source } from "../decision-record.ts";
import { ecliCourtCode, normaliseEcli, parseDecisionDate, parseFileNumbers } from "./fields.ts";
import { sanitiseDecisionHtml } from "./sanitise-html.ts";
import { cleanLine, htmlToText, shorten } from "./text.ts";

/** What a source parser extracts from one record, before normalisation (all loosely typed). */
export type RawDecision = {
  source: Source;
  sourceId: string;
  ecli?: string | null;
  fileNumbers?: string | string[] | null;
  courtName?: string | null;
  regionHint?: Region | null;
  /** The panel ("II. Zivilsenat"), where the source names it. */
  panel?: string | null;
  /** The norms the decision cites ("§ 224 Abs 1 Nr 5 StGB"), one per entry. */
  norms?: string[] | null;
  decisionDate?: string | null;
  decisionType?: string | null;
  titleLine?: string | null;
  /** HTML or text. */
  headnote?: string | null;
  tenor?: string | null;
  fullTextHtml?: string | null;
  sourceUrl?: string | null;
  pdfUrl?: string | null;
};

export type NormaliseResult = { ok: true; decision: NormalisedDecision } | { ok: false; reason: string };

const url = z.url({ protocol: /^https?$/ });
const cleanUrl = (value: string | null | undefined) =>
  value && url.safeParse(value.trim()).success ? value.trim() : null;
const textOf = (html: string | null | undefined) => {
  const text = html ? htmlToText(html) : "";
  return text === "" ? null : text;
};

/**
 * Normalises one raw record, or says why it must be quarantined (future or unparseable date,
 * no court, no file number). `today` is 'YYYY-MM-DD'; a decision dated after it is a source error.
 */
export function normaliseRecord(raw: RawDecision, resolveCourt: CourtResolver, today: string): NormaliseResult {
  const decisionDate = parseDecisionDate(raw.decisionDate);
  if (!decisionDate)
    return { ok: false, reason: `unparseable decision date: ${JSON.stringify(raw.decisionDate ?? null)}` };
  if (decisionDate > today) return { ok: false, reason: `decision date in the future: ${decisionDate}` };
  if (decisionDate < "1900-01-01") return { ok: false, reason: `implausible decision date: ${decisionDate}` };
  const fileNumbers = parseFileNumbers(raw.fileNumbers);
  if (fileNumbers.length === 0) return { ok: false, reason: "no file number" };
  const ecli = normaliseEcli(raw.ecli);
  const court = resolveCourt({
    ecliCode: ecliCourtCode(ecli),
    name: cleanLine(raw.courtName),
    region: raw.regionHint ?? null,
  });
  if ("error" in court) return { ok: false, reason: court.error };

  const decisionType = cleanLine(raw.decisionType);
  const titleLine = cleanLine(raw.titleLine ? htmlToText(raw.titleLine) : null);
  const headnote = textOf(raw.headnote);
  const tenor = textOf(raw.tenor);
  const fullTextHtml = raw.fullTextHtml ? sanitiseDecisionHtml(raw.fullTextHtml) || null : null;
  const title = titleLine
    ? shorten(titleLine, 300)
    : buildTitle({ courtName: court.courtName, decisionType, decisionDate, fileNumbers });
  const panel = cleanLine(raw.panel);
  const norms = [...new Set((raw.norms ?? []).map((norm) => cleanLine(norm)).filter((norm): norm is string => !!norm))];
  const searchText = [
    fileNumbers.join(" "),
    court.courtName,
    decisionType,
    panel,
    norms.join(" ") || null,
    tenor,
    fullTextHtml ? htmlToText(fullTextHtml) : null,
  ]
    .filter(Boolean)
    .join("\n");

  const parsed = NormalisedDecisionSchema.safeParse({
    source: raw.source,
    sourceId: raw.sourceId,
    ecli,
    fileNumbers,
    ...court,
    ...(panel ? { panel } : {}),
    ...(norms.length > 0 ? { norms } : {}),
    decisionDate,
    decisionType,
    title,
    headnote,
    tenor,
    fullTextHtml,
    sourceUrl: cleanUrl(raw.sourceUrl),
    pdfUrl: cleanUrl(raw.pdfUrl),
    searchText,
  });
  if (!parsed.success)
    return {
      ok: false,
      reason: `invalid record: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    };
  return { ok: true, decision: parsed.data };
}
