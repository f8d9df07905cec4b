/**
 * The fixed vocabularies of a decision. Kept free of zod so that browser code (the search
 * form) can import them without shipping the schemas (docs/decisions/042, JS budget).
 */
export const sources = ["rii", "neuris", "oldp"] as const;

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
