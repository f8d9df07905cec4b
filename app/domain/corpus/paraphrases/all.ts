import { aiActParaphrases1 } from "./ai-act-1.ts";
import { aiActParaphrases2 } from "./ai-act-2.ts";
import { dsmPldParaphrases } from "./dsm-pld.ts";
import { indexParaphrases } from "./index.ts";

/** Every paraphrase file, by CELEX and pinpoint. */
export const paraphrases = indexParaphrases([aiActParaphrases1, aiActParaphrases2, dsmPldParaphrases]);
