import { z } from "zod";
import type { Source } from "../decision-record.ts";
import type { RawDecision } from "../normalise/normalise-record.ts";
import { cleanLine } from "../normalise/text.ts";

/**
 * The Federal Court of Justice's decisions as metadata records (JSON Lines, one decision a line):
 * from rechtsprechung-im-internet.de 2010– (with `doknr`, the number of the RII document) and
 * from the court's own database 2000–2009 (with the official PDF in `resource`). No full text.
 */
const nullableString = z.string().nullish();
export const BghMetadataSchema = z
  .object({
    doknr: nullableString,
    ecli: nullableString,
    gericht: nullableString,
    senat: nullableString,
    doktyp: nullableString,
    datum: nullableString,
    aktenzeichen: nullableString,
    normen: z.union([z.string(), z.array(z.string())]).nullish(),
    normen_split: z.array(z.string()).nullish(),
    leitsatz: nullableString,
    description: nullableString,
    resource: nullableString,
    source_path: nullableString,
  })
  .loose();
export type BghMetadata = z.infer<typeof BghMetadataSchema>;

/** The RII document of a decision (the page the service links as its permanent address). */
export const riiDocumentUrl = (doknr: string) =>
  `https://www.rechtsprechung-im-internet.de/jportal/?quelle=jlink&docid=${encodeURIComponent(doknr)}&psml=bsjrsprod.psml&max=true`;

const roman = /^(?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII)$/;

/** Register codes (as the source derived them from file numbers) → the panel's name. */
const panelByRegister: [RegExp, string][] = [
  [/^(?:ENVZ|ENZB|ENVR|KRB|KZB|KZR|KVB|KVR|KVZ)$/, "Kartellsenat"],
  [/^(?:RIZ|RIST|AR \(RI\))$/, "Dienstgericht des Bundes"],
  [/^(?:NOTST|NOTZ|ARNOT)$/, "Senat für Notarsachen"],
  [/^(?:ANWZ|ANWST|ARANW)$/, "Senat für Anwaltssachen"],
  [/^(?:PATANWZ|PATANWST)$/, "Senat für Patentanwaltssachen"],
  [/^STBST$/, "Senat für Steuerberater- und Steuerbevollmächtigtensachen"],
  [/^WPST$/, "Senat für Wirtschaftsprüfersachen"],
  [/^(?:BLW|L WZR|L WZB|L WZA)$/, "Senat für Landwirtschaftssachen"],
  [/^GSST$/, "Großer Senat für Strafsachen"],
  [/^GSZ$/, "Großer Senat für Zivilsachen"],
  [/^GMSOGB$/, "Gemeinsamer Senat der obersten Gerichtshöfe des Bundes"],
  [/^\d BGS$/, "Ermittlungsrichter"],
];

/**
 * The panel from the source's `senat`, which the source derived from the file number: "VI A" is
 * the VIa. Zivilsenat, "5 AR" the 5. Strafsenat, "X ARZ" the X. Zivilsenat, "ENVZ" the
 * Kartellsenat; a bare "Strafsenat" (file numbers "StB …", "AK …") is the 3. Strafsenat, which
 * hears those registers. Unknown codes are kept as given.
 */
export function normaliseBghPanel(
  senat: string | null | undefined,
  fileNumber: string | null | undefined,
): string | null {
  const value = cleanLine(senat);
  if (!value) return null;
  if (/^(?:\d{1,2}\. Strafsenat|[IVX]+a?\. Zivilsenat|Senat für .+|Kartellsenat|Großer Senat .+)$/.test(value))
    return value;
  const upper = value.toUpperCase();
  const letter = /^([IVX]+) A$/.exec(upper);
  if (letter && roman.test(letter[1]!)) return `${letter[1]}a. Zivilsenat`;
  const civilRegister = /^([IVX]+) (?:ARZ|AR|ZR|ZB|ZA)$/.exec(upper);
  if (civilRegister && roman.test(civilRegister[1]!)) return `${civilRegister[1]}. Zivilsenat`;
  const criminalRegister = /^(\d) (?:AR|ARS|STR|STB)$/.exec(upper);
  if (criminalRegister) return `${criminalRegister[1]}. Strafsenat`;
  if (upper === "STRAFSENAT" && /^(?:StB|AK)\b/.test(cleanLine(fileNumber) ?? "")) return "3. Strafsenat";
  for (const [pattern, name] of panelByRegister) if (pattern.test(upper)) return name;
  return value;
}

/**
 * The norms as single entries: the source joins several with commas in one string
 * ("§ 261 StPO, § 340 StGB"); a comma before "§" or "Art" starts the next norm. The source's
 * own split (`normen_split`) dropped norms not starting with § or Art, so it is used only when
 * `normen` is missing.
 */
export function splitNorms(normen: string | string[] | null | undefined, split: string[] | null | undefined): string[] {
  const entries = Array.isArray(normen) ? normen : normen ? [normen] : [];
  const all = (entries.length > 0 ? entries.flatMap((entry) => entry.split(/,\s*(?=§|Art\b)/)) : (split ?? []))
    .map((norm) => cleanLine(norm))
    .filter((norm): norm is string => !!norm && norm.length <= 300);
  return [...new Set(all)];
}

