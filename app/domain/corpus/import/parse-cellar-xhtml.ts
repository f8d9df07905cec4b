import type { Document } from "domhandler";
import type { Element } from "./dom.ts";
import { childElements, findAll, hasClass, parseMarkup, renderText, type RenderRules } from "./dom.ts";
import { celexFromTitle } from "./celex.ts";
import { hasLegacyStructure, parseLegacyBody } from "./parse-eurlex-legacy-html.ts";
import { annexSectionTitle, ProvisionBuilder } from "./provision-builder.ts";
import { LanguageSchema, type Language, type ParsedAct } from "../types.ts";

// The EUR-Lex / CELLAR XHTML page of an act. Its ids (rct_N, art_N, NNN.MMM, anx_N) are the
// anchors that EUR-Lex deep links use. Scripts, styles, the OJ header tables and footnotes are
// page furniture and are never part of a provision's text.
const rules: RenderRules = {
  inline: new Set(["a", "span", "b", "i", "em", "strong", "sup", "sub", "abbr", "q", "br"]),
  skip: (element) =>
    element.name === "script" ||
    element.name === "style" ||
    element.name === "noscript" ||
    hasClass(element, "oj-note") ||
    // footnote markers: <a id="ntc4-…" href="#ntr4-…">(4)</a>
    (element.name === "a" && (element.attribs.href ?? "").startsWith("#ntr")),
  superscript: (element) => element.name === "sup" || hasClass(element, "oj-super"),
};

const text = (nodes: Element | Element[] | undefined) =>
  nodes ? renderText(Array.isArray(nodes) ? nodes : [nodes], rules) : "";
const byId = (document: Document | Element, pattern: RegExp) =>
  findAll(document, (element) => pattern.test(element.attribs.id ?? ""), true);

type Options = { celex?: string; language?: Language };

export function parseCellarXhtml(source: string, options: Options = {}): ParsedAct {
  const document = parseMarkup(source, "html");
  const html = findAll(document, (element) => element.name === "html", true)[0];
  const titleBlock = byId(document, /^tit_1$/)[0];
  const legacy = byId(document, /^(art|rct)_\d+$/).length === 0 && hasLegacyStructure(document);
  if (!html || (!titleBlock && !legacy && byId(document, /^(art|rct)_\d+$/).length === 0)) {
    throw new Error("Not a EUR-Lex act page: no tit_1 / art_N / rct_N elements and no ti-art paragraphs");
  }
  const title = legacy ? legacyTitle(document) : text(titleBlock ? childElements(titleBlock) : undefined);
  const lang = (
    html.attribs.lang ??
    html.attribs["xml:lang"] ??
    text(findAll(document, (e) => hasClass(e, "oj-hd-lg"), true)[0])
  ).toUpperCase();
  const language = options.language ?? LanguageSchema.parse(lang.slice(0, 2) || "EN");
  const celex = options.celex ?? celexFromTitle(title);
  if (!celex) throw new Error(`Cannot tell the CELEX number from the title "${title.slice(0, 80)}"; pass --celex`);

  const builder = new ProvisionBuilder(language);
  if (legacy) {
    builder.withAnchors = false;
    parseLegacyBody(document, builder);
    return { celex, language, title, format: "xhtml", provisions: builder.provisions, warnings: builder.warnings };
  }
  for (const recital of byId(document, /^rct_\d+$/)) {
    const cells = findAll(recital, (element) => element.name === "td", true);
    const number = recital.attribs.id!.slice(4);
    builder.recital(number, text(cells.length > 1 ? cells.at(-1) : childElements(recital)));
  }

  for (const article of byId(document, /^art_\d+[a-z]*$/)) parseArticle(article, builder);
  for (const annex of byId(document, /^anx_[IVXLC\d]+$/)) parseAnnex(annex, builder);

  return { celex, language, title, format: "xhtml", provisions: builder.provisions, warnings: builder.warnings };
}

/** The doc-ti paragraphs before the first article (the act's title in legacy pages). */
function legacyTitle(document: Document): string {
  const titles: Element[] = [];
  for (const element of findAll(document, (e) => hasClass(e, "doc-ti") || hasClass(e, "ti-art"))) {
    if (hasClass(element, "ti-art")) break;
    titles.push(element);
  }
  return text(titles);
}

