/** CELEX number of an act from its OJ title, e.g. "Regulation (EU) 2024/1689" → "32024R1689". */
export function celexFromTitle(title: string): string | undefined {
  const match = /\b(Regulation|Directive|Decision|Verordnung|Richtlinie|Beschluss)\b[^0-9]*?(\d{4})\/(\d{1,4})\b/i.exec(
    title,
  );
  if (match) {
    const type = /^(regulation|verordnung)$/i.test(match[1]!)
      ? "R"
      : /^(directive|richtlinie)$/i.test(match[1]!)
        ? "L"
        : "D";
    return `3${match[2]}${type}${match[3]!.padStart(4, "0")}`;
  }
  // Older numbering: "Directive 85/374/EEC" (year first, two digits).
  const old = /\b(Directive|Richtlinie)\s+(\d{2})\/(\d{1,4})\//i.exec(title);
  if (old) return `319${old[2]}L${old[3]!.padStart(4, "0")}`;
  // "COUNCIL DIRECTIVE of 25 July 1985 … (85/374/EEC)"
  const suffix = /\((\d{2})\/(\d{1,4})\/(EEC|EWG|EC|EG)\)/.exec(title);
  if (suffix && /\b(directive|richtlinie)\b/i.test(title)) return `319${suffix[1]}L${suffix[2]!.padStart(4, "0")}`;
  return undefined;
}

export const CelexPattern = /^[0-9][0-9]{4}[A-Z][0-9]{4}$/;

/** A consolidated version on EUR-Lex: "0" + the act's CELEX without its sector digit + "-" + the date (02024R1689-20260727). */
export const ConsolidatedCelexPattern = /^0[0-9]{4}[A-Z][0-9]{4}-[0-9]{8}$/;
