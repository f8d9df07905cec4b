import { z } from "zod";
import { once, readCorpusData } from "../vocabulary/corpus-data.server.ts";

/**
 * The evaluation question sets, as data in corpus-data/eval/ (the schema and who wrote each set:
 * corpus-data/eval/README.md). Each file is read once, on first use, and checked with zod.
 */

export const actCelex = {
  AI: "32024R1689",
  DSM: "32019L0790",
  PLD: "32024L2853",
  PLD85: "31985L0374",
  OMNIBUS: "32026R1744",
} as const;
export type ActKey = keyof typeof actCelex;
/** The four acts the assistant promises (OMNIBUS is installed for its recitals only). */
export const promisedActs = ["AI", "DSM", "PLD", "PLD85"] as const satisfies readonly ActKey[];

export const personas = ["lawyer", "in-house", "compliance", "product", "founder", "student", "consumer"] as const;
export const questionKinds = [
  "scope",
  "obligation",
  "deadline",
  "penalty",
  "definition",
  "everyday",
  "cross-act",
  "not-covered",
  "amended",
] as const;
export type Persona = (typeof personas)[number];
export type QuestionKind = (typeof questionKinds)[number];

/** A provision's pinpoint as the importers write it: "art_5.par_1.pt_f", "anx_III.pt_4", "rct_12". */
const pinpoint = z
  .string()
  .regex(/^(art|rct|anx)_[A-Za-z0-9]+(\.[a-z]+_[A-Za-z0-9]+)*$/, "a pinpoint such as art_5.par_1.pt_f");
const language = z.enum(["EN", "DE"]);
const question = z.string().min(1).max(2000);

/** Ids unique within a set: the split, the snapshot and the reports name questions by id. */
const uniqueIds = (questions: readonly { id: string }[], context: z.RefinementCtx) => {
  const seen = new Set<string>();
  questions.forEach((entry, index) => {
    if (seen.has(entry.id))
      context.addIssue({
        code: "custom",
        message: `the id ${entry.id} is used twice`,
        path: ["questions", index, "id"],
      });
    seen.add(entry.id);
  });
};

/**
 * A blind set's question (blind.json, fresh.json, third.json): gold provisions as "<act>:<pinpoint>"
 * with act AI, DSM, PLD (2024/2853) or PLD85 (85/374/EEC); empty gold = not covered.
 */
export const BlindQuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens"),
  language,
  persona: z.enum(personas),
  kind: z.enum(questionKinds),
  question,
  gold: z.array(
    z.string().refine((gold) => {
      const at = gold.indexOf(":");
      return at > 0 && gold.slice(0, at) in actCelex && pinpoint.safeParse(gold.slice(at + 1)).success;
    }, "a gold provision such as AI:art_5.par_1.pt_f (act AI, DSM, PLD, PLD85 or OMNIBUS)"),
  ),
});
export type BlindQuestion = z.infer<typeof BlindQuestionSchema>;
export const BlindSetSchema = z
  .strictObject({ about: z.string().min(1), questions: z.array(BlindQuestionSchema).min(1) })
  .superRefine((set, context) => uniqueIds(set.questions, context));

/** The old development set's question (old.json): one act by CELEX, gold pinpoints of that act. */
export const EvalQuestionSchema = z.strictObject({
  id: z.string().min(1),
  language,
  question,
  celex: z.string().regex(/^[0-9]{5}[A-Z][0-9]{4}$/, "a CELEX number such as 32024R1689"),
  gold: z.array(pinpoint).min(1),
  heldOut: z.boolean().optional(),
});
export type EvalQuestion = z.infer<typeof EvalQuestionSchema>;
export const OldSetSchema = z
  .strictObject({ about: z.string().min(1), questions: z.array(EvalQuestionSchema).min(1) })
  .superRefine((set, context) => uniqueIds(set.questions, context));

/** The old development set (85 questions, corpus-data/eval/old.json). */
export const oldQuestions = once(() => readCorpusData("eval/old.json", OldSetSchema).questions);

const blindSets = new Map<string, BlindQuestion[]>();
/** A blind-shaped set by its file name: "blind", "fresh", "third" (corpus-data/eval/<name>.json); read once. */
export function blindSet(name: string): BlindQuestion[] {
  if (!/^[a-z0-9-]+$/.test(name))
    throw new Error(`An evaluation set's name is its file name in corpus-data/eval, not ${name}`);
  let questions = blindSets.get(name);
  if (!questions) blindSets.set(name, (questions = readCorpusData(`eval/${name}.json`, BlindSetSchema).questions));
  return questions;
}
