/**
 * A provision an amending act inserted between the original ones (ADR 154): a consolidated text's
 * amended paragraph or point whose number carries a letter suffix ("Article 99(6a)", "Article 5(1a)",
 * "Article 3(14b)") or whose point doubles a letter ("Article 5(1)(ba)"), and the points inside such a
 * paragraph ("Article 5(1a)(b)"). It is the new law on the
 * subject of its neighbour, not a later detail of the article. Told from the stored data (`amended`,
 * the pinpoint), no marker of its own.
 */
export function isInsertedProvision(row: { pinpoint: string; amended: boolean }): boolean {
  if (!row.amended) return false;
  return row.pinpoint
    .split(".")
    .slice(1)
    .some((part) => {
      const [kind, number] = part.split("_") as [string, string | undefined];
      if ((kind !== "par" && kind !== "pt") || !number) return false;
      return /^\d+[a-z]+$/.test(number) || (/^[a-z]{2,3}$/.test(number) && !romanNumeral.test(number));
    });
}

/** Points numbered i, ii, iv, ix …: not inserted letters. */
const romanNumeral = /^(i{1,3}|iv|vi{0,3}|ix|xi{0,3})$/;

/**
 * A question about what changed or holds now: "now", "still", "new", "no longer", "after the
 * Omnibus", "amended", "inzwischen", "jetzt", "noch", "neue", "nicht mehr", "geändert" (ADR 154).
 */
export function asksAboutChange(question: string): boolean {
  return /(^|[^\p{L}])(now|still|new|no longer|amend\w*|omnibus|added|inserted|watered down|inzwischen|jetzt|nunmehr|noch|neu\w*|nicht mehr|geändert\w*|änderung\w*|eingefügt\w*)($|[^\p{L}])/iu.test(
    question,
  );
}
