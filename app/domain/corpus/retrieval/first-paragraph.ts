/**
 * An article cited whole although it has numbered paragraphs is cited by its paragraph 1 (ADR 138):
 * the rule the later paragraphs qualify, and a pinpoint a reader can quote ("Article 10(1)"). The
 * later paragraphs stay free to follow it; an article without paragraphs stays cited whole.
 */
export function citeFirstParagraph<T extends { row: { actId: number; pinpoint: string; kind: string }; score: number }>(
  rows: readonly T[],
  byPinpoint: ReadonlyMap<string, T["row"]>,
): T[] {
  return rows.map((entry) => {
    if (entry.row.kind !== "article" || entry.row.pinpoint.includes(".")) return entry;
    const first = byPinpoint.get(`${entry.row.actId}:${entry.row.pinpoint}.par_1`);
    return first ? { ...entry, row: first } : entry;
  });
}
