import { formatLongDate } from "#app/i18n/language.ts";
import {
  CARD_SECTIONS,
  type CardSection,
  type CardStatus,
  type RegulationCards,
} from "#app/domain/assistant/cards/regulation-cards.ts";
import { citationFromChat } from "./citation-from-chat.ts";
import {
  type Block,
  type ExportCitation,
  type ExportDocument,
  type ExportLanguage,
  type ExportSection,
  type Inline,
} from "./export-document.ts";

const texts = {
  en: {
    title: "Regulation comparison: {title}",
    made: "Cards made on {date}.",
    applicability: "Whether and why it applies",
    obligations: "Key obligations",
    deadlines: "Deadlines",
    liability: "Penalties and liability",
    applies: "Applies",
    may_apply: "May apply",
    does_not_apply: "Does not apply",
    not_installed: "Not assessed: the act's text is not installed",
    status: "Finding: {status}.",
  },
  de: {
    title: "Regelungsvergleich: {title}",
    made: "Karten erstellt am {date}.",
    applicability: "Ob und warum anwendbar",
    obligations: "Wesentliche Pflichten",
    deadlines: "Fristen",
    liability: "Sanktionen und Haftung",
    applies: "Anwendbar",
    may_apply: "Möglicherweise anwendbar",
    does_not_apply: "Nicht anwendbar",
    not_installed: "Nicht geprüft: Der Text des Rechtsakts ist nicht installiert",
    status: "Ergebnis: {status}.",
  },
} as const satisfies Record<ExportLanguage, Record<CardSection | CardStatus | "title" | "made" | "status", string>>;

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? "");
const text = (value: string, options: { italic?: boolean; bold?: boolean } = {}): Inline => ({
  type: "text",
  text: value,
  ...options,
});

/**
 * The cards as export sections: one section per act (its finding, then each non-empty part as a
 * list whose items end in footnote references). A provision cited by several cards is one footnote.
 */
export function regulationCardsToExportSections(
  cards: RegulationCards,
  language: ExportLanguage,
): { sections: ExportSection[]; citations: ExportCitation[] } {
  const t = texts[language];
  const citations = new Map<number, ExportCitation>();
  const intro: Block[] = [
    {
      type: "paragraph",
      content: [
        text(fill(t.made, { date: formatLongDate(new Date(cards.generatedAt), language) })),
        { type: "break" },
        text(cards.basis, { italic: true }),
      ],
    },
  ];
  const sections: ExportSection[] = [{ blocks: intro }];
  for (const card of cards.cards) {
    const blocks: Block[] = [
      { type: "paragraph", content: [text(fill(t.status, { status: t[card.status] }), { bold: true })] },
    ];
    for (const section of CARD_SECTIONS) {
      if (card[section].length === 0) continue;
      blocks.push({ type: "heading", level: 3, content: [text(t[section])] });
      blocks.push({
        type: "list",
        ordered: false,
        items: card[section].map((point) => ({
          level: 0,
          content: [
            text(point.text),
            ...point.citations.map((citation): Inline => {
              if (!citations.has(citation.n)) citations.set(citation.n, citationFromChat(citation, "cards"));
              return { type: "citation", key: citations.get(citation.n)!.key };
            }),
          ],
        })),
      });
    }
    sections.push({ heading: card.name, blocks });
  }
  return { sections, citations: [...citations.values()] };
}

/** The project's regulation cards as a document of their own (Markdown or Word through the renderers). */
export function regulationCardsToExportDocument(
  project: { title: string },
  cards: RegulationCards,
  language: ExportLanguage,
  { now = new Date() }: { now?: Date } = {},
): ExportDocument {
  const { sections, citations } = regulationCardsToExportSections(cards, language);
  return { language, title: fill(texts[language].title, { title: project.title }), date: now, sections, citations };
}
