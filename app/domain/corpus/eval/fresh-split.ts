import { halfOf } from "./blind-split.ts";
import { freshQuestions } from "./fresh-questions.ts";

/** The fresh set's halves, split by the same id hash as the first blind set. */
export const freshDevelopment = freshQuestions.filter((question) => halfOf(question) === "development");
export const freshHeldOut = freshQuestions.filter((question) => halfOf(question) === "held-out");
