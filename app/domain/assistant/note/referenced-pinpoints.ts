/** What the acts' own text refers to: pinpoints of provisions of the same act, read from "Article 6(2)", "Annex III" and their German forms. */
// "Article 6(2)", "Articles 53 and 55", "Article 5(1), point (h)", "Annex III", German "Artikel 6 Absatz 2", "Anhang III".
const articleReference =
  /\b(?:Articles?|Artikel|Art\.)\s+(\d+[a-z]?)(?![\d\p{L}])((?:\(\d+[a-z]?\))?)((?:\s*(?:,|and|or|und|oder|to|bis)\s+\d+[a-z]?(?![\d\p{L}])(?:\(\d+[a-z]?\))?)*)/gu;
const annexReference = /\b(?:Annex(?:es)?|Anh(?:ang|änge))\s+([IVXLC]+)(?![\p{L}])/gu;
// "Article 6 of Regulation (EU) 2016/679", "Annex I to Directive …": another act's provision.
const otherAct =
  /^[^.;]{0,20}?\s(?:of|to|der|des|zur)\s+(?:Regulation|Directive|Decision|Council|Verordnung|Richtlinie|Beschluss|the Treaty|TFEU|AEUV)\b/u;

/** Pinpoints a text refers to in its own act, in order: art_6.par_2, art_53, anx_III. */
export function referencedPinpoints(text: string): string[] {
  const found: { at: number; pinpoint: string }[] = [];
  for (const match of text.matchAll(articleReference)) {
    if (otherAct.test(text.slice(match.index + match[0].length))) continue;
    const paragraph = /\((\d+[a-z]?)\)/.exec(match[2] ?? "")?.[1];
    found.push({ at: match.index, pinpoint: paragraph ? `art_${match[1]}.par_${paragraph}` : `art_${match[1]}` });
    for (const more of (match[3] ?? "").matchAll(/(\d+[a-z]?)(?:\((\d+[a-z]?)\))?/g)) {
      found.push({ at: match.index, pinpoint: more[2] ? `art_${more[1]}.par_${more[2]}` : `art_${more[1]}` });
    }
  }
  for (const match of text.matchAll(annexReference))
    if (!otherAct.test(text.slice(match.index + match[0].length)))
      found.push({ at: match.index, pinpoint: `anx_${match[1]}` });
  return [...new Set(found.sort((a, b) => a.at - b.at).map((entry) => entry.pinpoint))];
}
