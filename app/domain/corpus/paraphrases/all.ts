import { aiActParaphrases1 } from "./ai-act-1.ts";
import { aiActParaphrases2 } from "./ai-act-2.ts";
import { dsmPldParaphrases } from "./dsm-pld.ts";
import { indexParaphrases } from "./index.ts";
import { aiActQuestions1 } from "./questions-ai-act-1.ts";
import { aiActQuestions2 } from "./questions-ai-act-2.ts";
import { dsmPldQuestions } from "./questions-dsm-pld.ts";

/** Every paraphrase file, by CELEX and pinpoint: the everyday words, then the users' questions. */
export const paraphrases = indexParaphrases([aiActParaphrases1, aiActParaphrases2, dsmPldParaphrases, aiActQuestions1, aiActQuestions2, dsmPldQuestions]);
