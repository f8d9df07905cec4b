import type { AnyNode, Document, Element } from "domhandler";
import { parseDocument } from "htmlparser2";

export type { Element };

/** Parses XML (Formex, xmlMode: case kept) or HTML (CELLAR XHTML, forgiving) into a DOM. */
export function parseMarkup(source: string, mode: "xml" | "html"): Document {
  return parseDocument(source, {
    xmlMode: mode === "xml",
    recognizeSelfClosing: true,
    decodeEntities: true,
    lowerCaseTags: mode === "html",
  });
}

export function isElement(node: AnyNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

export function childElements(node: Element | Document, name?: string): Element[] {
  return node.children.filter(
    (child): child is Element => isElement(child) && (name === undefined || child.name === name),
  );
}

export function firstChild(node: Element | Document, name: string): Element | undefined {
  return childElements(node, name)[0];
}

/** Depth-first search for elements matching `test` (does not descend into matches when `stopAtMatch`). */
export function findAll(node: Element | Document, test: (element: Element) => boolean, stopAtMatch = false): Element[] {
  const found: Element[] = [];
  const visit = (current: Element | Document) => {
    for (const child of childElements(current)) {
      if (test(child)) {
        found.push(child);
        if (stopAtMatch) continue;
      }
      visit(child);
    }
  };
  visit(node);
  return found;
}

export function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? "").split(/\s+/).includes(name);
}

export type RenderRules = {
  /** Elements rendered inline (no space around them); every other element is a block. */
  inline: ReadonlySet<string>;
  /** Elements left out entirely (footnotes, scripts, page furniture). */
  skip: (element: Element) => boolean;
  /** Elements replaced by fixed text (Formex QUOT.START/QUOT.END). */
  replace?: (element: Element) => string | undefined;
  /** Text put before an element's content (Formex dash-list items get the dash the page shows). */
  prefix?: (element: Element) => string | undefined;
  /** Superscript elements (Formex HT TYPE="SUP", <sup>, class "oj-super" / "superscript"). */
  superscript?: (element: Element) => boolean;
};

/** A number written as a superscript right after a digit is a power: "10<sup>25</sup>" reads "10^25" (ADR 150). */
const exponent = /^[-\u2212]?\d+$/;

/** Plain text of nodes, blocks separated by whitespace, collapsed to single spaces. */
export function renderText(nodes: readonly AnyNode[], rules: RenderRules): string {
  let out = "";
  const visit = (node: AnyNode) => {
    if (node.type === "text") {
      out += (node as unknown as { data: string }).data;
      return;
    }
    if (!isElement(node)) return;
    if (rules.skip(node)) {
      // A skipped footnote marker leaves no gap before the punctuation that follows it.
      out = out.replace(/\s+$/, "");
      return;
    }
    const replacement = rules.replace?.(node);
    if (replacement !== undefined) {
      out += replacement;
      return;
    }
    if (rules.superscript?.(node) && /\d$/.test(out)) {
      const raised = renderText(node.children, rules);
      // Anything else raised after a digit (an ordinal's "st", a marker such as "*1") keeps its plain text.
      out += exponent.test(raised) ? `^${raised.replace("\u2212", "-")}` : raised;
      return;
    }
    const block = !rules.inline.has(node.name);
    if (block) out += " ";
    out += rules.prefix?.(node) ?? "";
    for (const child of node.children) visit(child);
    if (block) out += " ";
  };
  for (const node of nodes) visit(node);
  return normalizeSpace(out);
}

export function normalizeSpace(text: string): string {
  return text.replace(/[\s\u00a0\u2002-\u200b]+/g, " ").trim();
}
