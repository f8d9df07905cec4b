import { formatLongDate } from "#app/i18n/language.ts";
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  FootnoteReferenceRun,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from "docx";
import {
  citationLabel,
  exportText,
  footnoteOrder,
  wordingLine,
  type Block,
  type ExportCitation,
  type ExportDocument,
  type Inline,
} from "./export-document.ts";
import { safeLinkUrl } from "./safe-link.ts";

const headingLevels = [HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;

/**
 * The document as Word (.docx, through `docx`): title, date and the "not legal advice" line (also
 * in every page's footer), the sections, and each reference to a cited provision as a real Word
 * footnote with the provision and its EUR-Lex link. Word allows one reference per footnote, so a
 * provision cited twice gets a second footnote with the same content.
 */
export async function renderDocx(document: ExportDocument): Promise<Buffer> {
  const byKey = new Map(footnoteOrder(document).map(({ citation }) => [citation.key, citation]));
  const footnotes: Record<string, { children: Paragraph[] }> = {};
  let nextFootnote = 1;
  const footnoteFor = (key: string) => {
    const id = nextFootnote++;
    footnotes[id] = { children: [footnoteParagraph(byKey.get(key)!, document.language)] };
    return id;
  };

  const disclaimer = exportText(document.language, "export.disclaimer");
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(document.title)] }),
  ];
  if (document.subtitle)
    children.push(new Paragraph({ children: [new TextRun({ text: document.subtitle, bold: true, size: 28 })] }));
  children.push(
    new Paragraph({
      children: [
        new TextRun(
          exportText(document.language, "export.exportedOn", {
            date: formatLongDate(document.date, document.language),
          }),
        ),
      ],
    }),
    new Paragraph({ children: [new TextRun({ text: disclaimer, italics: true })] }),
  );
  let listInstance = 0;
  for (const section of document.sections) {
    if (section.heading)
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }));
    for (const block of section.blocks) children.push(...paragraphs(block, footnoteFor, () => ++listInstance));
  }

  const doc = new Document({
    title: document.title,
    creator: exportText(document.language, "export.creator"),
    description: disclaimer,
    footnotes,
    numbering: {
      config: [
        {
          reference: "ordered",
          levels: [0, 1, 2, 3].map((level) => ({
            level,
            format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN, LevelFormat.DECIMAL][
              level
            ]!,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [new Paragraph({ children: [new TextRun({ text: disclaimer, italics: true, size: 16 })] })],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

function paragraphs(block: Block, footnoteFor: (key: string) => number, newListInstance: () => number): Paragraph[] {
  switch (block.type) {
    case "heading":
      return [new Paragraph({ heading: headingLevels[block.level - 1], children: runs(block.content, footnoteFor) })];
    case "paragraph":
      return [new Paragraph({ children: runs(block.content, footnoteFor) })];
    case "quote":
      return [new Paragraph({ indent: { left: 720 }, children: runs(block.content, footnoteFor, { italics: true }) })];
    case "list": {
      // Each ordered list starts again at 1: its own instance of the numbering.
      const instance = newListInstance();
      return block.items.map((item) => {
        const level = Math.min(item.level, 3);
        return new Paragraph({
          ...((item.ordered ?? block.ordered)
            ? { numbering: { reference: "ordered", level, instance } }
            : { bullet: { level } }),
          children: runs(item.content, footnoteFor),
        });
      });
    }
  }
}

function runs(
  content: Inline[],
  footnoteFor: (key: string) => number,
  base: { italics?: boolean } = {},
): ParagraphChild[] {
  return content.map((inline): ParagraphChild => {
    switch (inline.type) {
      case "citation":
        return new FootnoteReferenceRun(footnoteFor(inline.key));
      case "link": {
        const url = safeLinkUrl(inline.url);
        return url
          ? new ExternalHyperlink({ link: url, children: [new TextRun({ text: inline.text, style: "Hyperlink" })] })
          : new TextRun({ text: inline.text });
      }
      case "break":
        return new TextRun({ text: "", break: 1 });
      case "text":
        return new TextRun({
          text: inline.text,
          bold: inline.bold,
          italics: inline.italic ?? base.italics,
          ...(inline.code ? { font: "Consolas" } : {}),
        });
    }
  });
}

function footnoteParagraph(citation: ExportCitation, language: ExportDocument["language"]): Paragraph {
  return new Paragraph({
    children: [
      new TextRun(`${citationLabel(citation)}. `),
      new ExternalHyperlink({
        link: citation.url,
        children: [new TextRun({ text: citation.url, style: "Hyperlink" })],
      }),
      ...(citation.version
        ? [new TextRun(` ${exportText(language, "export.version", { version: citation.version })}`)]
        : []),
      ...(wordingLine(citation, language) ? [new TextRun(` ${wordingLine(citation, language)}`)] : []),
    ],
  });
}
