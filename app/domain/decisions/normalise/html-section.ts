import type { AnyNode, Element } from "domhandler";
import { findAll, textContent } from "domutils";
import { parseDocument } from "htmlparser2";

const headingNames = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const isHeading = (node: AnyNode | null): node is Element => node?.type === "tag" && headingNames.has(node.name);
/** A heading's words: whitespace collapsed, a trailing colon dropped ("Tenor:" is "Tenor"). */
const headingText = (element: Element) => textContent(element).replace(/\s+/g, " ").trim().replace(/\s*:$/, "");

/**
 * A section of a decision's HTML by its heading: the source text after the first heading (h1–h6)
 * whose text is one of `titles` (case-insensitive, a trailing colon ignored) up to the next heading
 * that opens another section (its text begins with a capital letter), or to the end. Null when
 * there is no such heading or nothing follows it. The headings are found by htmlparser2 (markup
 * inside attributes or comments is never taken for one); the section is the original text between
 * them, as published (the sanitiser balances what a cut through nested elements leaves open).
 */
export function htmlSection(html: string, titles: string[]): string | null {
  const wanted = new Set(titles.map((title) => title.toLowerCase()));
  const document = parseDocument(html, {
    decodeEntities: true,
    lowerCaseTags: true,
    withStartIndices: true,
    withEndIndices: true,
  });
  const headings = findAll((element) => isHeading(element), document.children);
  const at = headings.findIndex((element) => wanted.has(headingText(element).toLowerCase()));
  if (at < 0) return null;
  const heading = headings[at]!;
  const next = headings
    .slice(at + 1)
    .find((element) => element.startIndex! > heading.endIndex! && /^\p{Lu}/u.test(headingText(element)));
  const section = html.slice(heading.endIndex! + 1, next?.startIndex ?? html.length).trim();
  return section === "" ? null : section;
}
