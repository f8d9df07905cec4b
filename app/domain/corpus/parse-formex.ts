import type { Element } from "./dom.ts";
import { childElements, findAll, isElement, firstChild, parseMarkup, renderText, type RenderRules } from "./dom.ts";
import { celexFromTitle } from "./celex.ts";
import { annexSectionTitle, ProvisionBuilder } from "./provision-builder.ts";
import { LanguageSchema, type Language, type ParsedAct } from "./types.ts";

// Formex 4 (the Official Journal's XML): https://op.europa.eu/en/web/eu-vocabularies/formex
const rules: RenderRules = {
  inline: new Set(["HT", "DATE", "FT", "REF.DOC.OJ", "REF.DOC", "IE", "SUP", "INF", "QUOT.START", "QUOT.END", "DLIG", "LINK", "URL", "ACT.GEN", "FT"]),
  skip: (element) => element.name === "NOTE",
  // QUOT.START/QUOT.END carry the quotation mark as a Unicode code point (2018 = ‘, 2019 = ’).
  replace: (element) => {
    if (element.name === "QUOT.START" || element.name === "QUOT.END") {
      return String.fromCodePoint(Number.parseInt(element.attribs.CODE ?? (element.name === "QUOT.START" ? "2018" : "2019"), 16));
    }
    // Amounts are stored ungrouped ("35000000"); the Official Journal prints "35 000 000".
    if (element.name === "FT" && element.attribs.TYPE === "NUMBER") {
      return textOf(element).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
    }
    return undefined;
  },
  prefix: (element) =>
    element.name === "ITEM" && (element.parent as Element | null)?.attribs?.TYPE === "DASH" ? "— " : undefined,
};

function textOf(element: Element): string {
  return element.children.map((child) => ("data" in child ? String(child.data) : isElement(child) ? textOf(child) : "")).join("");
}

const text = (nodes: Element | Element[] | undefined) => (nodes ? renderText(Array.isArray(nodes) ? nodes : [nodes], rules) : "");

type Options = { celex?: string; language?: Language };

export function parseFormex(source: string, options: Options = {}): ParsedAct {
  const document = parseMarkup(source, "xml");
  const act = findAll(document, (element) => element.name === "ACT", true)[0];
  if (!act) throw new Error("Not a Formex act: no <ACT> element");

  const titleElement = firstChild(act, "TITLE");
  const title = text(titleElement ? firstChild(titleElement, "TI") : undefined);
  const lgDoc = text(findAll(act, (element) => element.name === "LG.DOC", true)[0]).toUpperCase();
  const language = options.language ?? LanguageSchema.parse(lgDoc || "EN");
  const celex = options.celex ?? celexFromTitle(title);
  if (!celex) throw new Error(`Cannot tell the CELEX number from the title "${title.slice(0, 80)}"; pass --celex`);

  const builder = new ProvisionBuilder(language);
  for (const consid of findAll(act, (element) => element.name === "CONSID", true)) {
    const np = firstChild(consid, "NP");
    const number = text(np ? firstChild(np, "NO.P") : undefined);
    builder.recital(number, text(childElements(np ?? consid).filter((child) => child.name !== "NO.P")));
  }

  const enacting = firstChild(act, "ENACTING.TERMS");
  if (enacting) walkDivision(enacting, { chapter: null, section: null }, builder);

  // The annexes follow the act in a combined file (EUR-Lex ships them as separate files).
  for (const annex of findAll(document, (element) => element.name === "ANNEX", true)) parseAnnex(annex, builder);

  return { celex, language, title, format: "formex", provisions: builder.provisions, warnings: builder.warnings };
}

type Context = { chapter: string | null; section: string | null };

function walkDivision(node: Element, context: Context, builder: ProvisionBuilder) {
  for (const child of childElements(node)) {
    if (child.name === "DIVISION") {
      const titleElement = firstChild(child, "TITLE");
      const ti = text(titleElement ? firstChild(titleElement, "TI") : undefined);
      const sti = text(titleElement ? firstChild(titleElement, "STI") : undefined);
      const name = sti ? `${ti} — ${sti}` : ti;
      const next = /^(chapter|kapitel|title|titel)\b/i.test(ti) ? { chapter: name, section: null } : { ...context, section: name };
      walkDivision(child, next, builder);
    } else if (child.name === "ARTICLE") {
      parseArticle(child, context, builder);
    }
  }
}

