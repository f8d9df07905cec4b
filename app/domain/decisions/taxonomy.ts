/**
 * The fixed vocabularies of a decision. Kept free of zod so that browser code (the search
 * form) can import them without shipping the schemas (docs/decisions/042, JS budget).
 */
/**
 * Where a decision came from: rechtsprechung-im-internet.de (also its metadata), NeuRIS, Open
 * Legal Data, and the Federal Court of Justice's own decision database (bundesgerichtshof.de,
 * metadata with the official PDF, 2000–2009).
 */
export const sources = ["rii", "neuris", "oldp", "bgh"] as const;

export const branches = ["ordinary", "labour", "administrative", "social", "finance", "constitutional", "patent"] as const;

/** The sixteen federal states, by their region slug. */
export const states = [
  "baden-wuerttemberg",
  "bayern",
  "berlin",
  "brandenburg",
  "bremen",
  "hamburg",
  "hessen",
  "mecklenburg-vorpommern",
  "niedersachsen",
  "nordrhein-westfalen",
  "rheinland-pfalz",
  "saarland",
  "sachsen",
  "sachsen-anhalt",
  "schleswig-holstein",
  "thueringen",
] as const;

/** Where a court sits: "bund" for the federal courts, else its state. */
export const regions = ["bund", ...states] as const;
