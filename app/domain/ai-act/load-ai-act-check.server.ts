import { ANNEX_III_AREAS, DEROGATIONS, type AnnexIIIArea } from "./ai-act-options.ts";
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
  error?: "roles" | "situation" | "invalid";
  result?: AiActResult;
};

const optional = (value: string | null) => (value ? value : undefined);
/** A yes/no question: true, false, or undefined when it was not answered (nothing is pre-answered). */
const answer = (value: string | null) => (value === "yes" ? true : value === "no" ? false : undefined);

/**
 * The Annex III use cases: every ticked `area` once, with its own `point` (points name their area:
 * "4b"), `derogation` ("employment:narrow_procedural_task") and `profiling` (the area). The
 * single-area addresses of before (`derogation=…`, `profiling=yes`) still work for the first area.
 */
function annexIIIFromQuery(query: URLSearchParams) {
  // Unknown areas go on to the schema, which refuses them.
  const areas = [...new Set(query.getAll("area"))].slice(0, ANNEX_III_AREAS.length) as AnnexIIIArea[];
  const points = query.getAll("point").slice(0, maxValuesPerField);
  const derogations = query.getAll("derogation").slice(0, maxValuesPerField);
  const profiling = query.getAll("profiling").slice(0, maxValuesPerField);
  return areas.map((area, index) => {
    const number = String(ANNEX_III_AREAS.indexOf(area) + 1);
    // A point only counts with its own area (a point left over from another area is dropped, not an error).
    const point = points.find((candidate) => candidate.startsWith(number));
    const derogation =
      derogations.map((value) => value.split(":")).find(([owner, which]) => owner === area && which)?.[1] ??
      (index === 0 ? derogations.find((value) => (DEROGATIONS as readonly string[]).includes(value)) : undefined);
    return {
      area,
      ...(point ? { point: point as never } : {}),
      ...(derogation ? { derogation: derogation as never } : {}),
      profiling: profiling.includes(area) || (index === 0 && profiling.includes("yes")),
    };
  });
}

/** Turns the questionnaire's query parameters into a profile input (zod checks it). */
export function profileInputFromQuery(query: URLSearchParams): Omit<
  AiActProfileInput,
  "establishedInEu" | "placedOnEuMarket"
> & {
  establishedInEu?: boolean;
  placedOnEuMarket?: boolean;
  asOf?: string;
} {
  const yes = (name: string) => query.get(name) === "yes";
  const all = (name: string) => query.getAll(name).slice(0, maxValuesPerField) as never[];
  const subject = query.get("subject") === "gpai_model" ? "gpai_model" : "ai_system";
  const product = optional(query.get("product"));
  const flop = optional(query.get("flop")?.trim() ?? null);
  const annexIII = subject === "ai_system" ? annexIIIFromQuery(query) : [];
  const eu = answer(query.get("eu"));
  const market = answer(query.get("market"));
  return {
    profileVersion: 1,
    subject,
    meetsAiSystemDefinition: query.get("definition") !== "no",
    roles: all("role"),
    // Required, as in the API: an unanswered question is refused, not assumed.
    ...(eu === undefined ? {} : { establishedInEu: eu }),
    ...(market === undefined ? {} : { placedOnEuMarket: market }),
    // Default no, as in the API.
    outputUsedInEu: yes("output"),
    exclusions: all("exclusion"),
    practices: subject === "ai_system" ? all("practice") : [],
    practiceExceptions: subject === "ai_system" ? all("exception") : [],
    ...(annexIII.length > 0 ? { annexIII } : {}),
    ...(subject === "ai_system" && product
      ? {
          annexI: {
            product: product as never,
            safetyComponentOrProduct: yes("safety"),
            thirdPartyConformityAssessment: yes("thirdParty"),
          },
        }
      : {}),
    interactsWithPeople: yes("interacts"),
    ...(optional(query.get("interactionException"))
      ? { interactionException: query.get("interactionException") as never }
      : {}),
    largeScaleItSystem: yes("largeScale"),
    generatesSyntheticContent: yes("synthetic"),
    deepFakes: yes("deepfake"),
    publicInterestText: yes("publicText"),
    transparencyExceptions: subject === "ai_system" ? all("transparencyException") : [],
    emotionRecognitionOrBiometricCategorisation: yes("biometric"),
    publicService: yes("publicService"),
    usedAtWorkplaceByEmployer: yes("workplace"),
    intendedForPublicAuthorities: yes("publicAuthorities"),
    valueChainChanges: subject === "ai_system" ? all("change") : [],
    ...(optional(query.get("since")) ? { onMarketSince: query.get("since")! } : {}),
    sme: yes("sme"),
    ...(subject === "gpai_model"
      ? {
          model: {
            ...(flop ? { trainingFlop: Number(flop) } : {}),
            freeOpenSource: yes("oss"),
            designatedSystemicRisk: yes("designated"),
          },
        }
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
  if (
    steps.indexOf(step) > steps.indexOf("roles") &&
    (answer(query.get("eu")) === undefined || answer(query.get("market")) === undefined)
  ) {
    return { step: "roles", steps, answers, error: "situation" };
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
