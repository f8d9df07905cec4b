import type { Document } from "domhandler";
import type { Element } from "./dom.ts";
import { childElements, findAll, hasClass, renderText, type RenderRules } from "./dom.ts";
import { ProvisionBuilder } from "./provision-builder.ts";

// EUR-Lex pages of acts published before the act-by-act Official Journal (e.g. the DSM Directive
// 2019/790, 85/374/EEC) have no art_N/rct_N ids: a flat run of <p class="ti-art">, "sti-art",
// "normal", "ti-section-1/2", "doc-ti" paragraphs and two-column point tables. There are no
// anchors below the page, so deep links point at the page itself.
const rules: RenderRules = {
  inline: new Set(["a", "span", "b", "i", "em", "strong", "sup", "sub", "abbr", "q", "br"]),
  skip: (element) =>
    element.name === "script" ||
    element.name === "style" ||
    hasClass(element, "note") ||
    (element.name === "a" && (element.attribs.href ?? "").startsWith("#ntr")),
  superscript: (element) => element.name === "sup" || hasClass(element, "oj-super"),
};
const text = (nodes: Element | Element[] | undefined) =>
  nodes ? renderText(Array.isArray(nodes) ? nodes : [nodes], rules) : "";

/** The blocks of the page in document order: paragraphs and tables that are not inside a table. */
function blocks(root: Document | Element): Element[] {
  return findAll(root, (element) => element.name === "p" || element.name === "table", true);
}

function tableItem(table: Element): { label: string; text: string } | undefined {
  const row = findAll(table, (element) => element.name === "tr", true)[0];
  const cells = row ? childElements(row, "td") : [];
  if (cells.length < 2) return undefined;
  const label = cells
    .slice(0, -1)
    .map((cell) => text(cell))
    .find(Boolean);
  return label ? { label, text: text(cells.at(-1)) } : undefined;
}

type Article = {
  number: string;
  heading: string | null;
  chapter: string | null;
  section: string | null;
  parts: Element[];
};

export function hasLegacyStructure(document: Document): boolean {
  return findAll(document, (element) => hasClass(element, "ti-art"), true).length > 0;
}

export function parseLegacyBody(document: Document, builder: ProvisionBuilder) {
  let chapter: string | null = null;
  let section: string | null = null;
  let pendingDivision: "chapter" | "section" | null = null;
  let article: Article | undefined;
  let annex: { number: string; heading: string | null; parts: Element[] } | undefined;
  let done = false;

  const flushArticle = () => {
    if (article) addArticle(article, builder);
    article = undefined;
  };
  const flushAnnex = () => {
    if (annex) addAnnex(annex, builder);
    annex = undefined;
  };

  for (const block of blocks(document)) {
    const value = text(block);
    if (hasClass(block, "doc-ti") && /^(ANNEX|ANHANG)\b/i.test(value)) {
      flushArticle();
      flushAnnex();
      done = true;
      annex = { number: /^(?:ANNEX|ANHANG)\s*([IVXLC\d]*)/i.exec(value)![1] || "I", heading: null, parts: [] };
      continue;
    }
    if (annex) {
      if (hasClass(block, "doc-ti") && annex.heading === null && annex.parts.length === 0) annex.heading = value;
      else annex.parts.push(block);
      continue;
    }
    if (done) continue;
    if (hasClass(block, "ti-section-1")) {
      flushArticle();
      if (/^(chapter|kapitel|title|titel)\b/i.test(value)) {
        chapter = value;
        section = null;
        pendingDivision = "chapter";
      } else {
        section = value;
        pendingDivision = "section";
      }
      continue;
    }
    if (hasClass(block, "ti-section-2") && pendingDivision) {
      if (pendingDivision === "chapter") chapter = `${chapter} — ${value}`;
      else section = `${section} — ${value}`;
      pendingDivision = null;
      continue;
    }
    if (hasClass(block, "ti-art")) {
      flushArticle();
      article = { number: value.replace(/^\D+/, "").trim(), heading: null, chapter, section, parts: [] };
      continue;
    }
    if (article) {
      if (hasClass(block, "sti-art") && article.heading === null && article.parts.length === 0) article.heading = value;
      else if (hasClass(block, "final") || /^(Done at|Geschehen zu) /.test(value)) {
        done = true;
        flushArticle();
      } else article.parts.push(block);
      continue;
    }
    // Before the first article: recitals "(1)" as point tables or as numbered paragraphs.
    const item = block.name === "table" ? tableItem(block) : undefined;
    const recital = item ? /^\((\d+)\)$/.exec(item.label) : undefined;
    if (item && recital) builder.recital(recital[1]!, item.text);
    else {
      const inline = /^\((\d+)\)\s+(.+)$/.exec(value);
      if (inline && hasClass(block, "normal")) builder.recital(inline[1]!, inline[2]!);
    }
  }
  flushArticle();
  flushAnnex();
}

function addArticle(article: Article, builder: ProvisionBuilder) {
  const context = { chapter: article.chapter, section: article.section };
  builder.article({ number: article.number, heading: article.heading, text: text(article.parts), ...context });
  let paragraph: { number: string; parts: Element[] } | undefined;
  const paragraphs: { number: string; parts: Element[] }[] = [];
  const loose: Element[] = [];
  for (const part of article.parts) {
    const start = part.name === "p" ? /^(\d+)\.\s/.exec(text(part)) : null;
    if (start) paragraphs.push((paragraph = { number: start[1]!, parts: [part] }));
    else if (paragraph) paragraph.parts.push(part);
    else loose.push(part);
  }
  const points = (parts: Element[]) => parts.flatMap((part) => (part.name === "table" ? (tableItem(part) ?? []) : []));
  for (const point of points(loose))
    builder.point({ article: article.number, heading: article.heading, anchor: "", ...point, ...context });
  for (const { number, parts } of paragraphs) {
    builder.paragraph({
      article: article.number,
      number,
      heading: article.heading,
      text: text(parts),
      anchor: "",
      ...context,
    });
    for (const point of points(parts))
      builder.point({
        article: article.number,
        paragraph: number,
        heading: article.heading,
        anchor: "",
        ...point,
        ...context,
      });
  }
}

function addAnnex(annex: { number: string; heading: string | null; parts: Element[] }, builder: ProvisionBuilder) {
  builder.annex({ number: annex.number, heading: annex.heading, text: text(annex.parts) });
  for (const part of annex.parts) {
    const item = part.name === "table" ? tableItem(part) : undefined;
    if (item && /^\d+\.$/.test(item.label))
      builder.annexPoint({ annex: annex.number, heading: annex.heading, ...item });
  }
}
