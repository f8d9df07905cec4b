/**
 * The words of a paragraph or article that introduce its points ("The following AI practices shall
 * be prohibited:", „Der Hersteller haftet aufgrund dieser Richtlinie nicht, wenn er beweist,“): what
 * a point's own words ("to submit to an investigation;", "the presentation of the product;") need in
 * front of them to be read as a sentence. The parent's text up to its first colon (or, for texts
 * that introduce their points without one, up to the first point marker), without the paragraph's
 * number; undefined when the parent has no such lead-in or it is too long to quote.
 */
export function leadInOf(parentText: string, maxChars = 400): string | undefined {
  const text = parentText
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(\(\d{1,3}[a-z]?\)|\d{1,3}[a-z]?\.)\s+/, "");
  const colon = text.indexOf(":");
  // The first point marker: "(a) ", "a) ", "(i) ", "1. " after a space or at the start.
  const marker = /(?:^|\s)(?:\([a-z]{1,3}\)|[a-z]\))\s/u.exec(text);
  const end =
    colon >= 0 && (!marker || colon < marker.index) ? colon + 1 : marker && marker.index > 0 ? marker.index : -1;
  if (end <= 0) return undefined;
  const leadIn = text.slice(0, end).trim();
  return leadIn.length >= 8 && leadIn.length <= maxChars ? leadIn : undefined;
}

/** The pinpoint of the paragraph or article a point belongs to ("art_5.par_1.pt_f" → "art_5.par_1"); undefined for anything else. */
export function pointParent(pinpoint: string): string | undefined {
  const at = pinpoint.lastIndexOf(".");
  return at > 0 && /^pt_[a-z0-9]+$/.test(pinpoint.slice(at + 1)) && pinpoint.startsWith("art_")
    ? pinpoint.slice(0, at)
    : undefined;
}

/** A quoted sentence that cannot stand alone: it starts in lower case (a point's words, "daß …", "to submit to …"). */
export function isFragment(sentence: string): boolean {
  return /^\p{Ll}/u.test(sentence.trim());
}
