import type { Link, Parent, PhrasingContent, Root, Text } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/** The href a marker link carries; the Markdown component turns it into a button. */
export const citationHref = (n: number) => `#citation-${n}`;
export const citationNumberOf = (href: string | undefined): number | null => {
  const match = href ? /^#citation-([1-9][0-9]{0,3})$/.exec(href) : null;
  return match ? Number(match[1]) : null;
};

const MARKER = /\[([1-9][0-9]{0,3})\]/g;

/**
 * remark plugin: each [n] in the answer's text (not in code) becomes a link to `#citation-n`,
 * which the answer component renders as a marker button opening the cited provision. Numbers
 * run on the Markdown tree, so a "[3]" inside a code span stays text.
 */
export function remarkCitationMarkers() {
  return (tree: Root) => {
    visitParents(tree);
  };
}

/** Text that reads like a citation marker: "1", "[1]", "[ 12 ]". */
const looksLikeMarker = (text: string) => /^\[?\s*\d{1,4}\s*\]?$/.test(text.trim());

const plainText = (node: Parent): string =>
  node.children
    .map((child) =>
      "value" in child && typeof child.value === "string"
        ? child.value
        : "children" in child
          ? plainText(child as Parent)
          : "",
    )
    .join("");

/**
 * A link the model wrote itself must never pass for a citation: one that points at a marker's
 * target (#citation-n) becomes its text, and one whose text reads like a marker ("[1](https://…)")
 * shows its address instead (docs/security.md). Only this plugin makes marker links.
 */
function disarmLink(link: Link): PhrasingContent[] {
  if (citationNumberOf(link.url) !== null || link.url.startsWith("#citation")) return link.children;
  if (looksLikeMarker(plainText(link))) return [{ ...link, children: [{ type: "text", value: link.url }] }];
  return [link];
}

function visitParents(node: Parent) {
  if (node.type === "link" || node.type === "linkReference") return;
  const children: PhrasingContent[] | Parent["children"] = node.children;
  const next: Parent["children"] = [];
  for (const child of children) {
    if (child.type === "text") next.push(...splitText(child));
    else if (child.type === "link") next.push(...disarmLink(child));
    else {
      if ("children" in child) visitParents(child as Parent);
      next.push(child);
    }
  }
  node.children = next;
}

function splitText(node: Text): (Text | Link)[] {
  const parts: (Text | Link)[] = [];
  let last = 0;
  for (const match of node.value.matchAll(MARKER)) {
    const index = match.index;
    if (index > last) parts.push({ type: "text", value: node.value.slice(last, index) });
    parts.push({ type: "link", url: citationHref(Number(match[1])), children: [{ type: "text", value: match[0] }] });
    last = index + match[0].length;
  }
  if (last === 0) return [node];
  if (last < node.value.length) parts.push({ type: "text", value: node.value.slice(last) });
  return parts;
}

/** The citation numbers an answer's text refers to (its [n] markers outside code), read as Markdown. */
export function citedNumbers(content: string): Set<number> {
  const tree = fromMarkdown(content, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  visitParents(tree);
  const numbers = new Set<number>();
  const collect = (node: Root | Root["children"][number]) => {
    if (node.type === "link") {
      const n = citationNumberOf(node.url);
      if (n !== null) numbers.add(n);
    }
    if ("children" in node) for (const child of node.children) collect(child as Root["children"][number]);
  };
  collect(tree);
  return numbers;
}
