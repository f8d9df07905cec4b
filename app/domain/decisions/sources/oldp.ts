import { z } from "zod";
import type { Region } from "../decision-record.ts";
import type { RawDecision } from "../normalise/normalise-record.ts";
import { htmlSection } from "../normalise/html-section.ts";
import { oldpMarkdownToHtml } from "../normalise/oldp-markdown.ts";

/**
 * Open Legal Data gives `court.state` as a numeric id without a published table; these are the
 * ids seen in real records. Used only when the registry and the
 * court's name do not tell the region.
 */
const stateIds: Record<number, Region> = {
  4: "bayern",
  11: "niedersachsen",
  12: "nordrhein-westfalen",
  17: "schleswig-holstein",
};

const nullableString = z.string().nullish();

/** The headings of Open Legal Data's HTML content that open the headnote and the tenor. */
const headnoteHeadings = ["Leitsatz", "Leitsätze"];
const tenorHeadings = ["Tenor"];

export const OldpCaseSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    slug: nullableString,
    court: z
      .object({
        name: nullableString,
        state: z.union([z.number(), z.string()]).nullish(),
        jurisdiction: nullableString,
        level_of_appeal: nullableString,
      })
      .loose()
      .nullish(),
    file_number: nullableString,
    date: nullableString,
    type: nullableString,
    ecli: nullableString,
    title: nullableString,
    content: nullableString,
    pdf_url: nullableString,
    source_url: nullableString,
  })
  .loose();

/** One record of the cases API or the JSON Lines dump. */
export function parseOldpCase(value: unknown): RawDecision {
  const record = OldpCaseSchema.parse(value);
  const content = record.content ?? "";
  const state = typeof record.court?.state === "number" ? record.court.state : Number(record.court?.state);
  return {
    source: "oldp",
    sourceId: String(record.id),
    ecli: record.ecli,
    fileNumbers: record.file_number,
    courtName: record.court?.name,
    regionHint: stateIds[state] ?? null,
    decisionDate: record.date,
    decisionType: record.type,
    titleLine: record.title,
    headnote: htmlSection(content, headnoteHeadings),
    tenor: htmlSection(content, tenorHeadings),
    fullTextHtml: content || null,
    sourceUrl: record.source_url ?? (record.slug ? `https://de.openlegaldata.io/case/${record.slug}/` : null),
    pdfUrl: record.pdf_url,
  };
}

const FixtureSchema = z.array(
  z
    .object({ model: z.string(), pk: z.union([z.number(), z.string()]), fields: z.record(z.string(), z.unknown()) })
    .loose(),
);

/** Court names behind the slugs that Open Legal Data's Django fixtures use (court is only an id there). */
const fixtureCourts: Record<string, string> = {
  bgh: "Bundesgerichtshof",
  bverfg: "Bundesverfassungsgericht",
  bag: "Bundesarbeitsgericht",
  bsg: "Bundessozialgericht",
  bfh: "Bundesfinanzhof",
  bverwg: "Bundesverwaltungsgericht",
  bpatg: "Bundespatentgericht",
};

/** Cases in Open Legal Data's Django fixture format (Markdown content, court as a bare id). */
export function parseOldpFixture(json: unknown): RawDecision[] {
  return FixtureSchema.parse(json)
    .filter((entry) => entry.model === "cases.case")
    .map((entry) => {
      const fields = entry.fields as Record<string, string | null | undefined>;
      const slugCourt = fields.slug?.split("-")[0] ?? "";
      const html = oldpMarkdownToHtml(fields.content ?? "");
      return {
        source: "oldp" as const,
        sourceId: String(entry.pk),
        ecli: fields.ecli,
        fileNumbers: fields.file_number,
        courtName: fields.source_name ?? fixtureCourts[slugCourt] ?? null,
        decisionDate: fields.date,
        decisionType: fields.type,
        titleLine: fields.title,
        tenor: htmlSection(html, tenorHeadings),
        headnote: htmlSection(html, headnoteHeadings),
        fullTextHtml: html || null,
        sourceUrl: fields.source_url,
        pdfUrl: fields.pdf_url,
      };
    });
}