/** The chapter and section an article sits in: the headings of its cpt_… / sct_… ancestors. */
function contextOf(article: Element) {
  let chapter: string | null = null;
  let section: string | null = null;
  for (let node = article.parent as Element | null; node && node.type === "tag"; node = node.parent as Element | null) {
    const id = node.attribs.id ?? "";
    const match = /(cpt|sct)_[^.]+$/.exec(id);
    if (!match) continue;
    const number = text(childElements(node).find((child) => hasClass(child, "oj-ti-section-1")));
    const heading = text(childElements(node).find((child) => hasClass(child, "eli-title")));
    const name = heading ? `${number} — ${heading}` : number;
    if (match[1] === "sct") section ??= name;
    else chapter ??= name;
  }
  return { chapter, section };
}

function parseArticle(article: Element, builder: ProvisionBuilder) {
  const number = article.attribs.id!.slice(4);
  const heading = text(childElements(article).find((child) => hasClass(child, "eli-title"))) || null;
  const body = childElements(article).filter((child) => !hasClass(child, "oj-ti-art") && !hasClass(child, "eli-title"));
  const context = contextOf(article);
  builder.article({ number, heading, text: text(body), ...context });
  for (const part of body) {
    const id = part.attribs.id ?? "";
    if (part.name === "div" && /^\d{3}[a-z]*\.\d{3}$/.test(id)) {
      const paragraph = String(Number.parseInt(id.split(".")[1]!, 10));
      builder.paragraph({ article: number, number: paragraph, heading, text: text(part), anchor: id, ...context });
      for (const point of firstLevelPoints(part))
        builder.point({ article: number, paragraph, heading, anchor: id, ...point, ...context });
    } else {
      for (const point of firstLevelPoints(part))
        builder.point({ article: number, heading, anchor: article.attribs.id!, ...point, ...context });
    }
  }
}

/** A point is a two- or three-column table row: label cell(s), then the text cell. */
function tableItem(table: Element): { label: string; text: string } | undefined {
  const row = findAll(table, (element) => element.name === "tr", true)[0];
  if (!row) return undefined;
  const cells = childElements(row, "td");
  if (cells.length < 2) return undefined;
  const label = cells
    .slice(0, -1)
    .map((cell) => text(cell))
    .find(Boolean);
  return label ? { label, text: text(cells.at(-1)) } : undefined;
}

/** `<div class="oj-enumeration-spacing"><p>1.</p><p>text</p></div>` (numbered annex items). */
function enumerationItem(block: Element): { label: string; text: string } | undefined {
  const [first, ...rest] = childElements(block);
  const label = text(first);
  return first && label ? { label, text: text(rest) } : undefined;
}

function firstLevelPoints(node: Element): { label: string; text: string }[] {
  const tables = node.name === "table" ? [node] : findAll(node, (element) => element.name === "table", true);
  return tables.flatMap((table) => tableItem(table) ?? []);
}

function parseAnnex(annex: Element, builder: ProvisionBuilder) {
  const number = annex.attribs.id!.slice(4);
  const children = childElements(annex);
  const titles = children.filter((child) => hasClass(child, "oj-doc-ti"));
  const heading = titles.length > 1 ? text(titles.slice(1)) : null;
  const body = children.filter((child) => !hasClass(child, "oj-doc-ti"));
  builder.annex({ number, heading, text: text(body) });
  // A section starts at a "Section A …" / "Section 1" title (oj-ti-grseq-1; a bare "Section 1" has
  // its heading in the next title line) and runs to the next section title.
  const parts: { section?: { key: string; heading: string | null }; blocks: Element[] }[] = [{ blocks: [] }];
  for (let i = 0; i < body.length; i++) {
    const child = body[i]!;
    const section = hasClass(child, "oj-ti-grseq-1") ? annexSectionTitle(text(child)) : undefined;
    if (!section) {
      parts.at(-1)!.blocks.push(child);
      continue;
    }
    const next = body[i + 1];
    if (!section.heading && next && hasClass(next, "oj-ti-grseq-1") && !annexSectionTitle(text(next))) {
      section.heading = text(next) || null;
      i++;
    }
    parts.push({ section, blocks: [] });
  }
  const isItem = (element: Element) => element.name === "table" || hasClass(element, "oj-enumeration-spacing");
  for (const { section, blocks } of parts) {
    if (section)
      builder.annexSection({ annex: number, key: section.key, heading: section.heading, text: text(blocks) });
    for (const block of blocks.flatMap((child) => (isItem(child) ? [child] : findAll(child, isItem, true)))) {
      const item = block.name === "table" ? tableItem(block) : enumerationItem(block);
      if (item && /^\d+\.$/.test(item.label))
        builder.annexPoint({ annex: number, section: section?.key, heading: section?.heading ?? heading, ...item });
    }
  }
}
