import type { Document } from "domhandler";
import type { Element } from "./dom.ts";
import { childElements, findAll, hasClass, parseMarkup, renderText, type RenderRules } from "./dom.ts";
import { annexSectionTitle, consolidatedLabel, ProvisionBuilder } from "./provision-builder.ts";
import { LanguageSchema, type ActVersion, type Language, type ParsedAct } from "../types.ts";

// The EUR-Lex consolidated HTML page ("02024R1689 — EN — 27.07.2026 — 001.001"). Amendment
// markers are not part of the law's words: "▼B" (original text follows), "▼M1" (text inserted or
// replaced by the first amending act follows; the link names the act and INSERTED / REPLACED /
// DELETED), "►M1 … ◄" around amended words. They are stripped from the text and mark the
// provisions that changed.
const rules: RenderRules = {
  inline: new Set(["a", "span", "b", "i", "em", "strong", "sup", "sub", "abbr", "q", "br"]),
  skip: (element) =>
    element.name === "script" || element.name === "style" || isMarker(element) || hasClass(element, "footnote"),
  superscript: (element) => element.name === "sup" || hasClass(element, "superscript"),
};
const isMarker = (element: Element) =>
  element.name === "p" && (hasClass(element, "modref") || hasClass(element, "arrow"));
const text = (nodes: Element[]) =>
  renderText(nodes, rules)
    .replace(/[►◄▼][A-Z]?\d*\s?/g, "")
    .replace(/\s+/g, " ")
    .trim();
const classed = (root: Element | Document, name: string) => findAll(root, (element) => hasClass(element, name), true);

/** "02024R1689 — EN — 27.07.2026 — 001.001" at the top of the page: a consolidated version. */
const referencePattern = /^\s*0(\d{4}[A-Z]\d{4})\s*[—–-]\s*([A-Z]{2})\s*[—–-]\s*(\d{2})\.(\d{2})\.(\d{4})/;

export function isConsolidatedHtml(source: string): boolean {
  const head = source.slice(0, 3000);
  return /<html\b/i.test(head) && /class="reference"[^>]*>\s*0\d{4}[A-Z]\d{4}\s*[—–-]/.test(head);
}

export function parseEurlexConsolidatedHtml(
  source: string,
  options: { celex?: string; language?: Language } = {},
): ParsedAct {
  const document = parseMarkup(source, "html");
  const reference = referencePattern.exec(text(classed(document, "reference").slice(0, 1)));
  if (!reference) throw new Error('Not a EUR-Lex consolidated page: no "0YYYYXNNNN — LL — DD.MM.YYYY" reference');
  const [, base, lang, day, month, year] = reference as unknown as [string, string, string, string, string, string];
  const celex = options.celex ?? `3${base}`;
  const language = options.language ?? LanguageSchema.parse(lang);
  const validFrom = `${year}-${month}-${day}`;

  // Document order: which elements follow a "▼M" marker (until the next "▼B"), and which contain one.
  const amended = new Set<Element>();
  const amendingActs = new Set<string>();
  let open = false;
  const visit = (node: Element | Document): boolean => {
    let containsAmendment = false;
    for (const child of childElements(node)) {
      if (isMarker(child)) {
        const link = findAll(child, (element) => element.name === "a", true)[0];
        const target = /celex\/(\d{5}[A-Z]\d{4})/.exec(link?.attribs.href ?? "")?.[1];
        const action = /:\s*(\w+)\s*$/.exec(link?.attribs.title ?? "")?.[1];
        const raw = renderText([child], { inline: new Set(["a"]), skip: () => false });
        if (/▼B/.test(raw)) open = false;
        else if (/▼M\d+/.test(raw)) {
          if (target) amendingActs.add(target);
          containsAmendment = true;
          open = action !== "DELETED";
        }
        continue;
      }
      const before = open;
      // "►M1 … ◄": amended words inside an otherwise original provision.
      const inline = /►M\d+/.test(
        child.children
          .filter((node) => node.type === "text")
          .map((node) => (node as unknown as { data: string }).data)
          .join(""),
      );
      const inner = visit(child) || inline;
      if (before || inner) amended.add(child);
      containsAmendment ||= inner;
    }
    return containsAmendment;
  };
  visit(document);

  const builder = new ProvisionBuilder(language);
  builder.isAmended = (element) => amended.has(element as Element);
  const title = text(classed(document, "title-doc-first"));

  for (const article of findAll(document, (element) => /^art_\d+[a-z]*$/.test(element.attribs.id ?? ""), true)) {
    const number = article.attribs.id!.slice(4);
    const heading = text(classed(article, "stitle-article-norm")) || null;
    const context = {
      chapter: enclosingTitle(article, /^cpt_[IVXLC]+$/),
      section: enclosingTitle(article, /^cpt_[IVXLC]+\.sct_\d+$/),
    };
    const body = childElements(article).filter(
      (child) => !hasClass(child, "title-article-norm") && !hasClass(child, "eli-title"),
    );
    builder.within(article, () => builder.article({ number, heading, text: text(body), ...context }));
    const paragraphs = findAll(
      article,
      (element) =>
        element.name === "div" &&
        hasClass(element, "norm") &&
        childElements(element).some((child) => hasClass(child, "no-parag")),
      true,
    );
    for (const paragraph of paragraphs) {
      const label = text(childElements(paragraph).filter((child) => hasClass(child, "no-parag")));
      const key = label.replace(/[.\s]/g, "");
      if (!/^\d+[a-z]*$/.test(key)) continue;
      builder.within(paragraph, () =>
        builder.paragraph({
          article: number,
          number: key,
          heading,
          text: text([paragraph]),
          anchor: `art_${number}`,
          ...context,
        }),
      );
      for (const point of points(paragraph)) {
        builder.within(point.element, () =>
          builder.point({
            article: number,
            paragraph: key,
            heading,
            anchor: `art_${number}`,
            label: point.label,
            text: point.text,
            ...context,
          }),
        );
      }
    }
    if (paragraphs.length === 0) {
      for (const point of points(article)) {
        builder.within(point.element, () =>
          builder.point({
            article: number,
            heading,
            anchor: `art_${number}`,
            label: point.label,
            text: point.text,
            ...context,
          }),
        );
      }
    }
  }

  for (const annex of findAll(document, (element) => /^anx_[IVXLC]+$/.test(element.attribs.id ?? ""), true))
    parseAnnex(annex, builder);

  const version: ActVersion = {
    celex: `0${base}-${year}${month}${day}`,
    label: consolidatedLabel(validFrom),
    validFrom,
    validTo: null,
    amendedBy: [...amendingActs].filter((act) => act !== celex),
  };
  return {
    celex,
    language,
    title,
    format: "xhtml",
    provisions: builder.provisions,
    warnings: builder.warnings,
    version,
  };
}

