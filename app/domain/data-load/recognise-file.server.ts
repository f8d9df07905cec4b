import fs from "node:fs";
import path from "node:path";
import { isBghMetadataFile } from "../decisions/import/read-bgh-metadata.server.ts";

/** What a file holds, as far as `data:load` and the starter set are concerned. */
export type DataFileKind = "courts-xjustiz" | "courts-ecli" | "rii" | "oldp" | "neuris" | "bgh-metadata" | "eu-act";

export type RecognisedFile = { file: string; kind: DataFileKind } | { file: string; kind: null; reason: string };

/** Largest file read to recognise it (the real files are at most a few MB; the BGH dumps are streamed). */
export const MAX_DATA_FILE_BYTES = 100 * 1024 * 1024;
const HEAD_BYTES = 64 * 1024;

function head(file: string): string {
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = fs.readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, read).toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

function jsonKind(file: string): DataFileKind | string {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    return `not valid JSON: ${(error as Error).message}`;
  }
  if (Array.isArray(json)) {
    if (json.some((entry) => (entry as { model?: unknown })?.model === "cases.case")) return "oldp";
    if (
      json.length > 0 &&
      json.every((entry) => Array.isArray(entry) && entry.length >= 2 && typeof entry[0] === "string")
    )
      return "courts-xjustiz";
    if (json.some((entry) => typeof (entry as { documentNumber?: unknown })?.documentNumber === "string"))
      return "neuris";
    if (json.some((entry) => (entry as { file_number?: unknown; court?: unknown })?.file_number !== undefined))
      return "oldp";
    return "a JSON array of unknown records";
  }
  if (json && typeof json === "object") {
    const value = json as Record<string, unknown>;
    if ("openapi" in value) return "an API description, not data";
    const kennung = (value.metadaten as { kennung?: unknown } | undefined)?.kennung;
    if (typeof kennung === "string" && /gds\.gerichte/i.test(kennung)) return "courts-xjustiz";
    if ("articles" in value || "recitals" in value) return "eu-act";
    if ("member" in value || "documentNumber" in value) return "neuris";
    if ("results" in value || ("file_number" in value && "court" in value)) return "oldp";
  }
  return "a JSON document of unknown shape";
}

/**
 * Tells what a file holds from its name and first bytes: court lists (XJustiz JSON, ECLI TSV),
 * decisions (rii XML/ZIP/TOC, NeuRIS Akoma Ntoso or JSON, Open Legal Data JSON/JSON Lines/fixtures),
 * the BGH metadata dumps, and EU acts (Formex, EUR-Lex XHTML/HTML, structured JSON, EUR-Lex plain text).
 */
export async function recogniseFile(file: string): Promise<RecognisedFile> {
  const name = path.basename(file).toLowerCase();
  const unknown = (reason: string): RecognisedFile => ({ file, kind: null, reason });
  const stat = fs.statSync(file);
  if (stat.size > MAX_DATA_FILE_BYTES) return unknown(`larger than ${MAX_DATA_FILE_BYTES / 1024 / 1024} MB`);
  if (name === "readme.md" || name.startsWith(".")) return unknown("not a data file");
  if (/\.jsonl(\.gz)?$/.test(name)) return { file, kind: (await isBghMetadataFile(file)) ? "bgh-metadata" : "oldp" };
  if (name.endsWith(".zip")) return { file, kind: "rii" };
  if (name.endsWith(".json")) {
    const kind = jsonKind(file);
    return ["courts-xjustiz", "rii", "oldp", "neuris", "eu-act"].includes(kind)
      ? { file, kind: kind as DataFileKind }
      : unknown(kind);
  }
  const text = head(file);
  if (/\.(tsv|csv)$/.test(name))
    return /ECLI-GERICHTSCODE|GERICHTSBEZEICHNUNG/i.test(text)
      ? { file, kind: "courts-ecli" }
      : unknown("a table without the ECLI court list's columns");
  if (/\.(xml|xhtml|html|htm)$/.test(name)) {
    if (/<dokument[\s>]/.test(text) || /<items?>[\s\S]*<link>[^<]*jb-[A-Z0-9]+\.zip/i.test(text))
      return { file, kind: "rii" };
    if (/<(?:akn:)?akomaNtoso\b/.test(text)) return { file, kind: "neuris" };
    if (/<(COMBINED\.FMX|ACT|CONS\.ACT|PUBLICATION)\b/.test(text)) return { file, kind: "eu-act" };
    if (/eur-lex|CELEX|Official Journal of the European|oj-doc/i.test(text)) return { file, kind: "eu-act" };
    return unknown("markup of an unknown source");
  }
  if (name.endsWith(".txt")) {
    if (
      /EUR-Lex|Avis juridique|Official Journal of the European|Amtsblatt der Europäischen|(COUNCIL|RATES) (DIRECTIVE|RICHTLINIE)/i.test(
        text,
      )
    )
      return { file, kind: "eu-act" };
    return unknown("text that is not an EU act");
  }
  return unknown("unknown file type");
}

/** Every file under the given files and folders (sorted, recursively), each once. */
export function listDataFiles(paths: string[]): string[] {
  const files = new Set<string>();
  for (const given of paths) {
    const stat = fs.statSync(given);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(given, { recursive: true, encoding: "utf8" }).sort()) {
        const full = path.join(given, entry);
        if (fs.statSync(full).isFile()) files.add(path.resolve(full));
      }
    } else files.add(path.resolve(given));
  }
  return [...files];
}
