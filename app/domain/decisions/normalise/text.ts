import type { AnyNode } from "domhandler";
import { decodeHTML } from "entities";
import { parseDocument } from "htmlparser2";

/** Decodes HTML character references (every named one, numeric ones); a soft hyphen is dropped. */
export function decodeEntities(text: string): string {
  return (text.includes("&") ? decodeHTML(text) : text).replaceAll("\u00ad", "");
}

/** Elements whose end is a line break in plain text. */
const blockElements = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "dd", "dt", "tr", "blockquote"]);

/** Plain text of an HTML fragment: block ends become line breaks, whitespace is collapsed. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === "text") parts.push(node.data);
      else if (node.type === "tag") {
        if (node.name === "br") {
          parts.push("\n");
          continue;
        }
        // Every tag separates words ("Ab<b>c</b>" is "Ab c"); a block's end separates lines.
        parts.push(" ");
        visit(node.children);
        parts.push(blockElements.has(node.name) ? "\n" : " ");
      } else if (node.type === "cdata" || node.type === "root") visit(node.children);
      // script, style, comments and directives carry no text
    }
  };
  visit(parseDocument(html, { decodeEntities: true, lowerCaseTags: true }).children);
  return parts
    .join("")
    .replaceAll("\u00ad", "")
    .replace(/[ \t\u00a0\r]+/g, " ")
    .replace(/ *\n[ \n]*/g, "\n\n")
    .trim();
}

/** Trims, collapses whitespace (also non-breaking spaces); empty → null. */
export function cleanLine(text: string | null | undefined): string | null {
  if (text == null) return null;
  const cleaned = decodeEntities(text)
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
  return cleaned === "" ? null : cleaned;
}

/** One line of plain text from an HTML fragment (a tag cut off at the end is dropped too). */
export function plainText(html: string): string {
  // Without markup or character references the result is the whitespace-collapsed text: skip the
  // markup passes (feeds run this for every event of every build).
  if (!html.includes("<") && !html.includes("&")) return html.replace(/\s+/g, " ").trim();
  return htmlToText(html).replace(/\s+/g, " ").trim();
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
