import { z } from "zod";
import { CelexPattern } from "./celex.ts";
import { normalizeSpace } from "./dom.ts";
import { ProvisionBuilder } from "./provision-builder.ts";
import type { Language, ParsedAct } from "../types.ts";
import { fromRoman, toRoman } from "../roman-numerals.ts";

/**
 * The documented structured JSON form of an act (as published by Ansvar-Systems/EU_compliance_MCP):
 * `{ celex_id, full_name, articles[{number,title,text,chapter}], definitions[{term,definition,article}],
 * recitals[{recital_number,text}] }`. Article texts are EUR-Lex text with blocks separated by blank
 * lines: "1.   …" starts a paragraph, a block "(a)" labels the next block as a point.
 */
export const StructuredActSchema = z.object({
  celex_id: z.string().regex(CelexPattern),
  full_name: z.string().min(1),
  language: z.enum(["EN", "DE"]).optional(),
  articles: z
    .array(
      z.object({
        number: z.union([z.string(), z.number()]).transform(String),
        title: z.string().nullish(),
        text: z.string(),
        chapter: z.string().nullish(),
      }),
    )
    .min(1),
  definitions: z
    .array(
      z.object({
        term: z.string(),
        definition: z.string(),
        article: z.union([z.string(), z.number()]).transform(String),
      }),
    )
    .optional(),
  recitals: z
    .array(z.object({ recital_number: z.union([z.string(), z.number()]).transform(String), text: z.string() }))
    .default([]),
});

type Options = { celex?: string; language?: Language };

const roman = new Set(["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"]);
const nextLetter = (letter: string) => String.fromCharCode(letter.charCodeAt(0) + 1);

type Paragraph = { number?: string; blocks: string[]; points: { label: string; blocks: string[] }[] };

export function parseStructuredJson(source: string, options: Options = {}): ParsedAct {
  const data = StructuredActSchema.parse(JSON.parse(source));
  const language = options.language ?? data.language ?? "EN";
  const builder = new ProvisionBuilder(language);

  for (const recital of data.recitals) builder.recital(recital.recital_number, normalizeSpace(recital.text));

  let chapter = "I";
  let chapterName: string | null = null;
  for (const [index, article] of data.articles.entries()) {
    let blocks = article.text
      .split(/\n\s*\n/)
      .map(normalizeSpace)
      .filter(Boolean);
    // Known defect: the last article carries the signature block, the footnotes and the annex.
    const done = blocks.findIndex((block) => /^(Done at|Geschehen zu) /.test(block));
    if (done >= 0) {
      builder.warnings.push(
        `art_${article.number}: cut ${blocks.length - done} trailing blocks (signature, footnotes, annex)`,
      );
      blocks = blocks.slice(0, done);
    }
    // Known defect: the next chapter's heading is glued to the end of the previous article.
    let nextChapterName: string | null = null;
    const last = blocks.at(-1);
    if (
      last &&
      last.length > 3 &&
      last === last.toUpperCase() &&
      /[A-Z]{3}/.test(last) &&
      index < data.articles.length - 1
    ) {
      nextChapterName = last;
      blocks = blocks.slice(0, -1);
      builder.warnings.push(`art_${article.number}: moved the glued heading "${last}" to the next chapter`);
    }
    const heading = article.title ? normalizeSpace(article.title) : null;
    const context = {
      chapter: chapterName ? `CHAPTER ${chapter} — ${chapterName}` : `CHAPTER ${chapter}`,
      section: null,
    };
    addArticle(builder, article.number, heading, blocks, context);
    if (nextChapterName) {
      chapter = toRoman((fromRoman(chapter) ?? 0) + 1);
      chapterName = nextChapterName;
    }
  }

  return {
    celex: options.celex ?? data.celex_id,
    language,
    title: normalizeSpace(data.full_name),
    format: "json",
    provisions: builder.provisions,
    warnings: builder.warnings,
  };
}

function addArticle(
  builder: ProvisionBuilder,
  number: string,
  heading: string | null,
  blocks: string[],
  context: { chapter: string; section: null },
) {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph = { blocks: [], points: [] };
  paragraphs.push(current);
  let expected: string | undefined;
  let topKind: string | undefined;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    const paragraph = /^(\d+)\.\s+/.exec(block);
    const label = /^\((\w+)\)$/.exec(block);
    if (paragraph) {
      current = { number: paragraph[1], blocks: [block], points: [] };
      paragraphs.push(current);
      expected = undefined;
      topKind = undefined;
    } else if (label) {
      const key = label[1]!.toLowerCase();
      const body = blocks[i + 1] ?? "";
      i++;
      // The first label of a paragraph sets the level ((1), (a) or (i)); other kinds nest under the last point.
      const kind = /^\d+$/.test(key) ? "number" : roman.has(key) && key !== expected ? "roman" : "letter";
      topKind ??= kind;
      const isSubpoint = kind !== topKind && current.points.length > 0;
      if (isSubpoint) current.points.at(-1)!.blocks.push(`(${key}) ${body}`);
      else {
        current.points.push({ label: `(${key})`, blocks: [body] });
        if (kind === "letter") expected = nextLetter(key);
      }
      current.blocks.push(`(${key}) ${body}`);
    } else if (current.points.length > 0 && !paragraph) {
      // A closing subparagraph after the points belongs to the paragraph, not to the last point.
      current.blocks.push(block);
    } else {
      current.blocks.push(block);
    }
  }
  const textOf = (parts: string[]) => normalizeSpace(parts.join(" "));
  builder.article({ number, heading, text: textOf(paragraphs.flatMap((p) => p.blocks)), ...context });
  for (const paragraph of paragraphs) {
    const anchor = paragraph.number
      ? `${number.padStart(3, "0")}.${paragraph.number.padStart(3, "0")}`
      : `art_${number}`;
    if (paragraph.number)
      builder.paragraph({
        article: number,
        number: paragraph.number,
        heading,
        text: textOf(paragraph.blocks),
        anchor,
        ...context,
      });
    for (const point of paragraph.points) {
      builder.point({
        article: number,
        paragraph: paragraph.number,
        label: point.label,
        heading,
        text: textOf(point.blocks),
        anchor,
        ...context,
      });
    }
  }
}
