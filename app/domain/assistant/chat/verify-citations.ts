/**
 * Citation integrity: every [n] of an answer must name a passage of its context (1…count).
 * Markers with other numbers are removed (from lists such as [2, 9] only the unknown number);
 * returns the cleaned text and the removed numbers, for the logs.
 */
export function verifyCitations(text: string, count: number): { text: string; removed: number[] } {
  const removed: number[] = [];
  const known = (n: number) => Number.isInteger(n) && n >= 1 && n <= count;
  const cleaned = text.replace(/ ?\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g, (marker: string, list: string) => {
    const numbers = list.split(",").map((part) => Number(part.trim()));
    const keep = numbers.filter(known);
    removed.push(...numbers.filter((n) => !known(n)));
    if (keep.length === numbers.length) return marker;
    if (keep.length === 0) return "";
    return `${marker.startsWith(" ") ? " " : ""}[${keep.join(", ")}]`;
  });
  return { text: cleaned, removed };
}
