import { Element, Text, type ChildNode } from "domhandler";
import { DomUtils } from "htmlparser2";
import type { PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { randnummerMarker } from "./sanitise-html.ts";

/*
 * Open Legal Data's Markdown (the `content` of its Django fixtures) to HTML before sanitising.
 *
 * The Markdown is parsed by mdast-util-from-markdown (CommonMark): escapes ("1\." for a
 * paragraph's own "1."), emphasis, entities and raw HTML are the parser's to read, never a regex's.
 * The reasons are the court's two-column layout written as rows of a table without a delimiter
 * row, which CommonMark reads as lines of a paragraph: "12| text" is a row with its Randnummer,
 * "| I." and ":| II." rows without one (a heading of the reasons, the judges' names). Each row
 * becomes a paragraph; the row marks are the layout's, not the court's text, and are dropped.
 * The HTML is built as a DOM and serialised by domutils, which escapes the text.
 */

/** A row's mark at the start of a line: the Randnummer, or nothing (":|", "|"). */
const rowMark = /^(?:(\d+)|:)?\|[ \t\u00a0]*/;

type Row = { number?: string; content: ChildNode[] };

// Runs of white space (the layout's runs of no-break spaces between the judges' names) read as one space.
const text = (value: string) => new Text(value.replace(/\s{2,}/g, " "));
const element = (name: string, children: ChildNode[], attribs: Record<string, string> = {}) =>
  new Element(name, attribs, children);

export function oldpMarkdownToHtml(markdown: string): string {
  const tree = fromMarkdown(markdown);
  const nodes = tree.children.flatMap(block);
  return nodes.map((node) => DomUtils.getOuterHTML(node, { encodeEntities: "utf8" })).join("");
}

function block(node: RootContent): ChildNode[] {
  switch (node.type) {
    case "heading": {
      const level = Math.min(6, Math.max(2, node.depth));
      return [element(`h${level}`, inline(node.children))];
    }
    case "paragraph":
      return rows(node.children).map((row) =>
        element("p", row.number ? [text(`${randnummerMarker(row.number)} `), ...row.content] : row.content),
      );
    case "list":
      // A tight list's items hold their text, a loose list's items paragraphs.
      return [
        element(
          node.ordered ? "ol" : "ul",
          node.children.map((item) =>
            element(
              "li",
              item.children.flatMap((child) =>
                !node.spread && child.type === "paragraph" ? inline(child.children) : block(child),
              ),
            ),
          ),
        ),
      ];
    case "blockquote":
      return [element("blockquote", node.children.flatMap(block))];
    case "thematicBreak":
      return [];
    // Code blocks and raw HTML blocks are text of the decision here, shown as written.
    case "code":
    case "html":
      return node.value.trim() ? [element("p", [text(node.value)])] : [];
    default:
      return toString(node).trim() ? [element("p", [text(toString(node))])] : [];
  }
}

/**
 * The lines of a paragraph grouped into rows: a line that starts with a row mark opens a row; a
 * line without one continues the row before it (joined by a space). Text before any mark is a row
 * of its own (an ordinary paragraph).
 */
function rows(children: PhrasingContent[]): Row[] {
  const result: Row[] = [];
  let current: Row | undefined;
  const open = (number?: string) => {
    current = { ...(number ? { number } : {}), content: [] };
    result.push(current);
  };
  let atLineStart = true;
  for (const child of children) {
    if (child.type !== "text") {
      if (!current) open();
      current!.content.push(...inline([child]));
      atLineStart = false;
      continue;
    }
    const lines = child.value.split("\n");
    lines.forEach((line, index) => {
      if (index > 0) atLineStart = true;
      let rest = line;
      if (atLineStart) {
        const mark = rowMark.exec(line);
        if (mark) {
          open(mark[1]);
          rest = line.slice(mark[0].length);
        } else if (!current) {
          open();
        } else if (index > 0) {
          rest = ` ${line}`;
        }
      } else if (!current) {
        open();
      }
      // Further cells of a row ("12| text | more") are one run of text.
      rest = rest
        .split("|")
        .map((cell, cellIndex) => (cellIndex === 0 ? cell : cell.trimStart()))
        .join(" ");
      if (rest) current!.content.push(text(rest));
      atLineStart = false;
    });
  }
  return result.filter((row) => row.number || row.content.some((node) => DomUtils.textContent(node).trim()));
}

function inline(children: PhrasingContent[]): ChildNode[] {
  return children.flatMap((child): ChildNode[] => {
    switch (child.type) {
      case "text":
        return [text(child.value.replace(/\n/g, " "))];
      case "emphasis":
        return [element("em", inline(child.children))];
      case "strong":
        return [element("strong", inline(child.children))];
      case "break":
        return [element("br", [])];
      case "inlineCode":
        return [text(child.value)];
      // Raw HTML inside a line is the decision's text ("<b>" written by the court), not markup.
      case "html":
        return [text(child.value)];
      case "link":
        return [element("a", inline(child.children), { href: child.url })];
      default:
        return [text(toString(child))];
    }
  });
}
