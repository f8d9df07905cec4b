import { getDb } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import type { Branch, Region } from "./court-taxonomy.ts";
import { classifyCourt, courtSlug, expandCourtAbbreviation, regionFromCourtName } from "./classify-court.ts";

export type ResolvedCourt = {
  courtId: number | null;
  courtName: string;
  region: Region;
  branch: Branch;
  level: string | null;
};
export type CourtHint = { ecliCode?: string | null; name?: string | null; region?: Region | null };
export type CourtResolver = (hint: CourtHint) => ResolvedCourt | { error: string };

type RegistryRow = {
  id: number;
  slug: string;
  name: string;
  region: string;
  branch: string;
  level: string | null;
  eclicode: string | null;
  dissolved: boolean;
};

/** A resolver over registry rows (pure, so the rules are testable without a database). */
export function createCourtResolver(rows: RegistryRow[]): CourtResolver {
  const byEcli = new Map<string, RegistryRow>();
  const bySlug = new Map<string, RegistryRow>();
  for (const row of rows) {
    if (row.eclicode && (!byEcli.has(row.eclicode.toUpperCase()) || !row.dissolved))
      byEcli.set(row.eclicode.toUpperCase(), row);
    bySlug.set(row.slug, row);
  }
  const fromRow = (row: RegistryRow): ResolvedCourt => ({
    courtId: row.id,
    courtName: row.name,
    region: row.region as Region,
    branch: row.branch as Branch,
    level: row.level,
  });

  return (hint) => {
    const code = hint.ecliCode?.toUpperCase();
    const known = (code && byEcli.get(code)) || (hint.name && bySlug.get(courtSlug(hint.name)));
    if (known) return fromRow(known);
    // Not in the registry (or the registry is empty): use what the record says about its court.
    const name = hint.name ? expandCourtAbbreviation(hint.name) : code ? expandCourtAbbreviation(code) : null;
    if (!name) return { error: "no court" };
    const type = classifyCourt(name);
    if (!type) return { error: `unknown court type: ${name}` };
    const region = type.federal ? "bund" : (hint.region ?? regionFromCourtName(name));
    if (!region) return { error: `unknown region of court: ${name}` };
    return {
      courtId: null,
      courtName: type.federal ? type.level : name,
      region,
      branch: type.branch,
      level: type.level,
    };
  };
}

/** Loads the registry once per import run. */
export async function loadCourtResolver(): Promise<CourtResolver> {
  const rows = await getDb()
    .select({
      id: courts.id,
      slug: courts.slug,
      name: courts.name,
      region: courts.region,
      branch: courts.branch,
      level: courts.level,
      eclicode: courts.eclicode,
      dissolved: courts.dissolved,
    })
    .from(courts);
  return createCourtResolver(rows);
}
