/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (German notation, used in titles). */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}

/**
 * The title shown when a source has no title line or headline, e.g.
 * "BAG, Urteil vom 12.03.2024 – 9 AZR 1/23".
 */
export function buildTitle(parts: {
  courtName: string;
  decisionType: string | null;
  decisionDate: string;
  fileNumbers: string[];
}): string {
  const kind = parts.decisionType ? `${parts.decisionType} vom` : "Entscheidung vom";
  const numbers = parts.fileNumbers.slice(0, 3).join(", ") + (parts.fileNumbers.length > 3 ? " u. a." : "");
  return `${parts.courtName}, ${kind} ${germanDate(parts.decisionDate)}${numbers ? ` – ${numbers}` : ""}`;
}
