import type { AnyNode, Document } from "domhandler";
import type { Element } from "./dom.ts";
import { childElements, findAll, isElement, firstChild, parseMarkup, renderText, type RenderRules } from "./dom.ts";
import { celexFromTitle } from "./celex.ts";
import { annexSectionTitle, consolidatedLabel, ProvisionBuilder } from "./provision-builder.ts";
import { LanguageSchema, type ActVersion, type Language, type ParsedAct } from "../types.ts";

// Formex 4 (the Official Journal's XML): https://op.europa.eu/en/web/eu-vocabularies/formex
const rules: RenderRules = {
  inline: new Set([
    "HT",
    "DATE",
    "FT",
    "REF.DOC.OJ",
    "REF.DOC",
    "IE",
    "SUP",
    "INF",
    "QUOT.START",
    "QUOT.END",
    "DLIG",
    "LINK",
    "URL",
    "ACT.GEN",
    "FT",
  ]),
  skip: (element) => element.name === "NOTE",
  superscript: (element) => element.name === "SUP" || (element.name === "HT" && element.attribs.TYPE === "SUP"),
  // QUOT.START/QUOT.END carry the quotation mark as a Unicode code point (2018 = ‘, 2019 = ’).
  replace: (element) => {
    if (element.name === "QUOT.START" || element.name === "QUOT.END") {
      return String.fromCodePoint(
        Number.parseInt(element.attribs.CODE ?? (element.name === "QUOT.START" ? "2018" : "2019"), 16),
      );
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
  return element.children
    .map((child) => ("data" in child ? String(child.data) : isElement(child) ? textOf(child) : ""))
    .join("");
}

const text = (nodes: Element | Element[] | undefined) =>
  nodes ? renderText(Array.isArray(nodes) ? nodes : [nodes], rules) : "";

type Options = { celex?: string; language?: Language };

export function parseFormex(source: string, options: Options = {}): ParsedAct {
  const document = parseMarkup(source, "xml");
  // A consolidated text (<CONS.ACT>, EUR-Lex "consolidated version") keeps the words an amending
  // act deleted between modification markers: drop them, and mark what was inserted or replaced.
  const root = findAll(document, (element) => element.name === "ACT" || element.name === "CONS.ACT", true)[0];
  if (!root) throw new Error("Not a Formex act: no <ACT> or <CONS.ACT> element");
  const consolidated = root.name === "CONS.ACT";
  const warnings: string[] = [];
  const amended = consolidated ? applyModificationMarkers(document, warnings) : new Set<Element>();
  const act = consolidated ? (findAll(root, (element) => element.name === "CONS.DOC", true)[0] ?? root) : root;

  const titleElement = firstChild(act, "TITLE");
  const title = text(titleElement ? firstChild(titleElement, "TI") : undefined);
  const lgDoc = text(findAll(act, (element) => element.name === "LG.DOC", true)[0]).toUpperCase();
  const language = options.language ?? LanguageSchema.parse(lgDoc || "EN");
  const noCelex = text(findAll(root, (element) => element.name === "NO.CELEX", true)[0]);
  const celex = options.celex ?? (consolidated && noCelex ? noCelex : celexFromTitle(title));
  if (!celex) throw new Error(`Cannot tell the CELEX number from the title "${title.slice(0, 80)}"; pass --celex`);

  const builder = new ProvisionBuilder(language);
  builder.warnings.push(...warnings);
  builder.isAmended = (element) => amended.has(element as Element);
  for (const consid of findAll(act, (element) => element.name === "CONSID", true)) {
    const np = firstChild(consid, "NP");
    const number = text(np ? firstChild(np, "NO.P") : undefined);
    builder.recital(number, text(childElements(np ?? consid).filter((child) => child.name !== "NO.P")));
  }

  const enacting = firstChild(act, "ENACTING.TERMS");
  if (enacting) walkDivision(enacting, { chapter: null, section: null }, builder);

  // The annexes follow the act in a combined file (EUR-Lex ships them as separate files).
  for (const annex of findAll(document, (element) => element.name === "ANNEX" || element.name === "CONS.ANNEX", true))
    parseAnnex(annex, builder);

  const version = consolidated ? consolidatedVersion(root) : undefined;
  // A consolidated page's deep links are the article and annex ids (art_5, anx_III).
  const provisions = version
    ? builder.provisions.map((provision) => ({ ...provision, anchor: provision.pinpoint.split(".")[0]! }))
    : builder.provisions;
  return {
    celex,
    language,
    title,
    format: "formex",
    provisions,
    warnings: builder.warnings,
    ...(version ? { version } : {}),
  };
}

const isMarker = (node: AnyNode, name: string): node is AnyNode & { data: string } =>
  node.type === "directive" && (node as unknown as { name: string }).name === `?${name}`;
const markerAttribute = (node: { data: string }, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(node.data)?.[1];

/**
 * Consolidated Formex marks each change with processing instructions: <?CLG.MDFO ACTION="…"?> opens
 * it and <?CLG.MDFC IDREF="…"?> closes it. Deleted words are removed from the tree; the elements of
 * an inserted or replaced range (and those that contain one) are returned as amended.
 */
function applyModificationMarkers(document: Document, warnings: string[]): Set<Element> {
  const amended = new Set<Element>();
  let open = 0;
  const visit = (parent: Element | Document): boolean => {
    let containsMarker = false;
    const children = [...parent.children];
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      if (isMarker(child, "CLG.MDFO")) {
        containsMarker = true;
        if (markerAttribute(child, "ACTION") === "DELETED") {
          const id = markerAttribute(child, "ID");
          const end = children.findIndex(
            (candidate, position) =>
              position > index && isMarker(candidate, "CLG.MDFC") && markerAttribute(candidate, "IDREF") === id,
          );
          if (end < 0) {
            warnings.push(`deletion ${id ?? "?"} does not close among its siblings; its words were kept`);
            continue;
          }
          for (const node of children.slice(index + 1, end))
            parent.children.splice(parent.children.indexOf(node as never), 1);
          index = end;
          continue;
        }
        open++;
      } else if (isMarker(child, "CLG.MDFC")) {
        containsMarker = true;
        open = Math.max(0, open - 1);
      } else if (isElement(child)) {
        const openAtStart = open > 0;
        const inner = visit(child);
        if (openAtStart || inner) amended.add(child);
        containsMarker ||= inner;
      }
    }
    return containsMarker;
  };
  visit(document);
  return amended;
}

const isoDate = (value: string | undefined) =>
  value && /^\d{8}$/.test(value) && value !== "99999999"
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : null;
/** <INFO.CONSLEG CONSLEG.REF="2024R1689" START.DATE="20260727" END.DATE="99999999"> → version 02024R1689-20260727. */
function consolidatedVersion(root: Element): ActVersion {
  const info = findAll(root, (element) => element.name === "INFO.CONSLEG", true)[0];
  const reference = info?.attribs["CONSLEG.REF"];
  const start = info?.attribs["START.DATE"];
  const validFrom = isoDate(start);
  if (!info || !reference || !start || !validFrom)
    throw new Error("A consolidated Formex text needs <INFO.CONSLEG CONSLEG.REF=… START.DATE=…>");
  const modifying = findAll(root, (element) => element.name === "GR.MOD.ACT", true)[0];
  const amendedBy = modifying
    ? findAll(modifying, (element) => element.name === "NO.CELEX")
        .map((element) => text(element))
        .filter(Boolean)
    : [];
  return {
    celex: `0${reference}-${start}`,
    label: consolidatedLabel(validFrom),
    validFrom,
    validTo: isoDate(info.attribs["END.DATE"]),
    amendedBy,
  };
}

type Context = { chapter: string | null; section: string | null };

function walkDivision(node: Element, context: Context, builder: ProvisionBuilder) {
  for (const child of childElements(node)) {
    if (child.name === "DIVISION") {
      const titleElement = firstChild(child, "TITLE");
      const ti = text(titleElement ? firstChild(titleElement, "TI") : undefined);
      const sti = text(titleElement ? firstChild(titleElement, "STI") : undefined);
      const name = sti ? `${ti} — ${sti}` : ti;
      const next = /^(chapter|kapitel|title|titel)\b/i.test(ti)
        ? { chapter: name, section: null }
        : { ...context, section: name };
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
  builder.within(article, () => builder.article({ number, heading, text: text(body), ...context }));
  for (const part of body) {
    if (part.name === "PARAG") {
      // IDENTIFIER "005.001" → paragraph 1; "005.001A" (inserted by an amendment) → paragraph 1a.
      const match = /^0*(\d+)([A-Z]*)$/.exec((part.attribs.IDENTIFIER ?? "").split(".")[1] ?? "");
      const anchor = part.attribs.IDENTIFIER ?? `art_${number}`;
      if (!match) continue;
      const paragraph = `${match[1]}${match[2]!.toLowerCase()}`;
      builder.within(part, () =>
        builder.paragraph({ article: number, number: paragraph, heading, text: text(part), anchor, ...context }),
      );
      for (const point of firstLevelPoints(part))
        builder.within(point.item, () =>
          builder.point({ article: number, paragraph, heading, anchor, ...point, ...context }),
        );
    } else {
      for (const point of firstLevelPoints(part))
        builder.within(point.item, () =>
          builder.point({ article: number, heading, anchor: `art_${number}`, ...point, ...context }),
        );
    }
  }
}

/** The items of the outermost lists in a paragraph: label "(a)" and text without the label. */
function firstLevelPoints(node: Element): { label: string; text: string; item: Element }[] {
  const lists = node.name === "LIST" ? [node] : findAll(node, (element) => element.name === "LIST", true);
  return lists.flatMap((list) =>
    childElements(list, "ITEM").flatMap((item) => {
      const np = firstChild(item, "NP");
      if (!np) return [];
      return [
        {
          label: text(firstChild(np, "NO.P")),
          text: text(childElements(np).filter((child) => child.name !== "NO.P")),
          item,
        },
      ];
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
  builder.within(annex, () => builder.annex({ number, heading, text: text(contents) }));
  // Sections "Section A", "Section 1" … (GR.SEQ with such a title) hold their own numbered items.
  for (const part of childElements(contents)) {
    const section = part.name === "GR.SEQ" ? sectionOf(part) : undefined;
    if (!section) {
      annexPoints(part, number, undefined, heading, builder);
      continue;
    }
    const body = childElements(part).filter((child) => child.name !== "TITLE");
    builder.within(part, () =>
      builder.annexSection({ annex: number, key: section.key, heading: section.heading, text: text(body) }),
    );
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
function annexPoints(
  node: Element,
  annex: string,
  section: string | undefined,
  heading: string | null,
  builder: ProvisionBuilder,
) {
  const items =
    node.name === "NP" ? [node] : findAll(node, (element) => element.name === "NP" || element.name === "TITLE", true);
  for (const np of items.filter((element) => element.name === "NP")) {
    const label = text(firstChild(np, "NO.P"));
    if (!/^\d+\.$/.test(label)) continue;
    builder.within(np, () =>
      builder.annexPoint({
        annex,
        section,
        label,
        heading,
        text: text(childElements(np).filter((child) => child.name !== "NO.P")),
      }),
    );
  }
}
