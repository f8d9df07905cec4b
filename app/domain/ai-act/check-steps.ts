/**
 * The public AI Act check, step by step: which query parameters each step asks for. The answers of
 * every step travel in the query string (plain GET forms), so the page works without JavaScript and
 * a result URL can be shared; nothing is stored (docs/areas/ai-act.md).
 */
export const CHECK_STEPS = [
  "subject",
  "roles",
  "exclusions",
  "practices",
  "high-risk",
  "transparency",
  "model",
  "dates",
  "result",
] as const;
export type CheckStep = (typeof CHECK_STEPS)[number];

export const STEP_FIELDS: Record<Exclude<CheckStep, "result">, readonly string[]> = {
  subject: ["subject", "definition"],
  roles: ["role", "eu", "market", "output"],
  exclusions: ["exclusion"],
  practices: ["practice", "exception"],
  "high-risk": ["area", "point", "derogation", "profiling", "product", "safety", "thirdParty"],
  transparency: [
    "interacts",
    "interactionException",
    "synthetic",
    "deepfake",
    "publicText",
    "biometric",
    "transparencyException",
    "publicService",
    "workplace",
    "change",
  ],
  model: ["flop", "oss", "designated"],
  dates: ["since", "publicAuthorities", "largeScale", "asOf", "sme"],
};

export const ANSWER_FIELDS = new Set(Object.values(STEP_FIELDS).flat());

/** The steps for a system or a model (models skip practices, high-risk and transparency). */
export function stepsFor(subject: string | null): CheckStep[] {
  return subject === "gpai_model"
    ? ["subject", "roles", "exclusions", "model", "dates", "result"]
    : ["subject", "roles", "exclusions", "practices", "high-risk", "transparency", "dates", "result"];
}

export function isCheckStep(value: string | null): value is CheckStep {
  return value !== null && (CHECK_STEPS as readonly string[]).includes(value);
}

/** The query string of the answers without a step's own fields (they come from its form instead). */
export function answersWithout(answers: [string, string][], step: CheckStep): [string, string][] {
  const own = step === "result" ? [] : STEP_FIELDS[step];
  return answers.filter(([name]) => !own.includes(name));
}
