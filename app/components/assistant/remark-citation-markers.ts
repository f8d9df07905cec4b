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

function visitParents(node: Parent) {
  if (node.type === "link" || node.type === "linkReference") return;
  const children: PhrasingContent[] | Parent["children"] = node.children;
  const next: Parent["children"] = [];
  for (const child of children) {
    if (child.type === "text") next.push(...splitText(child));
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
