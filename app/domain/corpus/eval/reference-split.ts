import { halves } from "./blind-split.ts";
import { referenceQuestions } from "./reference-questions.ts";

/** A named-reference set's halves (default the first set), split by the same id hash (halfOf) as the earlier sets. */
export const referenceHalves = (name = "references") => halves(referenceQuestions(name));
