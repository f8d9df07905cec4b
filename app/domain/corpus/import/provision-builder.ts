import type { Language, ParsedProvision } from "../types.ts";

const labels = {
  EN: { article: "Article", recital: "Recital", annex: "Annex", section: "Section", point: "point" },
  DE: { article: "Artikel", recital: "Erwägungsgrund", annex: "Anhang", section: "Abschnitt", point: "Nummer" },
} as const;

/** "(a)" → "a", "1." → "1", "(iv)" → "iv": the part of a point label that goes into a pinpoint. */
export function pointKey(label: string): string | undefined {
  const key = label.replace(/[().\s]/g, "").toLowerCase();
  return /^[a-z0-9]+$/.test(key) ? key : undefined;
}

/** The term a definition defines: the first quoted phrase (‘…’, „…“, "…"). */
export function definedTerm(text: string): string | null {
  const match = /^[‘'"„“«]([^’'"“”»]+)[’'"“”»]/.exec(text.trim());
  return match ? match[1]!.trim() : null;
}

export const definitionHeadings = new Set(["definitions", "begriffsbestimmungen"]);

type Context = { chapter: string | null; section: string | null };

/**
 * Collects provisions in document order and gives them their pinpoints and labels. Parsers of
 * every format call the same methods, so both official formats yield the same ids and labels.
 */
export class ProvisionBuilder {
  readonly provisions: ParsedProvision[] = [];
  readonly warnings: string[] = [];
  private readonly seen = new Map<string, string>();
  private readonly words: (typeof labels)[Language];

  readonly language: Language;

  constructor(language: Language) {
    this.language = language;
    this.words = labels[language];
  }

  /** Tells whether a source element was inserted or replaced by an amending act (consolidated texts). */
  isAmended: ((element: object) => boolean) | undefined = undefined;
  private current: object | undefined = undefined;

  /** Adds the provisions `add` makes from `element`, flagged when the element was amended. */
  within<T>(element: object, add: () => T): T {
    const previous = this.current;
    this.current = element;
    try {
      return add();
    } finally {
      this.current = previous;
    }
  }

  /** False for pages without anchors below the page (legacy EUR-Lex HTML): links go to the page. */
  withAnchors = true;

  private add(provision: ParsedProvision) {
    if (!provision.text) return;
    if (!this.withAnchors) provision = { ...provision, anchor: "" };
    if (this.current && this.isAmended?.(this.current)) provision = { ...provision, amended: true };
    const previous = this.seen.get(provision.pinpoint);
    if (previous !== undefined) {
      this.warnings.push(
        previous === provision.text
          ? `${provision.pinpoint} appears twice with the same text; kept once`
          : `${provision.pinpoint} appears twice with different texts; kept the first`,
      );
      return;
    }
    this.seen.set(provision.pinpoint, provision.text);
    this.provisions.push(provision);
  }

  recital(number: string, text: string) {
    const n = number.replace(/[()\s]/g, "");
    this.add({
      pinpoint: `rct_${n}`,
      kind: "recital",
      label: `${this.words.recital} ${n}`,
      heading: null,
      text,
      chapter: null,
      section: null,
      parentPinpoint: null,
      anchor: `rct_${n}`,
    });
  }

  article(options: { number: string; heading: string | null; text: string } & Context) {
    const pinpoint = `art_${options.number}`;
    this.add({
      pinpoint,
      kind: "article",
      label: `${this.words.article} ${options.number}`,
      heading: options.heading,
      text: options.text,
      chapter: options.chapter,
      section: options.section,
      parentPinpoint: null,
      anchor: pinpoint,
    });
    return pinpoint;
  }

  /** A numbered paragraph; `anchor` is the EUR-Lex paragraph id, e.g. "005.001". */
  paragraph(
    options: { article: string; number: string; heading: string | null; text: string; anchor: string } & Context,
  ) {
    const pinpoint = `art_${options.article}.par_${options.number}`;
    this.add({
      pinpoint,
      kind: "paragraph",
      label:
        this.language === "DE"
          ? `Art. ${options.article} Abs. ${options.number}`
          : `Article ${options.article}(${options.number})`,
      heading: options.heading,
      text: options.text,
      chapter: options.chapter,
      section: options.section,
      parentPinpoint: `art_${options.article}`,
      anchor: options.anchor,
    });
    return pinpoint;
  }

