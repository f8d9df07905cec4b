import { z } from "zod";
import type { Branch, Region } from "./court-taxonomy.ts";
import { classifyCourt, cleanCourtName, courtSlug, regionFromStateName } from "./classify-court.ts";

export type CourtEntry = {
  slug: string;
  name: string;
  region: Region;
  branch: Branch;
  level: string;
  eclicode: string | null;
  xjustizCode: string | null;
  dissolved: boolean;
};

/** The first letter of an XJustiz court code is the state (federal courts sit in a state too). */
const xjustizStates: Record<string, Region> = {
  B: "baden-wuerttemberg",
  D: "bayern",
  F: "berlin",
  G: "brandenburg",
  H: "bremen",
  K: "hamburg",
  M: "hessen",
  N: "mecklenburg-vorpommern",
  P: "niedersachsen",
  R: "nordrhein-westfalen",
  T: "rheinland-pfalz",
  U: "sachsen",
  V: "saarland",
  W: "sachsen-anhalt",
  X: "schleswig-holstein",
  Y: "thueringen",
  A: "bund",
  C: "bund",
  Z: "bund",
};

/** Builds a registry entry from a name, or undefined when the name is no court we publish. */
function toEntry(
  rawName: string,
  region: Region | undefined,
  codes: { eclicode?: string; xjustizCode?: string },
): CourtEntry | undefined {
  const dissolved = /^(aufgelöst|aufgehoben)\s*-\s*/i.test(rawName);
  const name = cleanCourtName(rawName.replace(/^(aufgelöst|aufgehoben)\s*-\s*/i, ""));
  // Only the first words say what the body is: "Staatsanwaltschaft beim Landgericht" is no court.
  const type = classifyCourt(name.split(" ").slice(0, 3).join(" "));
  if (!type || !region) return undefined;
  const canonical = type.federal ? type.level : name;
  return {
    slug: courtSlug(canonical),
    name: canonical,
    region: type.federal ? "bund" : region,
    branch: type.branch,
    level: type.level,
    eclicode: codes.eclicode?.trim() || null,
    xjustizCode: codes.xjustizCode ?? null,
    dissolved,
  };
}

const XjustizListSchema = z.object({
  metadaten: z.object({ version: z.string() }).loose(),
  daten: z.array(z.tuple([z.string(), z.string()])),
});

/**
 * The XJustiz code list GDS.Gerichte (XRepository JSON): keeps the courts (code "X1234" without
 * a suffix letter), drops prosecutors, prisons, land registries and test entries, and marks the
 * dissolved ones.
 */
export function parseXjustizCourtList(json: unknown): { version: string; courts: CourtEntry[] } {
  const list = XjustizListSchema.parse(json);
  const courts = list.daten.flatMap(([code, name]) => {
    if (!/^[A-Z]\d{4}$/.test(code) || /^ZZ\b|test/i.test(name)) return [];
    const entry = toEntry(name, xjustizStates[code[0]!], { xjustizCode: code });
    return entry ? [entry] : [];
  });
  return { version: list.metadaten.version, courts };
}

/**
 * Open Legal Data's ECLI court list (TSV: BUND/LAND, GERICHTSBEZEICHNUNG, ECLI-GERICHTSCODE),
 * converted from a PDF: blank separator lines and hyphenation leftovers are expected.
 */
export function parseEcliCourtTsv(text: string): CourtEntry[] {
  const lines = text.split(/\r?\n/);
  return lines.flatMap((line, index) => {
    if (index === 0 && /GERICHTSBEZEICHNUNG/i.test(line)) return [];
    const [state, rawName, code] = line.split("\t").map((cell) => cell.trim());
    if (!state || !rawName) return [];
    // A bare court type ("Oberverwaltungsgericht" in the NRW rows) gets its state as the place.
    const type = classifyCourt(rawName);
    const name = type && !type.federal && cleanCourtName(rawName) === type.level ? `${rawName} ${state}` : rawName;
    const entry = toEntry(name, regionFromStateName(state), { eclicode: code });
    return entry ? [entry] : [];
  });
}

/** Merges the lists by slug: the first entry wins, later ones fill in missing codes. */
export function mergeCourtEntries(...lists: CourtEntry[][]): CourtEntry[] {
  const bySlug = new Map<string, CourtEntry>();
  const xjustizSeen = new Set<string>();
  for (const entry of lists.flat()) {
    const current = bySlug.get(entry.slug);
    const xjustizCode = entry.xjustizCode && !xjustizSeen.has(entry.xjustizCode) ? entry.xjustizCode : null;
    if (!current) {
      bySlug.set(entry.slug, { ...entry, xjustizCode });
      if (xjustizCode) xjustizSeen.add(xjustizCode);
      continue;
    }
    if (!current.eclicode && entry.eclicode) current.eclicode = entry.eclicode;
    if (!current.xjustizCode && xjustizCode && !entry.dissolved) {
      current.xjustizCode = xjustizCode;
      xjustizSeen.add(xjustizCode);
    }
    // A court is dissolved only if no list has it active.
    if (!entry.dissolved) current.dissolved = false;
  }
  return [...bySlug.values()];
}
