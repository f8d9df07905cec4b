import { cleanLine } from "./text.ts";

/**
 * The file numbers of a decision ("Aktenzeichen"): sources give one string with several joined
 * by commas or semicolons ("2 BvQ 53/18, 2 BvQ 54/18") or a list. Commas inside a number do not
 * occur in German file numbers, so splitting on them is safe.
 */
export function parseFileNumbers(value: string | string[] | null | undefined): string[] {
  const parts = (Array.isArray(value) ? value : [value ?? ""]).flatMap((item) => item.split(/[,;]\s*/));
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of parts) {
    const cleaned = cleanLine(part);
    if (cleaned && !seen.has(cleaned)) {
      seen.add(cleaned);
      result.push(cleaned);
    }
  }
  return result;
}

/**
 * Checks an ECLI and keeps it as the court published it (the BVerfG writes
 * "ECLI:DE:BVerfG:2018:qs20180822.2bvq005318"; ECLIs compare case-insensitively).
 * Anything that is not an ECLI becomes null.
 */
export function normaliseEcli(value: string | null | undefined): string | null {
  const cleaned = cleanLine(value)?.replace(/\s+/g, "");
  if (!cleaned) return null;
  const ecli = cleaned.replace(/^ecli:/i, "ECLI:");
  return /^ECLI:[A-Z]{2}:[A-Z0-9]{1,7}:\d{4}:[A-Z0-9.]{1,25}$/i.test(ecli) ? ecli : null;
}

/** The court code of an ECLI ("ECLI:DE:BVERFG:2018:…" → "BVERFG"). */
export function ecliCourtCode(ecli: string | null): string | null {
  return ecli ? (ecli.split(":")[2]?.toUpperCase() ?? null) : null;
}

/**
 * A decision date from the formats the sources use: YYYYMMDD (rii), YYYY-MM-DD (oldp, NeuRIS,
 * also with a time part) and DD.MM.YYYY. Returns null for anything else or impossible dates.
 */
export function parseDecisionDate(value: string | null | undefined): string | null {
  const cleaned = cleanLine(value);
  if (!cleaned) return null;
  let match = /^(\d{4})(\d{2})(\d{2})$/.exec(cleaned) ?? /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(cleaned);
  let parts: [string, string, string] | undefined = match ? [match[1]!, match[2]!, match[3]!] : undefined;
  if (!parts) {
    match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cleaned);
    if (match) parts = [match[3]!, match[2]!.padStart(2, "0"), match[1]!.padStart(2, "0")];
  }
  if (!parts) return null;
  const iso = `${parts[0]}-${parts[1]}-${parts[2]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
