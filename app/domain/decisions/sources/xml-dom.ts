import type { Element, Document } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { decodeEntities } from "../normalise/text.ts";

/**
 * A source's XML parsed by htmlparser2 in XML mode, with each node's place in the text, so that the
 * markup inside an element (the decision's HTML) can be taken from the source byte for byte while
 * elements and attributes are found by the parser, whatever their order or spacing.
 */
export type XmlDom = { xml: string; document: Document };

export function parseXml(xml: string): XmlDom {
  return {
    xml,
    document: parseDocument(xml, {
      xmlMode: true,
      decodeEntities: false,
      withStartIndices: true,
      withEndIndices: true,
    }),
  };
}

type Scope = XmlDom["document"] | Element | null | undefined;

/** The first element named `name` (a qualified name such as `akn:num`) inside `scope`. */
export function findElement(scope: Scope, name: string): Element | null {
  if (!scope) return null;
  return DomUtils.findOne((element) => element.name === name, scope.children, true);
}

export function findElements(scope: Scope, name: string): Element[] {
  if (!scope) return [];
  return DomUtils.findAll((element) => element.name === name, scope.children);
}

/** The markup inside an element as the source wrote it; null for a missing or self-closed (`<x/>`) element. */
export function innerXml(dom: XmlDom, element: Element | null): string | null {
  if (!element) return null;
  const first = element.children[0];
  const last = element.children.at(-1);
  if (!first || !last) return dom.xml.slice(element.startIndex!, element.endIndex! + 1).endsWith("/>") ? null : "";
  return dom.xml.slice(first.startIndex!, last.endIndex! + 1);
}

/** The text of an element, entities decoded, every tag read as a space and white space collapsed. */
export function elementText(element: Element | null): string | null {
  if (!element) return null;
  const parts = DomUtils.filter((node) => node.type === "text", element.children, true).map(
    (node) => (node as unknown as { data: string }).data,
  );
  return decodeEntities(parts.join(" ")).replace(/\s+/g, " ").trim() || null;
}

/** An attribute of the first element named `name` whose other attributes match `where`. */
export function attributeOf(
  scope: Scope,
  name: string,
  attribute: string,
  where: Record<string, string> = {},
): string | null {
  if (!scope) return null;
  const element = DomUtils.findOne(
    (candidate) =>
      candidate.name === name && Object.entries(where).every(([key, value]) => candidate.attribs[key] === value),
    scope.children,
    true,
  );
  return element?.attribs[attribute] ?? null;
}
