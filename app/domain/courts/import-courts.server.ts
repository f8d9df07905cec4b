import fs from "node:fs";
import { sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { mergeCourtEntries, parseEcliCourtTsv, parseXjustizCourtList, type CourtEntry } from "./parse-court-lists.ts";

/** Upserts registry entries by slug; codes already known are kept when a list lacks them. */
export async function upsertCourts(entries: CourtEntry[]): Promise<{ written: number }> {
  const db = getDb();
  for (let i = 0; i < entries.length; i += 200) {
    await db
      .insert(courts)
      .values(entries.slice(i, i + 200).map((entry) => ({ ...entry })))
      .onConflictDoUpdate({
        target: courts.slug,
        set: {
          name: sql`excluded.name`,
          region: sql`excluded.region`,
          branch: sql`excluded.branch`,
          level: sql`excluded.level`,
          eclicode: sql`coalesce(excluded.ecli_code, ${courts.eclicode})`,
          xjustizCode: sql`coalesce(${courts.xjustizCode}, excluded.xjustiz_code)`,
          dissolved: sql`excluded.dissolved`,
          updatedAt: sql`now()`,
        },
      });
  }
  if (entries.length > 0) emitDataChanged("courts");
  return { written: entries.length };
}

/**
 * Imports the registry from the two official lists (either may be missing): the Open Legal Data
 * ECLI list first (it has the ECLI codes), then the XJustiz code list.
 */
export async function importCourtRegistry(files: {
  xjustizJson?: string;
  ecliTsv?: string;
}): Promise<{ courts: number }> {
  const fromTsv = files.ecliTsv ? parseEcliCourtTsv(fs.readFileSync(files.ecliTsv, "utf8")) : [];
  const fromXjustiz = files.xjustizJson
    ? parseXjustizCourtList(JSON.parse(fs.readFileSync(files.xjustizJson, "utf8"))).courts
    : [];
  const merged = mergeCourtEntries(fromTsv, fromXjustiz);
  await upsertCourts(merged);
  return { courts: merged.length };
}
