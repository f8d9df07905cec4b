import type { List, ListItem, Nodes, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";

/** "Follow-up Questions", "Follow-up questions:", "Follow up questions", German "Folgefragen" (any case). */
const heading = /^(?:follow[\s-]?up[\s-]?questions?|folgefragen|weiterführende fragen)\s*:?$/i;

function isFollowUpHeading(node: RootContent): boolean {
  // "## Follow-up Questions", "**Follow-up Questions:**" (a paragraph of bold text) or plain text.
  if (node.type !== "heading" && node.type !== "paragraph") return false;
  return heading.test(toString(node as Nodes).trim());
}

/**
 * Splits an answer into its text and its follow-up questions: the items of the numbered list
 * after the 'Follow-up Questions' heading. The Markdown is parsed (mdast), so a heading inside a
 * code block or a list elsewhere does not count. The section is cut from the text by the parser's
 * source offsets; the rest of the text is left as it was written.
 */
export function extractFollowUps(markdown: string): { content: string; followUps: string[] } {
  const tree = fromMarkdown(markdown);
  const children = tree.children;
  for (let index = children.length - 1; index >= 0; index--) {
    const node = children[index]!;
    if (!isFollowUpHeading(node)) continue;
    const list = children.slice(index + 1).find((next): next is List => next.type === "list");
    const followUps = (list?.children ?? [])
      .map((item: ListItem) => toString(item).replace(/\s+/g, " ").trim())
      .filter((text) => text.length > 0)
      .slice(0, 10);
    const start = node.position?.start.offset ?? markdown.length;
    return { content: markdown.slice(0, start).trimEnd(), followUps };
  }
  return { content: markdown.trim(), followUps: [] };
}
