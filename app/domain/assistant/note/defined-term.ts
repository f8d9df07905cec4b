/** Marks that open a defined term: ‘…’ (EN), „…“ (DE), »…« and the plain quotes of some sources (»Hersteller" in 85/374/EWG). */
const opening = new Set(["‘", "“", "„", "‚", "»", "›", "'", '"']);
const closing = new Set(["’", "”", "“", "‘", "«", "‹", "'", '"']);
const letter = /\p{L}/u;

/**
 * The term a definition defines, read from its own opening words: "‘manufacturer’s control’ means …"
 * defines “manufacturer’s control” (an apostrophe followed by a letter does not close the term), a
 * German „Hersteller“ bezeichnet … defines „Hersteller“. A point number before the term ("(5)") is
 * skipped. Undefined when the text does not open with a quoted term.
 */
export function definedTerm(text: string): string | undefined {
  const start = text.trimStart();
  let at = 0;
  if (start[0] === "(") {
    const close = start.indexOf(")");
    if (close > 0 && close < 6) at = close + 1;
  }
  while (start[at] === " ") at++;
  if (!opening.has(start[at] ?? "")) return undefined;
  const limit = Math.min(start.length, at + 160);
  for (let index = at + 1; index < limit; index++) {
    if (closing.has(start[index]!) && !letter.test(start[index + 1] ?? "")) {
      const term = start.slice(at + 1, index).trim();
      return term.length > 0 ? term : undefined;
    }
  }
  return undefined;
}
