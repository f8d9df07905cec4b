import { parseCellarXhtml } from "./parse-cellar-xhtml.ts";
import { isConsolidatedHtml, parseEurlexConsolidatedHtml } from "./parse-eurlex-consolidated-html.ts";
import { parseFormex } from "./parse-formex.ts";
import { looksLikePlainTextAct, parsePlainTextAct } from "./parse-plain-text-act.ts";
import { parseStructuredJson } from "./parse-structured-json.ts";
import type { Language, ParsedAct, SourceFormat } from "../types.ts";

/** Tells the format from the content: Formex (<ACT>/<COMBINED.FMX>/<CONS.ACT>), EUR-Lex XHTML (<html>), JSON or the plain text of an older act. */
export function detectFormat(source: string): SourceFormat {
  const head = source.slice(0, 4000).trimStart();
  if (head.startsWith("{")) return "json";
  if (/<(html|!DOCTYPE html)\b/i.test(head)) return "xhtml";
  if (looksLikePlainTextAct(source)) return "text";
  if (/<(COMBINED\.FMX|ACT|CONS\.ACT|PUBLICATION)\b/.test(head)) return "formex";
  throw new Error("Unknown act format: expected Formex XML, EUR-Lex XHTML or the structured JSON form");
}

export function parseActFile(
  source: string,
  options: { celex?: string; language?: Language; format?: SourceFormat } = {},
): ParsedAct {
  const format = options.format ?? detectFormat(source);
  const parse =
    format === "xhtml" && isConsolidatedHtml(source)
      ? parseEurlexConsolidatedHtml
      : { formex: parseFormex, xhtml: parseCellarXhtml, json: parseStructuredJson, text: parsePlainTextAct }[format];
  const act = parse(source, options);
  if (act.provisions.length === 0)
    throw new Error(`The ${format} file has no provisions (articles, recitals or annexes)`);
  return act;
}