function parseArticle(article: Element, context: Context, builder: ProvisionBuilder) {
  const number = text(firstChild(article, "TI.ART")).replace(/^\D+/, "").trim();
  const heading = text(firstChild(article, "STI.ART")) || null;
  const body = childElements(article).filter((child) => child.name !== "TI.ART" && child.name !== "STI.ART");
  builder.article({ number, heading, text: text(body), ...context });
  for (const part of body) {
    if (part.name === "PARAG") {
      const paragraph = String(Number.parseInt((part.attribs.IDENTIFIER ?? "").split(".")[1] ?? "", 10));
      const anchor = part.attribs.IDENTIFIER ?? `art_${number}`;
      if (paragraph === "NaN") continue;
      builder.paragraph({ article: number, number: paragraph, heading, text: text(part), anchor, ...context });
      for (const point of firstLevelPoints(part)) builder.point({ article: number, paragraph, heading, anchor, ...point, ...context });
    } else {
      for (const point of firstLevelPoints(part)) builder.point({ article: number, heading, anchor: `art_${number}`, ...point, ...context });
    }
  }
}

/** The items of the outermost lists in a paragraph: label "(a)" and text without the label. */
function firstLevelPoints(node: Element): { label: string; text: string }[] {
  const lists = node.name === "LIST" ? [node] : findAll(node, (element) => element.name === "LIST", true);
  return lists.flatMap((list) =>
    childElements(list, "ITEM").flatMap((item) => {
      const np = firstChild(item, "NP");
      if (!np) return [];
      return [{ label: text(firstChild(np, "NO.P")), text: text(childElements(np).filter((child) => child.name !== "NO.P")) }];
    }),
  );
}

function parseAnnex(annex: Element, builder: ProvisionBuilder) {
  const titleElement = firstChild(annex, "TITLE");
  const tiElement = titleElement ? firstChild(titleElement, "TI") : undefined;
  const [first, ...more] = tiElement ? childElements(tiElement) : [];
  const number = /^(?:ANNEX|ANHANG)\s*([IVXLC\d]*)/i.exec(text(first))?.[1] || "I";
  // The heading is the subtitle, or (Annex X) a second paragraph of the title.
  const heading = text(titleElement ? firstChild(titleElement, "STI") : undefined) || text(more) || null;
  const contents = firstChild(annex, "CONTENTS");
  if (!contents) return;
  builder.annex({ number, heading, text: text(contents) });
  // Sections "Section A", "Section 1" … (GR.SEQ with such a title) hold their own numbered items.
  for (const part of childElements(contents)) {
    const section = part.name === "GR.SEQ" ? sectionOf(part) : undefined;
    if (!section) {
      annexPoints(part, number, undefined, heading, builder);
      continue;
    }
    const body = childElements(part).filter((child) => child.name !== "TITLE");
    builder.annexSection({ annex: number, key: section.key, heading: section.heading, text: text(body) });
    for (const child of body) annexPoints(child, number, section.key, section.heading ?? heading, builder);
  }
}

function sectionOf(grSeq: Element): { key: string; heading: string | null } | undefined {
  const titleElement = firstChild(grSeq, "TITLE");
  if (!titleElement) return undefined;
  const section = annexSectionTitle(text(firstChild(titleElement, "TI")));
  if (!section) return undefined;
  return { key: section.key, heading: section.heading ?? (text(firstChild(titleElement, "STI")) || null) };
}

/** Numbered items "1.", "2." … of (part of) an annex (not those that are titles of a part). */
function annexPoints(node: Element, annex: string, section: string | undefined, heading: string | null, builder: ProvisionBuilder) {
  const items = node.name === "NP" ? [node] : findAll(node, (element) => element.name === "NP" || element.name === "TITLE", true);
  for (const np of items.filter((element) => element.name === "NP")) {
    const label = text(firstChild(np, "NO.P"));
    if (!/^\d+\.$/.test(label)) continue;
    builder.annexPoint({ annex, section, label, heading, text: text(childElements(np).filter((child) => child.name !== "NO.P")) });
  }
}