const urteil = /urteil$/i;
const beschluss = /(?:beschluss|vorlage|anordnung|verfügung)$/i;

/**
 * Checks a BGH ECLI against the record: ECLI:DE:BGH:<year>:<ddmmyy><U|B><file number>.<yy>.<n> (at
 * most 25 characters after the year; dots may occur inside: "…UANWZ.BRFG.6.15.0")
 * (ECLIs of 2015–2016 carry no U/B letter: "ECLI:DE:BGH:2015:1103152STR495.12.0").
 * Returns the reason to quarantine the record, or null when it is consistent (or absent).
 */
export function bghEcliProblem(
  ecli: string,
  decisionDate: string | null | undefined,
  decisionType: string | null | undefined,
): string | null {
  const match = /^ECLI:DE:BGH:(\d{4}):(\d{2})(\d{2})(\d{2})([UB])?[A-Z0-9][A-Z0-9.]*$/i.exec(ecli);
  if (!match || !/^ECLI:[A-Z]{2}:[A-Z0-9]{1,7}:\d{4}:[A-Z0-9.]{1,25}$/i.test(ecli)) return `malformed ECLI: ${ecli}`;
  const [, , day, month, year, letter] = match;
  const date = cleanLine(decisionDate);
  if (
    date &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    `${day}${month}${year}` !== `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`
  ) {
    return `ECLI date ${day}.${month}.${year} differs from the decision date ${date}: ${ecli}`;
  }
  const type = cleanLine(decisionType) ?? "";
  const kind = letter?.toUpperCase();
  if ((kind === "U" && beschluss.test(type)) || (kind === "B" && urteil.test(type))) {
    return `ECLI type letter ${kind} contradicts the decision type "${type}": ${ecli}`;
  }
  return null;
}

export type BghMetadataResult = { ok: true; raw: RawDecision } | { ok: false; sourceId: string; reason: string };

/**
 * Which source a record belongs to: with a `doknr` it is the RII document (source "rii", so that
 * the full text fetched later for the same number updates the same decision); without, the
 * court's own database (source "bgh", keyed by the PDF's path).
 */
export function bghMetadataSource(record: Pick<BghMetadata, "doknr">): Source {
  return cleanLine(record.doknr) ? "rii" : "bgh";
}

/** The key of a record from the court's database: the PDF's path, else the record's path. */
function bghSourceId(record: BghMetadata): string | null {
  const resource = cleanLine(record.resource);
  if (resource) {
    try {
      const url = new URL(resource);
      return decodeURIComponent(
        url.pathname.replace(/^\/SharedDocs\/Entscheidungen\/DE\//i, "").replace(/\.pdf$/i, ""),
      );
    } catch {
      // fall through: an unreadable link is no key
    }
  }
  return cleanLine(record.source_path)?.replace(/\.md$/i, "") ?? null;
}

/** One metadata line → a raw decision for the normaliser, or why it must be quarantined. */
export function parseBghMetadata(value: unknown, fallbackId: string): BghMetadataResult {
  const parsed = BghMetadataSchema.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      sourceId: fallbackId,
      reason: `unparseable record: ${parsed.error.issues[0]?.message ?? "invalid"}`,
    };
  const record = parsed.data;
  const source = bghMetadataSource(record);
  const doknr = cleanLine(record.doknr);
  const sourceId = doknr ?? bghSourceId(record);
  if (!sourceId)
    return { ok: false, sourceId: fallbackId, reason: "no document number and no PDF link: no stable key" };
  const ecli = cleanLine(record.ecli)?.replace(/\s+/g, "") ?? null;
  if (ecli) {
    const problem = bghEcliProblem(ecli, record.datum, record.doktyp);
    if (problem) return { ok: false, sourceId, reason: problem };
  }
  const fileNumber = cleanLine(record.aktenzeichen);
  const pdfUrl = cleanLine(record.resource);
  return {
    ok: true,
    raw: {
      source,
      sourceId,
      ecli,
      fileNumbers: fileNumber,
      // "BGH" and "Bundesgerichtshof" both resolve to the registry's court (ECLI code BGH).
      courtName: "Bundesgerichtshof",
      regionHint: "bund",
      panel: normaliseBghPanel(record.senat, fileNumber),
      norms: splitNorms(record.normen, record.normen_split),
      decisionDate: record.datum,
      decisionType: record.doktyp,
      // The RII title line (cut at 200 characters by the source); the court database's
      // `description` is guessed from the PDF's first lines ("Totschlags u.a."): not a title.
      titleLine: doknr ? record.description : null,
      headnote: record.leitsatz,
      tenor: null,
      fullTextHtml: null,
      sourceUrl: doknr ? riiDocumentUrl(doknr) : null,
      pdfUrl: pdfUrl && /^https?:\/\//i.test(pdfUrl) ? pdfUrl : null,
    },
  };
}
