import { celexFromTitle } from "./celex.ts";
import { ProvisionBuilder } from "./provision-builder.ts";
import { LanguageSchema, type Language, type ParsedAct } from "../types.ts";

/**
 * Older acts as plain text stripped from the EUR-Lex page (e.g. Directive 85/374/EEC): EUR-Lex
 * boilerplate ("EUR-Lex - 31985L0374 - EN", "Avis juridique important", a lone "|"), the title,
 * the preamble with unnumbered recitals after "Whereas" / "in Erwägung nachstehender Gründe:",
 * articles under "Article N" / "Artikel N" lines, paragraphs "1." (EN) or "(1)" (DE), points
 * "(a)" (EN) or "a)" (DE), then "Done at" / "Geschehen zu" and the footnotes.
 *
 * Defects of the old renderings are repaired and reported: paragraphs run together on one line
 * ("… 2. Without prejudice …"), an article heading glued to the end of the previous paragraph
 * ("… this Directive. Article 11"), and known typos.
 */
const words = {
  EN: { article: "Article", adopted: /^HAS ADOPTED THIS DIRECTIVE:?$/, done: /^Done at\b/, recitalStart: /^Whereas\b/ },
  DE: {
    article: "Artikel",
    adopted: /^HAT FOLGENDE RICHTLINIE ERLASSEN:?$/,
    done: /^Geschehen zu\b/,
    recitalStart: /^in Erwägung nachstehender Gründe:?$/,
  },
} as const;

/** Typos of the EUR-Lex text files that no official text contains. */
const typos: Record<Language, [string, string][]> = {
  EN: [
    ["libility", "liability"],
    ["unaffacted", "unaffected"],
  ],
  DE: [
    ["Gebrachs", "Gebrauchs"],
    ["durh", "durch"],
    ["odert hätter", "oder hätte"],
  ],
};

/** The words as corrected: the page itself still shows the typos, so a link that quotes the page avoids them. */
export function correctedWords(language: Language): string[] {
  return typos[language].flatMap(([, right]) => right.split(" "));
}

/** What every citation of the 1985 wording must say. */
export const plainTextNotes: Record<string, Record<Language, string>> = {
  "31985L0374": {
    EN: "Original 1985 wording: the amendment by Directive 1999/34/EC (primary agricultural products and game, Articles 2 and 15(1)(a)) is not in this text.",
    DE: "Ursprüngliche Fassung von 1985: die Änderung durch die Richtlinie 1999/34/EG (landwirtschaftliche Naturprodukte und Jagderzeugnisse, Artikel 2 und 15 Abs. 1 Buchst. a) ist in diesem Text nicht enthalten.",
  },
};

/** A plain-text act: it has no markup, and "Article 1" / "Artikel 1" stands alone on a line. */
export function looksLikePlainTextAct(source: string): boolean {
  const head = source.slice(0, 200).trimStart();
  return !head.startsWith("<") && !head.startsWith("{") && /^(Article|Artikel)\s+1\s*$/m.test(source);
}

export function parsePlainTextAct(source: string, options: { celex?: string; language?: Language } = {}): ParsedAct {
  const warnings: string[] = [];
  let lines = source
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim());
  const header = /^EUR-Lex\s*-\s*([0-9]{5}[A-Z][0-9]{4})\s*-\s*([A-Z]{2})$/.exec(
    lines.find((line) => line.length > 0) ?? "",
  );
  const language =
    options.language ??
    LanguageSchema.parse(header?.[2] ?? (lines.some((line) => /^Artikel\s+1$/.test(line)) ? "DE" : "EN"));
  const w = words[language];

  for (const [wrong, right] of typos[language]) {
    const pattern = new RegExp(`\\b${wrong}\\b`, "g");
    const count = lines.reduce((sum, line) => sum + (line.match(pattern)?.length ?? 0), 0);
    if (count === 0) continue;
    lines = lines.map((line) => line.replace(pattern, right));
    warnings.push(`corrected the typo "${wrong}" → "${right}" (${count}×)`);
  }

  // The title: the first line naming the act after the CELEX line (boilerplate lines are skipped).
  const celexLine = lines.findIndex((line) => /^[0-9]{5}[A-Z][0-9]{4}$/.test(line));
  const title = lines.slice(celexLine + 1).find((line) => line.length > 0 && line !== "|") ?? "";
  const celex =
    options.celex ?? header?.[1] ?? (celexLine >= 0 ? lines[celexLine] : undefined) ?? celexFromTitle(title);
  if (!celex) throw new Error("Cannot tell the CELEX number of the plain-text act; pass --celex");

  // Articles: "Article N" alone on a line, or glued to the end of the previous paragraph.
  const articleLine = new RegExp(`^${w.article}\\s+(\\d+)$`);
  const gluedArticle = new RegExp(`^(.*\\S)\\s+${w.article}\\s+(\\d+)$`);
  const blocks: string[] = [];
  for (const line of lines) {
    const glued = gluedArticle.exec(line);
    if (glued && !articleLine.test(line) && /[.;:]$/.test(glued[1]!)) {
      blocks.push(glued[1]!, `${w.article} ${glued[2]}`);
      warnings.push(`"${w.article} ${glued[2]}" was glued to the end of the previous paragraph; split it off`);
    } else if (line.length > 0) {
      blocks.push(line);
    }
  }

  const builder = new ProvisionBuilder(language);
  builder.withAnchors = false;

  const adopted = blocks.findIndex((block) => w.adopted.test(block));
  const firstArticle = blocks.findIndex((block) => articleLine.test(block));
  if (firstArticle < 0) throw new Error(`The plain-text act has no "${w.article} 1" line`);
  const preambleEnd = adopted >= 0 ? adopted : firstArticle;
  const recitalStart = blocks.findIndex((block, index) => index < preambleEnd && w.recitalStart.test(block));
  if (recitalStart >= 0) {
    // English recitals each begin with "Whereas"; German ones follow the line "in Erwägung …".
    const recitals = blocks.slice(language === "DE" ? recitalStart + 1 : recitalStart, preambleEnd);
    recitals.forEach((text, index) => builder.recital(String(index + 1), text));
  }

  const end = blocks.findIndex((block, index) => index > firstArticle && w.done.test(block));
  const body = blocks.slice(firstArticle, end < 0 ? undefined : end);
  let current: { number: string; blocks: string[] } | undefined;
  const flush = () => {
    if (current) parseArticle(current.number, current.blocks, language, builder);
  };
  for (const block of body) {
    const heading = articleLine.exec(block);
    if (heading) {
      flush();
      current = { number: heading[1]!, blocks: [] };
    } else {
      current?.blocks.push(block);
    }
  }
  flush();

  const note = plainTextNotes[celex]?.[language];
  return {
    celex,
    language,
    title,
    format: "text",
    provisions: builder.provisions,
    warnings: [...warnings, ...builder.warnings],
    ...(note ? { note } : {}),
  };
}

