import { halfOf } from "./blind-split.ts";
import { thirdQuestions } from "./third-questions.ts";

/** The third set's halves, split by the same id hash as the earlier sets. */
export const thirdDevelopment = thirdQuestions.filter((question) => halfOf(question) === "development");
export const thirdHeldOut = thirdQuestions.filter((question) => halfOf(question) === "held-out");
