import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "#app/db/client.server.ts";
import { acts, provisions } from "#app/db/schema/corpus.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { eurLexUrl, knownAct } from "../known-acts.ts";
import { textFragmentAnchors } from "./text-fragment-links.ts";
import { ParsedProvisionSchema, type ParsedAct } from "../types.ts";

export type ImportResult = {
  actId: number;
  celex: string;
  language: string;
  /** The consolidated version's CELEX, "" for the act as adopted. */
  version: string;
  provisions: number;
  counts: Record<string, number>;
  warnings: string[];
};

/**
 * Stores a parsed act, replacing the installed copy of the same act, language and version (as
 * adopted, or one consolidated version) in one transaction: a failed import leaves the previous
 * copy untouched, and other versions of the act stay installed.
 */
export async function importAct({ act, db = getDb() }: { act: ParsedAct; db?: Db }): Promise<ImportResult> {
  const rows = act.provisions.map((provision) => ParsedProvisionSchema.parse(provision));
  const known = knownAct(act.celex);
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.kind] = (counts[row.kind] ?? 0) + 1;

  const version = act.version?.celex ?? "";
  // Links go to the page of the version cited (EUR-Lex "CELEX:02024R1689-20260727" for a consolidated text).
  const pageCelex = act.version?.celex ?? act.celex;
  // A page without ids (older acts): the link scrolls to the provision's words instead.
  const fragments = textFragmentAnchors(act);
  const actId = await db.transaction(async (tx) => {
    await tx
      .delete(acts)
      .where(and(eq(acts.celex, act.celex), eq(acts.language, act.language), eq(acts.version, version)));
    const [inserted] = await tx
      .insert(acts)
      .values({
        celex: act.celex,
        language: act.language,
        title: known?.title ?? act.title,
        shortName: known?.shortName ?? act.celex,
        sourceFormat: act.format,
        version,
        versionLabel: act.version?.label ?? null,
        validFrom: act.version?.validFrom ?? null,
        validTo: act.version?.validTo ?? null,
        note: act.note ?? null,
      })
      .returning({ id: acts.id });
    const id = inserted!.id;
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(provisions).values(
        rows.slice(start, start + 500).map((row, offset) => ({
          actId: id,
          pinpoint: row.pinpoint,
          kind: row.kind,
          label: row.label,
          heading: row.heading,
          text: row.text,
          chapter: row.chapter,
          section: row.section,
          parentPinpoint: row.parentPinpoint,
          position: start + offset,
          url: eurLexUrl(pageCelex, act.language, row.anchor || fragments.get(row.pinpoint)),
          amended: row.amended ?? false,
        })),
      );
    }
    return id;
  });
  emitDataChanged("corpus");
  logger.info(
    { celex: act.celex, language: act.language, version, provisions: rows.length, warnings: act.warnings.length },
    "act imported",
  );
  return {
    actId,
    celex: act.celex,
    language: act.language,
    version,
    provisions: rows.length,
    counts,
    warnings: act.warnings,
  };
}
