import { formatLongDate } from "#app/i18n/language.ts";
import type { BlockContent, List, ListItem as MdListItem, PhrasingContent, Root, RootContent } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import {
  citationLabel,
  exportText,
  footnoteOrder,
  wordingLine,
  type Block,
  type ExportCitation,
  type ExportDocument,
  type Inline,
  type ListItem,
} from "./export-document.ts";
import { safeLinkUrl } from "./safe-link.ts";

/**
 * The document as Markdown (GFM): title, date and the "not legal advice" line, the sections, and
 * every cited provision as a footnote `[^n]` with its EUR-Lex link. Built as an mdast tree and
 * serialised by mdast-util-to-markdown, which escapes the text.
 */
export function renderMarkdown(document: ExportDocument): string {
  const footnotes = footnoteOrder(document);
  const numbers = new Map(footnotes.map(({ citation, number }) => [citation.key, number]));
  const children: RootContent[] = [{ type: "heading", depth: 1, children: [{ type: "text", value: document.title }] }];
  if (document.subtitle)
    children.push({
      type: "paragraph",
      children: [{ type: "strong", children: [{ type: "text", value: document.subtitle }] }],
    });
  children.push(
    {
      type: "paragraph",
      children: [
        {
          type: "text",
          value: exportText(document.language, "export.exportedOn", {
            date: formatLongDate(document.date, document.language),
          }),
        },
      ],
    },
    {
      type: "paragraph",
      children: [
        { type: "emphasis", children: [{ type: "text", value: exportText(document.language, "export.disclaimer") }] },
      ],
    },
  );
  for (const section of document.sections) {
    if (section.heading)
      children.push({ type: "heading", depth: 2, children: [{ type: "text", value: section.heading }] });
    for (const block of section.blocks) children.push(toMdast(block, numbers));
  }
  for (const { citation, number } of footnotes) {
    children.push({
      type: "footnoteDefinition",
      identifier: String(number),
      label: String(number),
      children: [{ type: "paragraph", children: footnoteContent(citation, document.language) }],
    });
  }
  const root: Root = { type: "root", children };
  return toMarkdown(root, { extensions: [gfmToMarkdown()], bullet: "-", emphasis: "_" });
}

function footnoteContent(citation: ExportCitation, language: ExportDocument["language"]): PhrasingContent[] {
  const wording = wordingLine(citation, language);
  return [
    { type: "text", value: `${citationLabel(citation)}. ` },
    { type: "link", url: citation.url, children: [{ type: "text", value: citation.url }] },
    ...(citation.version
      ? [{ type: "text" as const, value: ` ${exportText(language, "export.version", { version: citation.version })}` }]
      : []),
    ...(wording ? [{ type: "text" as const, value: ` ${wording}` }] : []),
  ];
}

function toMdast(block: Block, numbers: Map<string, number>): BlockContent {
  switch (block.type) {
    case "heading":
      return { type: "heading", depth: (block.level + 2) as 3 | 4 | 5, children: phrasing(block.content, numbers) };
    case "paragraph":
      return { type: "paragraph", children: phrasing(block.content, numbers) };
    case "quote":
      return { type: "blockquote", children: [{ type: "paragraph", children: phrasing(block.content, numbers) }] };
    case "list":
      return nestedList(block.items, block.ordered, numbers);
  }
}

/** Flat items with levels → nested mdast lists (a deeper item belongs to the item before it). */
function nestedList(items: ListItem[], ordered: boolean, numbers: Map<string, number>): List {
  const root: List = { type: "list", ordered, spread: false, children: [] };
  const stack: { level: number; list: List }[] = [{ level: items[0]?.level ?? 0, list: root }];
  for (const item of items) {
    while (stack.length > 1 && item.level < stack.at(-1)!.level) stack.pop();
    let top = stack.at(-1)!;
    if (item.level > top.level && top.list.children.length > 0) {
      const nested: List = { type: "list", ordered: item.ordered ?? ordered, spread: false, children: [] };
      top.list.children.at(-1)!.children.push(nested);
      stack.push({ level: item.level, list: nested });
      top = stack.at(-1)!;
    }
    const listItem: MdListItem = {
      type: "listItem",
      spread: false,
      children: [{ type: "paragraph", children: phrasing(item.content, numbers) }],
    };
    top.list.children.push(listItem);
  }
  return root;
}

function phrasing(content: Inline[], numbers: Map<string, number>): PhrasingContent[] {
  return content.flatMap((inline): PhrasingContent | PhrasingContent[] => {
    switch (inline.type) {
      case "citation": {
        const number = String(numbers.get(inline.key));
        return { type: "footnoteReference", identifier: number, label: number };
      }
      case "link": {
        const url = safeLinkUrl(inline.url);
        return url
          ? { type: "link", url, children: [{ type: "text", value: inline.text }] }
          : { type: "text", value: inline.text };
      }
      case "break":
        return { type: "break" };
      case "text": {
        if (inline.code || (!inline.italic && !inline.bold))
          return inline.code ? { type: "inlineCode", value: inline.text } : { type: "text", value: inline.text };
        // Emphasis cannot open or close next to white space in Markdown ("**Question: **What" would be
        // written as "**Question:&#x20;**&#x57;hat"): the spaces around a styled run stay outside it.
        const core = inline.text.trim();
        const before = inline.text.slice(0, inline.text.length - inline.text.trimStart().length);
        const after = inline.text.slice(inline.text.trimEnd().length);
        if (!core) return { type: "text", value: inline.text };
        let node: PhrasingContent = { type: "text", value: core };
        if (inline.italic) node = { type: "emphasis", children: [node] };
        if (inline.bold) node = { type: "strong", children: [node] };
        return [
          ...(before ? [{ type: "text" as const, value: before }] : []),
          node,
          ...(after ? [{ type: "text" as const, value: after }] : []),
        ];
      }
    }
  });
}
