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
  // Without markup or character references the result is the whitespace-collapsed text: skip the
  // markup passes (feeds run this for every event of every build).
  if (!html.includes("<") && !html.includes("&")) return html.replace(/\s+/g, " ").trim();
  return htmlToText(html.replace(/<[^>]*$/, "")).replace(/\s+/g, " ").trim();
}

/**
 * At most `max` characters (code points, so no surrogate pair is split), cut at a word boundary
 * when one is near, without trailing punctuation, and with an ellipsis. Titles and feed texts.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  // Where the first max - 1 code points end, and whether there are more than max (no array of characters).
  let end = 0;
  let count = 0;
  for (let index = 0; index < text.length && count <= max; count++) {
    if (count === max - 1) end = index;
    index += isSurrogatePair(text, index) ? 2 : 1;
  }
  if (count <= max) return text;
  const cut = text.slice(0, end);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}

/** A high surrogate followed by a low one: one code point in two UTF-16 units. */
function isSurrogatePair(text: string, index: number): boolean {
  const high = text.charCodeAt(index);
  if (high < 0xd800 || high > 0xdbff) return false;
  const low = text.charCodeAt(index + 1);
  return low >= 0xdc00 && low <= 0xdfff;
}
