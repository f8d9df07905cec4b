/**
 * `npm run bench -- ai-act`: how fast the AI Act engine classifies a profile (target: < 5 ms).
 *
 * SYNTHETIC PROFILES: --profiles generated answer sets (a seeded generator: every role, practice,
 * exception, Annex III area, derogation, Annex I product, transparency flag, GPAI compute and
 * licence, transition date and asOf day in the Act's range), each classified --repeat times.
 * Prints p50 / p95 / max per classification and, as the in-process baseline, the zod validation of
 * the same profiles (what POST /api/ai-act/classify does before classifying), with the ratio.
 * Nothing here is asserted by tests.
 *   node scripts/bench-ai-act.ts [--profiles 5000] [--repeat 3]
 */
import os from "node:os";
import { parseArgs } from "node:util";
import {
  AiActProfileSchema,
  ANNEX_I_PRODUCTS,
  ANNEX_III_AREAS,
  DEROGATIONS,
  EXCLUSIONS,
  INTERACTION_EXCEPTIONS,
  ANNEX_III_POINTS,
  PRACTICE_EXCEPTIONS,
  PRACTICES,
  ROLES,
  VALUE_CHAIN_CHANGES,
  type AiActProfileInput,
} from "../app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "../app/domain/ai-act/classify-ai-act.ts";

const { values } = parseArgs({
  options: { profiles: { type: "string", default: "5000" }, repeat: { type: "string", default: "3" } },
});
const count = Number(values.profiles);
const repeat = Number(values.repeat);

/** mulberry32: a small seeded generator, so that every run measures the same profiles. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20260727);
const chance = (p: number) => random() < p;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const some = <T>(list: readonly T[], p: number) => list.filter(() => chance(p));
const day = (from: number, to: number) => new Date(from + random() * (to - from)).toISOString().slice(0, 10);
const start = Date.UTC(2024, 0, 1);
const end = Date.UTC(2031, 0, 1);

function randomProfile(): AiActProfileInput {
  const model = chance(0.15);
  const roles = some(ROLES, 0.3);
  return {
    profileVersion: 1,
    subject: model ? "gpai_model" : "ai_system",
    meetsAiSystemDefinition: !chance(0.03),
    roles: roles.length > 0 ? roles : [pick(ROLES)],
    establishedInEu: chance(0.7),
    placedOnEuMarket: chance(0.85),
    outputUsedInEu: chance(0.8),
    exclusions: some(EXCLUSIONS, 0.04),
    practices: some(PRACTICES, 0.05),
    practiceExceptions: some(PRACTICE_EXCEPTIONS, 0.1),
    // Profile 1.1: a fifth of the Annex III answers name a second use case.
    ...(chance(0.4) ? { annexIII: chance(0.2) ? annexIIIList() : annexIII() } : {}),
    ...(chance(0.2)
      ? {
          annexI: {
            product: pick(ANNEX_I_PRODUCTS),
            safetyComponentOrProduct: chance(0.7),
            thirdPartyConformityAssessment: chance(0.7),
          },
        }
      : {}),
    interactsWithPeople: chance(0.4),
    ...(chance(0.1) ? { interactionException: pick(INTERACTION_EXCEPTIONS) } : {}),
    largeScaleItSystem: chance(0.05),
    generatesSyntheticContent: chance(0.3),
    deepFakes: chance(0.1),
    publicInterestText: chance(0.1),
    emotionRecognitionOrBiometricCategorisation: chance(0.1),
    publicService: chance(0.2),
    intendedForPublicAuthorities: chance(0.1),
    usedAtWorkplaceByEmployer: chance(0.2),
    valueChainChanges: some(VALUE_CHAIN_CHANGES, 0.1),
    ...(chance(0.3) ? { onMarketSince: day(start, Date.UTC(2028, 0, 1)) } : {}),
    sme: chance(0.3),
    ...(model
      ? {
          model: {
            trainingFlop: 10 ** (22 + random() * 5),
            freeOpenSource: chance(0.3),
            designatedSystemicRisk: chance(0.05),
          },
        }
      : {}),
  };
}

/** Two Annex III answers of different areas. */
function annexIIIList() {
  const first = annexIII();
  const second = annexIII(ANNEX_III_AREAS.filter((area) => area !== first.area));
  return [first, second];
}

/** An Annex III answer, a third of them with a point of their area (any lettered point, profile 1.1). */
function annexIII(areas: readonly (typeof ANNEX_III_AREAS)[number][] = ANNEX_III_AREAS) {
  const area = pick(areas);
  const points = ANNEX_III_POINTS.filter((point) => point.startsWith(String(ANNEX_III_AREAS.indexOf(area) + 1)));
  return {
    area,
    ...(points.length > 0 && chance(0.3) ? { point: pick(points) } : {}),
    ...(chance(0.3) ? { derogation: pick(DEROGATIONS) } : {}),
    profiling: chance(0.3),
  };
}

const inputs = Array.from({ length: count }, randomProfile);
const days = inputs.map(() => day(start, end));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const format = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function measure(label: string, run: (index: number) => unknown) {
  for (let i = 0; i < Math.min(500, count); i++) run(i); // warm-up
  const times: number[] = [];
  for (let r = 0; r < repeat; r++) {
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      run(i);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const figures = {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1)!,
    over5ms: times.filter((t) => t >= 5).length,
    n: times.length,
  };
  console.log(
    `  ${label.padEnd(34)} p50 ${format(figures.p50).padStart(9)}  p95 ${format(figures.p95).padStart(9)}  p99 ${format(figures.p99).padStart(9)}  max ${format(figures.max).padStart(9)}`,
  );
  return figures;
}

console.log(`AI Act engine: ${count} synthetic profiles × ${repeat} (seeded), asOf spread over 2024–2030`);
const profiles = inputs.map((input) => AiActProfileSchema.parse(input));
const baseline = measure("baseline: zod validation", (i) => AiActProfileSchema.parse(inputs[i]));
const engine = measure("classifyAiAct", (i) => classifyAiAct(profiles[i]!, { asOf: days[i]! }));
const endpoint = measure("validation + classification", (i) =>
  classifyAiAct(AiActProfileSchema.parse(inputs[i]), { asOf: days[i]! }),
);
console.log(
  `  ratio classify / validation: p50 ${(engine.p50 / baseline.p50).toFixed(2)}×, p95 ${(engine.p95 / baseline.p95).toFixed(2)}×`,
);
console.log(
  `  target < 5 ms per profile (p95 of validation + classification): ${endpoint.p95 < 5 ? "met" : "NOT met"} (p95 ${format(endpoint.p95)}; ` +
    `${endpoint.over5ms} of ${endpoint.n} calls ≥ 5 ms, garbage collection or a busy machine; load average ${os.loadavg()[0]!.toFixed(1)})`,
);