  /** A point (a), (b) … of a paragraph or of an article without numbered paragraphs; in a Definitions article: a definition. */
  point(
    options: {
      article: string;
      paragraph?: string;
      label: string;
      heading: string | null;
      text: string;
      anchor: string;
    } & Context,
  ) {
    const key = pointKey(options.label);
    if (!key) return;
    const parent = options.paragraph ? `art_${options.article}.par_${options.paragraph}` : `art_${options.article}`;
    const isDefinition = definitionHeadings.has((options.heading ?? "").toLowerCase());
    const de = this.language === "DE";
    const where = options.paragraph ? (de ? ` Abs. ${options.paragraph}` : `(${options.paragraph})`) : "";
    const label = de
      ? `Art. ${options.article}${where} ${/^\d+$/.test(key) ? "Nr." : "Buchst."} ${key}`
      : `Article ${options.article}${where}(${key})`;
    this.add({
      pinpoint: `${parent}.pt_${key}`,
      kind: isDefinition ? "definition" : "point",
      label,
      heading: isDefinition ? definedTerm(options.text) : options.heading,
      text: options.text,
      chapter: options.chapter,
      section: options.section,
      parentPinpoint: parent,
      anchor: options.anchor,
    });
  }

  annex(options: { number: string; heading: string | null; text: string }) {
    const pinpoint = `anx_${options.number}`;
    this.add({
      pinpoint,
      kind: "annex",
      label: `${this.words.annex} ${options.number}`,
      heading: options.heading,
      text: options.text,
      chapter: null,
      section: null,
      parentPinpoint: null,
      anchor: pinpoint,
    });
  }

  /** A section of an annex ("Section B" of Annex VIII): pinpoint "anx_VIII.sec_B", its own heading. */
  annexSection(options: { annex: string; key: string; heading: string | null; text: string }) {
    const pinpoint = `anx_${options.annex}.sec_${options.key}`;
    this.add({
      pinpoint,
      kind: "annex_section",
      label: `${this.words.annex} ${options.annex}, ${this.words.section} ${options.key}`,
      heading: options.heading,
      text: options.text,
      chapter: null,
      section: null,
      parentPinpoint: `anx_${options.annex}`,
      anchor: `anx_${options.annex}`,
    });
    return pinpoint;
  }

  /**
   * A numbered annex item, a child of its annex section when the annex has sections. Numbering
   * that starts again without a section title is not given an invented part: the repeated number
   * is reported as a duplicate (warning).
   */
  annexPoint(options: { annex: string; section?: string; label: string; heading: string | null; text: string }) {
    const key = pointKey(options.label);
    if (!key) return;
    const parent = options.section ? `anx_${options.annex}.sec_${options.section}` : `anx_${options.annex}`;
    const where = options.section ? `, ${this.words.section} ${options.section}` : "";
    this.add({
      pinpoint: `${parent}.pt_${key}`,
      kind: "annex_point",
      label: `${this.words.annex} ${options.annex}${where}, ${this.words.point} ${key}`,
      heading: options.heading,
      text: options.text,
      chapter: null,
      section: null,
      parentPinpoint: parent,
      anchor: `anx_${options.annex}`,
    });
  }
}

/**
 * An annex section title as the Official Journal prints it: "Section A. List of …", "Section B — …",
 * "Section 1" (heading in the next line), "Abschnitt A — …". Numbered headings such as
 * "1. Introduction" (Annex VII) are not sections.
 */
export function annexSectionTitle(title: string): { key: string; heading: string | null } | undefined {
  const match = /^(?:section|abschnitt)\s+([A-Z]|\d{1,2})(?:\.|\s|$)\s*(?:[—–-]\s*)?(.*)$/i.exec(title.trim());
  if (!match) return undefined;
  return { key: match[1]!.toUpperCase(), heading: match[2]!.trim() || null };
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The label of a consolidated version in force from `validFrom` (ISO date): "consolidated text of 27 July 2026". */
export function consolidatedLabel(validFrom: string): string {
  const [year, month, day] = validFrom.split("-").map(Number) as [number, number, number];
  return `consolidated text of ${day} ${months[month - 1]} ${year}`;
}
