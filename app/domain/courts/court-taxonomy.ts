/**
 * Where a court sits and which branch of the judiciary it belongs to: the one definition of
 * `Region` and `Branch`, used by the court registry, the decisions and the feeds. Free of zod and
 * server code, so that browser code (the search form) can import it (docs/decisions/042).
 */
export const branches = [
  "ordinary",
  "labour",
  "administrative",
  "social",
  "finance",
  "constitutional",
  "patent",
] as const;

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

export type Branch = (typeof branches)[number];
export type State = (typeof states)[number];
export type Region = (typeof regions)[number];
