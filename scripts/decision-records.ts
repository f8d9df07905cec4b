/**
 * The decision records' index: `npm run docs:decisions` writes docs/decisions/README.md from each
 * record's front matter (status, date) and first heading. tests/integration/decision-records.test.ts
 * fails when a record lacks valid front matter or the index is out of date.
 */
import fs from "node:fs";
import path from "node:path";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

export const decisionsDir = path.resolve(import.meta.dirname, "../docs/decisions");

const FrontMatterSchema = z.strictObject({
  status: z.enum(["proposed", "accepted", "amended", "superseded"]),
  date: z.iso.date(),
  /** The records that amend or supersede this one. */
  by: z
    .array(z.string().regex(/^\d{3}$/))
    .min(1)
    .optional(),
});
export type DecisionRecord = z.infer<typeof FrontMatterSchema> & { file: string; number: string; title: string };

const fence = "---\n";

/** One record: its front matter checked with zod, its title from the first heading. */
export function readDecisionRecord(file: string): DecisionRecord {
  const source = fs.readFileSync(path.join(decisionsDir, file), "utf8");
  if (!source.startsWith(fence)) throw new Error(`${file}: no front matter (---, status, date, ---)`);
  const end = source.indexOf(`\n${fence}`, fence.length);
  if (end < 0) throw new Error(`${file}: the front matter is not closed with ---`);
  const parsed = FrontMatterSchema.safeParse(parseYaml(source.slice(fence.length, end + 1)));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const heading = fromMarkdown(source.slice(end + 1 + fence.length)).children.find(
    (node) => node.type === "heading" && node.depth === 1,
  );
  if (!heading) throw new Error(`${file}: no title (a first-level heading)`);
  if ((parsed.data.status === "amended" || parsed.data.status === "superseded") && !parsed.data.by)
    throw new Error(`${file}: status ${parsed.data.status} needs by: [the records that did it]`);
  return { ...parsed.data, file, number: file.slice(0, 3), title: toString(heading) };
}

export function decisionRecords(): DecisionRecord[] {
  return fs
    .readdirSync(decisionsDir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map(readDecisionRecord);
}

/** The index's text. */
export function decisionIndex(records: DecisionRecord[]): string {
  const cell = (text: string) => text.replaceAll("|", "\\|");
  const rows = records.map((record) => {
    const status = record.by ? `${record.status} by ${record.by.join(", ")}` : record.status;
    return `| ${record.number} | [${cell(record.title.replace(/^\d{3}\s*[—–-]?\s*/, ""))}](${record.file}) | ${status} | ${record.date} |`;
  });
  return [
    "# Decision records",
    "",
    "Why the product is built the way it is. Each record has front matter (`status`: proposed, accepted,",
    "amended or superseded, with `by` naming the records that changed it; `date`: the day it was",
    "written). This index is generated: `npm run docs:decisions`.",
    "",
    "| # | decision | status | date |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.filename === process.argv[1]) {
  fs.writeFileSync(path.join(decisionsDir, "README.md"), decisionIndex(decisionRecords()));
  console.log(`docs/decisions/README.md: ${decisionRecords().length} records`);
}
