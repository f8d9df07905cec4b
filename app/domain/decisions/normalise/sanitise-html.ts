import { Element, Text, type ChildNode, type Document } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

const allowedTags = [
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "sub",
  "sup",
  "br",
  "blockquote",
  "div",
  "span",
  "a",
];

/** The neutral token a Randnummer is carried by through sanitising (it becomes an anchor after). */
export const randnummerMarker = (number: string) => `\u27e6rn:${number}\u27e7`;
const marker = randnummerMarker;
const MARKER = /\u27e6rn:(\d+)\u27e7/g;

/** The DOM of an HTML fragment, entities kept as written, so that serialising gives the same text back. */
const parseFragment = (html: string) => parseDocument(html, { decodeEntities: false });
const serialise = (document: Document) =>
  DomUtils.getOuterHTML(document, { decodeEntities: false, encodeEntities: false, selfClosingTags: true });

/**
 * Marks the paragraph numbers (Randnummern) of every source format with a neutral token in the
 * text, so that they survive sanitising and become anchors afterwards:
 *  - rii / juris: <a name="rd_12">12</a> (whatever other attributes it has, in any order)
 *  - NRWE (via Open Legal Data): <span class="absatzRechts">12</span>
 *  - Markdown (Open Legal Data fixtures): a row "12| text" (oldpMarkdownToHtml writes the token)
 */
function markRandnummern(document: Document): void {
  for (const element of DomUtils.findAll((node) => node.name === "a" || node.name === "span", document.children)) {
    const number = DomUtils.textContent(element).trim();
    if (!/^\d+$/.test(number)) continue;
    const isRandnummer =
      element.name === "a"
        ? element.attribs.name === `rd_${number}`
        : (element.attribs.class ?? "").split(/\s+/).includes("absatzRechts");
    if (isRandnummer) DomUtils.replaceElement(element, new Text(marker(number)));
  }
}

/**
 * Drops the paragraphs and divisions that sanitising left empty, collapses runs of white space and
 * turns the tokens into anchors, on text nodes only: a token inside an attribute (say an href)
 * stays plain text there and can never become markup.
 */
function anchorRandnummern(document: Document): void {
  for (const element of DomUtils.findAll((node) => node.name === "p" || node.name === "div", document.children)) {
    if (element.children.every((child) => child.type === "text" && !(child as Text).data.trim()))
      DomUtils.removeElement(element);
  }
  for (const node of DomUtils.filter((candidate) => candidate.type === "text", document.children, true)) {
    const text = node as Text;
    if (!text.parent) continue; // merged into the text before it
    // Text left side by side by a removed element reads as one run of white space.
    while (text.next?.type === "text") {
      text.data += (text.next as Text).data;
      DomUtils.removeElement(text.next as Text);
    }
    text.data = text.data.replace(/\s{2,}/g, " ");
    const parts = text.data.split(MARKER);
    if (parts.length === 1) continue;
    // split() with a capture group alternates text and numbers: [text, n, text, n, text].
    const replacement: ChildNode[] = parts.flatMap((part, index): ChildNode[] => {
      if (index % 2 === 0) return part ? [new Text(part)] : [];
      return [new Element("a", { class: "rn", id: `rn-${part}`, href: `#rn-${part}` }, [new Text(part)])];
    });
    let previous: ChildNode = text;
    for (const next of replacement) {
      DomUtils.append(previous, next);
      previous = next;
    }
    DomUtils.removeElement(text);
  }
}

/**
 * Sanitised decision HTML: no scripts, styles, classes, images or foreign attributes; links only
 * to http(s); h1 becomes h2 (the page has its own h1); every Randnummer becomes a linkable
 * anchor <a class="rn" id="rn-12" href="#rn-12">12</a>.
 */
export function sanitiseDecisionHtml(html: string): string {
  const source = parseFragment(html);
  markRandnummern(source);
  const clean = sanitizeHtml(serialise(source), {
    allowedTags,
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["http", "https"],
    transformTags: { h1: "h2" },
    exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
  });
  const document = parseFragment(clean);
  anchorRandnummern(document);
  return serialise(document).trim();
}
