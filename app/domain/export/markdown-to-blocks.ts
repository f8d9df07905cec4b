import type { Nodes, PhrasingContent, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { Block, Inline, ListItem } from "./export-document.ts";
import { safeLinkUrl } from "./safe-link.ts";

/**
 * Longer Markdown is not parsed (an answer is at most a few thousand words; answers are cut off at
 * 50,000 characters since docs/security.md, older ones may be longer): it is exported whole as
 * plain paragraphs, so that an export never fails for an answer's size.
 */
export const maxMarkdownLength = 200_000;

/**
 * An answer's Markdown (headings, paragraphs, lists, quotes, bold, italics, links; GFM) as export
 * blocks, parsed with mdast. A [n] marker in the text becomes a reference to the citation
 * `citationKey(n)` returns; a number without a citation stays text. Raw HTML is kept as literal text.
 */
export function markdownToBlocks(markdown: string, citationKey: (n: number) => string | undefined): Block[] {
  if (markdown.length > maxMarkdownLength) {
    return markdown
      .split(/\n\s*\n/)
      .filter((paragraph) => paragraph.trim() !== "")
      .map((paragraph) => ({ type: "paragraph", content: [{ type: "text", text: paragraph }] }));
  }
  const tree: Root = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return tree.children.flatMap((node) => blocksOf(node, citationKey, 0));
}

function blocksOf(node: RootContent, citationKey: (n: number) => string | undefined, listLevel: number): Block[] {
  switch (node.type) {
    case "heading":
      return [
        {
          type: "heading",
          level: node.depth <= 2 ? 1 : node.depth === 3 ? 2 : 3,
          content: inlines(node.children, citationKey),
        },
      ];
    case "paragraph":
      return [{ type: "paragraph", content: inlines(node.children, citationKey) }];
    case "blockquote": {
      const parts = node.children.flatMap((child) => blocksOf(child, citationKey, listLevel));
      return [
        {
          type: "quote",
          content: parts.flatMap((part, index) => [
            ...(index > 0 ? [{ type: "break" } as const] : []),
            ...contentOf(part),
          ]),
        },
      ];
    }
    case "list":
      return [
        {
          type: "list",
          ordered: Boolean(node.ordered),
          items: node.children.flatMap((item) =>
            listItems(item.children, citationKey, listLevel, Boolean(node.ordered)),
          ),
        },
      ];
    case "code":
      return [{ type: "paragraph", content: [{ type: "text", text: node.value, code: true }] }];
    case "html":
      return [{ type: "paragraph", content: [{ type: "text", text: node.value }] }];
    case "table":
      return node.children.map((row) => ({
        type: "paragraph" as const,
        content: row.children.flatMap((cell, index) => [
          ...(index > 0 ? [{ type: "text" as const, text: " | " }] : []),
          ...inlines(cell.children, citationKey),
        ]),
      }));
    default:
      return [];
  }
}

function listItems(
  children: RootContent[],
  citationKey: (n: number) => string | undefined,
  level: number,
  ordered: boolean,
): ListItem[] {
  const items: ListItem[] = [{ level, content: [], ordered }];
  for (const child of children) {
    if (child.type === "list") {
      for (const item of child.children)
        items.push(...listItems(item.children, citationKey, level + 1, Boolean(child.ordered)));
      continue;
    }
    for (const block of blocksOf(child, citationKey, level)) {
      const own = items[0]!;
      if (own.content.length > 0) own.content.push({ type: "break" });
      own.content.push(...contentOf(block));
    }
  }
  return items;
}

function contentOf(block: Block): Inline[] {
  return block.type === "list" ? block.items.flatMap((item) => item.content) : block.content;
}

type Style = { bold?: boolean; italic?: boolean };

function inlines(
  nodes: PhrasingContent[],
  citationKey: (n: number) => string | undefined,
  style: Style = {},
): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case "text":
        return withCitations(node.value, citationKey, style);
      case "strong":
        return inlines(node.children, citationKey, { ...style, bold: true });
      case "emphasis":
        return inlines(node.children, citationKey, { ...style, italic: true });
      case "delete":
        return inlines(node.children, citationKey, style);
      case "inlineCode":
        return [{ type: "text", text: node.value, code: true, ...style }];
      case "link": {
        // Only http, https and mailto stay links (model text may carry javascript:, file:, UNC …).
        const url = safeLinkUrl(node.url);
        return url ? [{ type: "link", text: plainText(node), url }] : inlines(node.children, citationKey, style);
      }
      case "break":
        return [{ type: "break" }];
      case "image":
        return node.alt ? [{ type: "text", text: node.alt, ...style }] : [];
      case "html":
        return [{ type: "text", text: node.value, ...style }];
      default:
        return "children" in node ? inlines(node.children as PhrasingContent[], citationKey, style) : [];
    }
  });
}

/** "… workplace [1] and [2]." → text, citation, text, citation, text (only numbers that are citations). */
function withCitations(text: string, citationKey: (n: number) => string | undefined, style: Style): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,4})\]/g)) {
    const key = citationKey(Number(match[1]));
    if (!key) continue;
    // The space before a footnote reference goes: "workplace [1]" → "workplace¹".
    const before = text.slice(last, match.index).replace(/ $/, "");
    if (before) parts.push({ type: "text", text: before, ...style });
    parts.push({ type: "citation", key });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last);
  if (rest) parts.push({ type: "text", text: rest, ...style });
  return parts;
}

function plainText(node: Nodes): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as Nodes[]).map(plainText).join("");
  return "";
}
