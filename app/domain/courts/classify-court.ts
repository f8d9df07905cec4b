import type { Branch, Region } from "./court-taxonomy.ts";

export type CourtClass = { branch: Branch; level: string; federal: boolean };

/**
 * Court types by the word in the name, longest first so that "Landesarbeitsgericht" wins over
 * "Arbeitsgericht". Adjectival names ("Hessisches Finanzgericht", "Schleswig-Holsteinisches
 * Landessozialgericht", "Bayerischer Verwaltungsgerichtshof") carry the same words.
 */
const types: [RegExp, CourtClass][] = [
  [/bundesverfassungsgericht/i, { branch: "constitutional", level: "Bundesverfassungsgericht", federal: true }],
  [/bundesgerichtshof/i, { branch: "ordinary", level: "Bundesgerichtshof", federal: true }],
  [/bundesverwaltungsgericht/i, { branch: "administrative", level: "Bundesverwaltungsgericht", federal: true }],
  [/bundesfinanzhof/i, { branch: "finance", level: "Bundesfinanzhof", federal: true }],
  [/bundesarbeitsgericht/i, { branch: "labour", level: "Bundesarbeitsgericht", federal: true }],
  [/bundessozialgericht/i, { branch: "social", level: "Bundessozialgericht", federal: true }],
  [/bundespatentgericht/i, { branch: "patent", level: "Bundespatentgericht", federal: true }],
  [
    /verfassungsgerichtshof|landesverfassungsgericht|verfassungsgericht|staatsgerichtshof/i,
    { branch: "constitutional", level: "Landesverfassungsgericht", federal: false },
  ],
  [/landesarbeitsgericht/i, { branch: "labour", level: "Landesarbeitsgericht", federal: false }],
  [/arbeitsgericht/i, { branch: "labour", level: "Arbeitsgericht", federal: false }],
  [/landessozialgericht/i, { branch: "social", level: "Landessozialgericht", federal: false }],
  [/sozialgericht/i, { branch: "social", level: "Sozialgericht", federal: false }],
  [/finanzgericht/i, { branch: "finance", level: "Finanzgericht", federal: false }],
  [/oberverwaltungsgericht/i, { branch: "administrative", level: "Oberverwaltungsgericht", federal: false }],
  [/verwaltungsgerichtshof/i, { branch: "administrative", level: "Verwaltungsgerichtshof", federal: false }],
  [/verwaltungsgericht/i, { branch: "administrative", level: "Verwaltungsgericht", federal: false }],
  [
    /oberlandesgericht|kammergericht|oberstes landesgericht/i,
    { branch: "ordinary", level: "Oberlandesgericht", federal: false },
  ],
  [/landgericht/i, { branch: "ordinary", level: "Landgericht", federal: false }],
  [/schifffahrtsobergericht/i, { branch: "ordinary", level: "Schifffahrtsobergericht", federal: false }],
  [/schifffahrtsgericht/i, { branch: "ordinary", level: "Schifffahrtsgericht", federal: false }],
  [/amtsgericht/i, { branch: "ordinary", level: "Amtsgericht", federal: false }],
  // Professional and disciplinary courts sit with the ordinary courts (e.g. the Anwaltsgerichtshof at the OLG).
  [
    /anwaltsgerichtshof|anwaltsgericht|berufsgericht|dienstgericht|ehrengericht/i,
    { branch: "ordinary", level: "Berufsgericht", federal: false },
  ],
];

/** Abbreviations as the sources write them → the full word ("OLG München" → "Oberlandesgericht München"). */
const abbreviations: [RegExp, string][] = [
  [/^BVerfG\b/, "Bundesverfassungsgericht"],
  [/^BGH\b/, "Bundesgerichtshof"],
  [/^BVerwG\b/, "Bundesverwaltungsgericht"],
  [/^BFH\b/, "Bundesfinanzhof"],
  [/^BAG\b/, "Bundesarbeitsgericht"],
  [/^BSG\b/, "Bundessozialgericht"],
  [/^BPatG\b/, "Bundespatentgericht"],
  [/^BayVGH\b/, "Bayerischer Verwaltungsgerichtshof"],
  [/^BayObLG\b/, "Bayerisches Oberstes Landesgericht"],
  [/^OLG\b/, "Oberlandesgericht"],
  [/^KG\b/, "Kammergericht"],
  [/^LG\b/, "Landgericht"],
  [/^AG\b/, "Amtsgericht"],
  [/^OVG\b/, "Oberverwaltungsgericht"],
  [/^VGH\b/, "Verwaltungsgerichtshof"],
  [/^VG\b/, "Verwaltungsgericht"],
  [/^LAG\b/, "Landesarbeitsgericht"],
  [/^ArbG\b/, "Arbeitsgericht"],
  [/^LSG\b/, "Landessozialgericht"],
  [/^SG\b/, "Sozialgericht"],
  [/^FG\b/, "Finanzgericht"],
];

