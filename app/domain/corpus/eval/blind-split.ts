import { actCelex, type ActKey, type BlindQuestion } from "./question-sets.ts";

export type Half = "development" | "held-out";

/** FNV-1a (32 bit) of the question's id: the split depends on nothing but the id. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The half a question belongs to: deterministic, by the parity of its id's hash. */
export function halfOf(question: Pick<BlindQuestion, "id">): Half {
  return fnv1a(question.id) % 2 === 0 ? "development" : "held-out";
}

/** A set's two halves: the development half may be tuned on; the held-out half is run only to report figures. */
export function halves<Question extends Pick<BlindQuestion, "id">>(
  questions: readonly Question[],
): { development: Question[]; heldOut: Question[] } {
  return {
    development: questions.filter((question) => halfOf(question) === "development"),
    heldOut: questions.filter((question) => halfOf(question) === "held-out"),
  };
}

export type Gold = { celex: string; pinpoint: string };

/** "AI:art_5.par_1.pt_f" → the act's CELEX and the pinpoint. */
export function parseGold(gold: string): Gold {
  const [act, pinpoint] = gold.split(":") as [ActKey, string];
  return { celex: actCelex[act], pinpoint };
}

/** The acts a question's gold provisions belong to (short keys). */
export function goldActs(question: BlindQuestion): ActKey[] {
  return [...new Set(question.gold.map((gold) => gold.split(":")[0] as ActKey))];
}
