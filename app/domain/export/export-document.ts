import { formatMessage } from "#app/i18n/format-message.ts";
import { de, en, type ExportMessageKey } from "#app/i18n/messages/export.ts";

/*
 * The document every export is made from, rendered by renderMarkdown and renderDocx. Mappers turn
 * work product into it: answerToExportDocument, chatToExportDocument, and — the extension point —
 * one `…ToExportDocument` per further kind (regulation cards, a procedural breakdown, an AI Act
 * check result) that builds sections of these blocks; the renderers need no change for them.
 */

export type ExportLanguage = "en" | "de";

/** A provision cited in the document; `key` is unique within the document (the renderers number the footnotes). */
export type ExportCitation = {
  key: string;
  act: string;
  celex?: string;
  /** As lawyers write it: "Article 5(1)(f)", "Annex III, point 4". */
  pinpoint: string;
  heading: string | null;
  /** EUR-Lex link with the provision's anchor. */
  url: string;
  /** Which text is cited, e.g. "consolidated text of 27 July 2026". */
  version?: string;
  /** The cited provision's id, "<CELEX>:<LANG>:<pinpoint>" ("31985L0374:EN:art_7.pt_e"): finds its wording in another language. */
  provisionId?: string;
  /**
   * The provision's words, quoted in the footnote: in the document's language where that version of
   * the act is installed, else in the language it is installed in (and the footnote says which).
   */
  wording?: { text: string; language: ExportLanguage };
};

export type Inline =
  | { type: "text"; text: string; bold?: boolean; italic?: boolean; code?: boolean }
  | { type: "link"; text: string; url: string }
  /** A footnote reference to `citations[key]`. */
  | { type: "citation"; key: string }
  | { type: "break" };

/** An item of a list, flattened: `level` 0 is the list's own, deeper items belong to the item before; `ordered` for a nested list of the other kind. */
export type ListItem = { level: number; content: Inline[]; ordered?: boolean };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3; content: Inline[] }
  | { type: "paragraph"; content: Inline[] }
  | { type: "quote"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: ListItem[] };

export type ExportSection = { heading?: string; blocks: Block[] };

export type ExportDocument = {
  language: ExportLanguage;
  title: string;
  subtitle?: string;
  /** When the document was made (printed with the "not legal advice" line). */
  date: Date;
  sections: ExportSection[];
  citations: ExportCitation[];
};

export function exportText(
  language: ExportLanguage,
  key: ExportMessageKey,
  params?: Record<string, string | number>,
): string {
  return formatMessage((language === "de" ? de : en)[key], params);
}

/** "Article 5(1)(f) AI Act — Prohibited AI practices (CELEX 32024R1689)": how a footnote names the provision. */
export function citationLabel(citation: ExportCitation): string {
  return `${citation.pinpoint} ${citation.act}${citation.heading ? ` — ${citation.heading}` : ""}${citation.celex ? ` (CELEX ${citation.celex})` : ""}`;
}

/**
 * The footnote's quotation of the provision's words, in the document's language ("Wortlaut: „…“"),
 * or saying which language they are in when that is another ("Wortlaut nur auf Englisch verfügbar: „…“").
 */
export function wordingLine(citation: ExportCitation, language: ExportLanguage): string | undefined {
  if (!citation.wording) return undefined;
  const { text, language: wordingLanguage } = citation.wording;
  if (wordingLanguage === language) return exportText(language, "export.wording", { text });
  return exportText(language, "export.wordingOnlyIn", {
    text,
    language: exportText(language, wordingLanguage === "de" ? "export.language.de" : "export.language.en"),
  });
}

/**
 * The citations in the order the text first refers to them, each with its footnote number;
 * a citation the text never refers to is not a footnote.
 */
export function footnoteOrder(document: ExportDocument): { citation: ExportCitation; number: number }[] {
  const byKey = new Map(document.citations.map((citation) => [citation.key, citation]));
  const order: { citation: ExportCitation; number: number }[] = [];
  const seen = new Set<string>();
  for (const inline of inlinesOf(document)) {
    if (inline.type !== "citation" || seen.has(inline.key)) continue;
    const citation = byKey.get(inline.key);
    if (!citation) throw new Error(`The document refers to citation "${inline.key}", which it does not contain.`);
    seen.add(inline.key);
    order.push({ citation, number: order.length + 1 });
  }
  return order;
}

function* inlinesOf(document: ExportDocument): Generator<Inline> {
  for (const section of document.sections) {
    for (const block of section.blocks) {
      if (block.type === "list") for (const item of block.items) yield* item.content;
      else yield* block.content;
    }
  }
}
