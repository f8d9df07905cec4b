import { halves } from "./blind-split.ts";
import { referenceQuestions } from "./reference-questions.ts";

/** The named-reference set's halves, split by the same id hash (halfOf) as the earlier sets. */
export const referenceHalves = () => halves(referenceQuestions());
