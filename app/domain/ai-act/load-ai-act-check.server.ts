import { ANNEX_III_AREAS } from "./ai-act-options.ts";
import { AiActProfileSchema, IsoDateSchema, type AiActProfileInput } from "./ai-act-profile.ts";
import { ANSWER_FIELDS, isCheckStep, stepsFor, type CheckStep } from "./check-steps.ts";
import { classifyAiAct, type AiActResult } from "./classify-ai-act.ts";

/** Longest query string read (all answers at once take about 1 KB). */
const maxQueryLength = 4096;
const maxValuesPerField = 20;

export type AiActCheckState = {
  step: CheckStep;
  steps: CheckStep[];
  /** The answers given so far, as [name, value] pairs in query order. */
  answers: [string, string][];
  error?: "roles" | "invalid";
  result?: AiActResult;
};

const optional = (value: string | null) => (value ? value : undefined);

/** Turns the questionnaire's query parameters into a profile input (zod checks it). */
export function profileInputFromQuery(query: URLSearchParams): AiActProfileInput & { asOf?: string } {
  const yes = (name: string) => query.get(name) === "yes";
  const all = (name: string) => query.getAll(name).slice(0, maxValuesPerField) as never[];
  const subject = query.get("subject") === "gpai_model" ? "gpai_model" : "ai_system";
  const area = optional(query.get("area"));
  const product = optional(query.get("product"));
  const flop = optional(query.get("flop")?.trim() ?? null);
  // An Annex III point only counts with its own area (a point left over from another area is dropped, not an error).
  const areaNumber = area ? String(ANNEX_III_AREAS.indexOf(area as never) + 1) : "";
  const point = optional(query.get("point"));
  const annexPoint = area && point?.startsWith(areaNumber) ? { point: point as never } : {};
  return {
    profileVersion: 1,
    subject,
    meetsAiSystemDefinition: query.get("definition") !== "no",
    roles: all("role"),
    establishedInEu: query.get("eu") !== "no",
    placedOnEuMarket: query.get("market") !== "no",
    outputUsedInEu: query.get("output") !== "no",
    exclusions: all("exclusion"),
    practices: subject === "ai_system" ? all("practice") : [],
    practiceExceptions: subject === "ai_system" ? all("exception") : [],
    ...(subject === "ai_system" && area ? { annexIII: { area: area as never, ...annexPoint, derogation: optional(query.get("derogation")) as never, profiling: yes("profiling") } } : {}),
    ...(subject === "ai_system" && product
      ? { annexI: { product: product as never, safetyComponentOrProduct: yes("safety"), thirdPartyConformityAssessment: yes("thirdParty") } }
      : {}),
    interactsWithPeople: yes("interacts"),
    ...(optional(query.get("interactionException")) ? { interactionException: query.get("interactionException") as never } : {}),
    largeScaleItSystem: yes("largeScale"),
    generatesSyntheticContent: yes("synthetic"),
    deepFakes: yes("deepfake"),
    publicInterestText: yes("publicText"),
    transparencyExceptions: subject === "ai_system" ? all("transparencyException") : [],
    emotionRecognitionOrBiometricCategorisation: yes("biometric"),
    publicService: yes("publicService"),
    valueChainChanges: subject === "ai_system" ? all("change") : [],
    ...(optional(query.get("since")) ? { onMarketSince: query.get("since")! } : {}),
    sme: yes("sme"),
    ...(subject === "gpai_model"
      ? { model: { ...(flop ? { trainingFlop: Number(flop) } : {}), freeOpenSource: yes("oss"), designatedSystemicRisk: yes("designated") } }
      : {}),
    ...(optional(query.get("asOf")) ? { asOf: query.get("asOf")! } : {}),
  };
}

/**
 * The state of the check for a query string: which step to show, the answers so far and, on the
 * last step, the engine's result for the chosen day (today when none is chosen).
 */
export function loadAiActCheck(search: string, today: string): AiActCheckState {
  const query = new URLSearchParams(search.length > maxQueryLength ? "" : search);
  const steps = stepsFor(query.get("subject"));
  const requested = query.get("step");
  let step: CheckStep = isCheckStep(requested) && steps.includes(requested) ? requested : "subject";
  const answers = [...query.entries()].filter(([name]) => ANSWER_FIELDS.has(name)).slice(0, 200);
  if (steps.indexOf(step) > steps.indexOf("roles") && query.getAll("role").length === 0) {
    return { step: "roles", steps, answers, error: "roles" };
  }
  if (step !== "result") return { step, steps, answers };
  const { asOf, ...input } = profileInputFromQuery(query);
  const profile = AiActProfileSchema.safeParse(input);
  const day = asOf === undefined ? { success: true as const, data: today } : IsoDateSchema.safeParse(asOf);
  if (!profile.success || !day.success) {
    step = "dates";
    return { step, steps, answers, error: "invalid" };
  }
  return { step, steps, answers, result: classifyAiAct(profile.data, { asOf: day.data }) };
}
