const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", shy: "" };

/** Decodes XML/HTML character references (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
    }
    return named[entity.toLowerCase()] ?? match;
  });
}

/** Plain text of an HTML fragment: block ends become line breaks, whitespace is collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<\/(p|div|h[1-6]|li|dd|dt|tr|blockquote)>|<br\s*\/?>/gi, "\n")
      .replace(/<[^>]*>/g, " "),
  )
    .replace(/[ \t\u00a0\r]+/g, " ")
    .replace(/ *\n[ \n]*/g, "\n\n")
    .trim();
}

/** Trims, collapses whitespace (also non-breaking spaces); empty → null. */
export function cleanLine(text: string | null | undefined): string | null {
  if (text == null) return null;
  const cleaned = decodeEntities(text).replace(/[\s\u00a0]+/g, " ").trim();
  return cleaned === "" ? null : cleaned;
}

/** One line of plain text from an HTML fragment (a tag cut off at the end is dropped too). */
export function plainText(html: string): string {
  return htmlToText(html.replace(/<[^>]*$/, "")).replace(/\s+/g, " ").trim();
}

/**
 * At most `max` characters (code points, so no surrogate pair is split), cut at a word boundary
 * when one is near, without trailing punctuation, and with an ellipsis. Titles and feed texts.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}