/** The chapter or section title of the division with the given id that contains `element`. */
function enclosingTitle(element: Element, id: RegExp): string | null {
  let current = element.parent as Element | null;
  while (current && "attribs" in current) {
    if (id.test(current.attribs.id ?? "")) {
      const one = text(childElements(current).filter((child) => hasClass(child, "title-division-1")));
      const two = text(childElements(current).filter((child) => hasClass(child, "title-division-2")));
      return two ? `${one} — ${two}` : one || null;
    }
    current = current.parent as Element | null;
  }
  return null;
}

/** The first-level points "(a)", "(1)" of a paragraph or article: grid lists not nested in another. */
function points(root: Element): { label: string; text: string; element: Element }[] {
  const lists = findAll(root, (element) => hasClass(element, "grid-list"), true);
  return lists.flatMap((list) => {
    const label = text(childElements(list).filter((child) => hasClass(child, "grid-list-column-1")));
    const body = childElements(list).filter((child) => hasClass(child, "grid-list-column-2"));
    return label ? [{ label, text: text(body), element: list }] : [];
  });
}

function parseAnnex(annex: Element, builder: ProvisionBuilder) {
  const number = /ANNEX\s+([IVXLC]+)/i.exec(text(classed(annex, "title-annex-1")))?.[1] ?? annex.attribs.id!.slice(4);
  const heading = text(classed(annex, "title-annex-2")) || null;
  const body = childElements(annex).filter(
    (child) => !hasClass(child, "title-annex-1") && !hasClass(child, "title-annex-2"),
  );
  builder.within(annex, () => builder.annex({ number, heading, text: text(body) }));
  // Sections: a "Section A. …" title and the blocks up to the next section title.
  let section: { key: string; heading: string | null; blocks: Element[]; title: Element } | undefined;
  const flush = () => {
    if (!section) return;
    const current = section;
    builder.within(current.title, () =>
      builder.annexSection({ annex: number, key: current.key, heading: current.heading, text: text(current.blocks) }),
    );
    for (const block of current.blocks) annexItems(block, number, current.key, current.heading ?? heading, builder);
  };
  for (const block of body) {
    const title = hasClass(block, "title-gr-seq-level-1") ? annexSectionTitle(text([block])) : undefined;
    if (title) {
      flush();
      section = { ...title, blocks: [], title: block };
    } else if (section) {
      section.blocks.push(block);
    } else {
      annexItems(block, number, undefined, heading, builder);
    }
  }
  flush();
}

/** Numbered annex items: "1." in a grid list's first column, or a paragraph starting "1." */
function annexItems(
  block: Element,
  annex: string,
  section: string | undefined,
  heading: string | null,
  builder: ProvisionBuilder,
) {
  if (hasClass(block, "grid-list")) {
    const label = text(childElements(block).filter((child) => hasClass(child, "grid-list-column-1")));
    if (/^\d+\.$/.test(label)) {
      const body = childElements(block).filter((child) => hasClass(child, "grid-list-column-2"));
      builder.within(block, () => builder.annexPoint({ annex, section, label, heading, text: text(body) }));
    }
    return;
  }
  const paragraphs =
    block.name === "p"
      ? [block]
      : childElements(block).filter((child) => child.name === "p" && hasClass(child, "norm"));
  for (const paragraph of paragraphs) {
    const match = /^(\d+)\.\s*(.+)$/.exec(text([paragraph]));
    if (match)
      builder.within(block, () =>
        builder.annexPoint({ annex, section, label: `${match[1]}.`, heading, text: match[2]! }),
      );
  }
  for (const list of childElements(block).filter((child) => hasClass(child, "grid-list")))
    annexItems(list, annex, section, heading, builder);
}