/** Repairs the PDF-conversion leftovers of the court lists ("Stadtpla-nerinnen") and spacing. */
export function cleanCourtName(name: string): string {
  return name
    .replace(/([a-zäöüß])-\s*([a-zäöüß])/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

export function expandCourtAbbreviation(name: string): string {
  const cleaned = cleanCourtName(name);
  for (const [pattern, full] of abbreviations) if (pattern.test(cleaned)) return cleaned.replace(pattern, full);
  return cleaned;
}

/** Branch and level from a court's name (abbreviated or full); undefined when it is no known court type. */
export function classifyCourt(name: string): CourtClass | undefined {
  const full = expandCourtAbbreviation(name);
  for (const [pattern, type] of types) if (pattern.test(full)) return type;
  return undefined;
}

/** State names as the court lists write them → region slug. */
const stateNames: Record<string, Region> = {
  "bundesrepublik deutschland": "bund",
  bund: "bund",
  "baden-württemberg": "baden-wuerttemberg",
  bayern: "bayern",
  berlin: "berlin",
  brandenburg: "brandenburg",
  bremen: "bremen",
  hamburg: "hamburg",
  hessen: "hessen",
  "mecklenburg-vorpommern": "mecklenburg-vorpommern",
  niedersachsen: "niedersachsen",
  "nordrhein-westfalen": "nordrhein-westfalen",
  "rheinland-pfalz": "rheinland-pfalz",
  saarland: "saarland",
  sachsen: "sachsen",
  "sachsen-anhalt": "sachsen-anhalt",
  "schleswig-holstein": "schleswig-holstein",
  thüringen: "thueringen",
};

export function regionFromStateName(state: string): Region | undefined {
  return stateNames[state.trim().toLowerCase()];
}

/** Adjectives and city names that tell the state without a registry (longest match first). */
const nameHints: [RegExp, Region][] = [
  [/schleswig-holstein/i, "schleswig-holstein"],
  [/niedersächsisch|niedersachsen/i, "niedersachsen"],
  [/sachsen-anhalt/i, "sachsen-anhalt"],
  [/sächsisch|sachsen/i, "sachsen"],
  [/baden-württemberg|\bbadisch|württembergisch/i, "baden-wuerttemberg"],
  [/bayerisch|bayern|münchen|nürnberg|bamberg|augsburg|würzburg|regensburg/i, "bayern"],
  [/hessisch|hessen|frankfurt|kassel|darmstadt|wiesbaden/i, "hessen"],
  [/thüring/i, "thueringen"],
  [/brandenburg/i, "brandenburg"],
  [/mecklenburg-vorpommern|rostock|schwerin|greifswald/i, "mecklenburg-vorpommern"],
  [
    /nordrhein-westfalen|düsseldorf|köln|hamm|münster|dortmund|essen|bochum|bielefeld|gelsenkirchen|aachen/i,
    "nordrhein-westfalen",
  ],
  [/rheinland-pfalz|pfälzisch|koblenz|mainz|trier|zweibrücken/i, "rheinland-pfalz"],
  [/saarland|saarländisch|saarbrücken/i, "saarland"],
  [/kammergericht|berlin/i, "berlin"],
  [/bremen|bremisch/i, "bremen"],
  [/hamburg/i, "hamburg"],
  [/stuttgart|karlsruhe|mannheim|freiburg|tübingen|heidelberg/i, "baden-wuerttemberg"],
  [/hannover|braunschweig|oldenburg|lüneburg|celle|göttingen|osnabrück/i, "niedersachsen"],
  [/dresden|leipzig|chemnitz/i, "sachsen"],
  [/magdeburg|halle/i, "sachsen-anhalt"],
  [/kiel|lübeck|flensburg/i, "schleswig-holstein"],
  [/erfurt|gera|meiningen|weimar/i, "thueringen"],
  [/potsdam|cottbus|frankfurt \(oder\)/i, "brandenburg"],
];

/** The region a court's name suggests (federal courts → bund), used when the registry has no entry. */
export function regionFromCourtName(name: string): Region | undefined {
  const full = expandCourtAbbreviation(name);
  if (classifyCourt(full)?.federal) return "bund";
  // "Frankfurt (Oder)" is in Brandenburg, not Hessen.
  if (/frankfurt \(oder\)|frankfurt\/oder/i.test(full)) return "brandenburg";
  for (const [pattern, region] of nameHints) if (pattern.test(full)) return region;
  return undefined;
}

/** "LG München I" → "lg-muenchen-i": the registry's stable slug. */
export function courtSlug(name: string): string {
  return expandCourtAbbreviation(name)
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
