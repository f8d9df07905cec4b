import { halfOf } from "./blind-split.ts";
import { referenceQuestions } from "./reference-questions.ts";

/** The named-reference set's halves, split by the same id hash as the earlier sets. */
export const referenceDevelopment = referenceQuestions.filter((question) => halfOf(question) === "development");
export const referenceHeldOut = referenceQuestions.filter((question) => halfOf(question) === "held-out");