type Unit = { number: string; text: string[]; points: { key: string; text: string[] }[] };

/** Paragraphs "1." / "(1)" — also where two run together on one line — and points "(a)" / "a)". */
function parseArticle(number: string, blocks: string[], language: Language, builder: ProvisionBuilder) {
  const paragraphMarker =
    language === "DE" ? /(?:^|\s)\((\d+)\)\s+(?=[A-ZÄÖÜ»„"'‘])/g : /(?:^|\s)(\d+)\.\s+(?=[A-Z"'‘])/g;
  const pointMarker = language === "DE" ? /^([a-z])\)\s+(.*)$/ : /^\(([a-z])\)\s+(.*)$/;
  const units: Unit[] = [];
  const intro: string[] = [];
  // Points of an article without numbered paragraphs (Article 7: "(a) that he did not …").
  const introPoints: { key: string; text: string[] }[] = [];
  for (const block of blocks) {
    // Split a block at paragraph markers that continue the numbering (1, 2, 3 …).
    const pieces: { number?: string; text: string }[] = [];
    let last = 0;
    let pendingNumber: string | undefined;
    for (const match of block.matchAll(paragraphMarker)) {
      const expected = String(
        units.length + pieces.filter((piece) => piece.number).length + (pendingNumber ? 1 : 0) + 1,
      );
      if (
        match[1] !== expected ||
        (match.index! > 0 && units.length === 0 && pieces.length === 0 && !pendingNumber && expected !== "1")
      )
        continue;
      if (match.index! > last || pendingNumber)
        pieces.push({ number: pendingNumber, text: block.slice(last, match.index).trim() });
      pendingNumber = match[1];
      last = match.index! + match[0].length;
    }
    pieces.push({ number: pendingNumber, text: block.slice(last).trim() });
    for (const piece of pieces) {
      if (piece.number) {
        units.push({
          number: piece.number,
          text: [`${language === "DE" ? `(${piece.number})` : `${piece.number}.`} ${piece.text}`],
          points: [],
        });
        continue;
      }
      if (!piece.text) continue;
      const target = units.at(-1);
      const point = pointMarker.exec(piece.text);
      const points = target ? target.points : undefined;
      const expectedPoint = String.fromCharCode(97 + (points ?? introPoints).length);
      if (point && point[1] === expectedPoint) {
        (points ?? introPoints).push({ key: point[1]!, text: [point[2]!] });
      } else if ((points ?? introPoints).length > 0) {
        (points ?? introPoints).at(-1)!.text.push(piece.text);
      }
      if (target) target.text.push(piece.text);
      else intro.push(piece.text);
    }
  }
  const articleText = [...intro, ...units.flatMap((unit) => unit.text)].join(" ");
  builder.article({ number, heading: null, text: articleText, chapter: null, section: null });
  for (const point of introPoints) {
    builder.point({
      article: number,
      label: `(${point.key})`,
      heading: null,
      text: point.text.join(" "),
      anchor: "",
      chapter: null,
      section: null,
    });
  }
  for (const unit of units) {
    builder.paragraph({
      article: number,
      number: unit.number,
      heading: null,
      text: unit.text.join(" "),
      anchor: "",
      chapter: null,
      section: null,
    });
    for (const point of unit.points) {
      builder.point({
        article: number,
        paragraph: unit.number,
        label: `(${point.key})`,
        heading: null,
        text: point.text.join(" "),
        anchor: "",
        chapter: null,
        section: null,
      });
    }
  }
}
