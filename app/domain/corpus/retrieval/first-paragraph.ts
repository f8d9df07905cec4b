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

/**
 * Paragraph 1 names who must do what; later paragraphs add conditions, exceptions and details. When
 * a later paragraph of an article is ranked before the article's paragraph 1 (or a point of it)
 * scoring at least `tie` of it, paragraph 1 moves up to just before it, at its score (ADR 154). The
 * later paragraph counts with its own score (`ownScore`), not the whole article's it may stand for
 * after refinement.
 */
export function firstParagraphBeforeLater<
  T extends { row: { id: number; actId: number; pinpoint: string }; score: number },
>(rows: readonly T[], tie: number, ownScore: (entry: T) => number = (entry) => entry.score): T[] {
  const ordered = [...rows];
  for (let index = 0; index < ordered.length; index++) {
    const entry = ordered[index]!;
    const [article, paragraph] = entry.row.pinpoint.split(".");
    if (!paragraph?.startsWith("par_") || paragraph === "par_1") continue;
    const first = `${article}.par_1`;
    const later = ordered.findIndex(
      (candidate, at) =>
        at > index &&
        candidate.row.actId === entry.row.actId &&
        (candidate.row.pinpoint === first || candidate.row.pinpoint.startsWith(`${first}.`)),
    );
    if (later < 0 || ordered[later]!.score < tie * ownScore(entry)) continue;
    const [moved] = ordered.splice(later, 1);
    ordered.splice(index, 0, { ...moved!, score: entry.score });
  }
  return ordered;
}

/**
 * A question that asks who: who must act, who is liable, who supervises, which authority ("wer muss",
 * "wer haftet", "welche Behörde"), opening a sentence or clause ("rightholders who opted out" asks
 * no one). Paragraph 1 of an article is where its addressee is named.
 */
export function asksWho(question: string): boolean {
  return /(^|[.?!;:,–—-]\s*|\b(and|or|und|oder)\s+)(who|whom|wer|wen|wem|which (authority|authorities|body|bodies|person|party|operator)|welche (behörde|behörden|stelle|person|partei))($|[^\p{L}])/iu.test(
    question.trim(),
  );
}
