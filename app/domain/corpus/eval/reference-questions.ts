import { z } from "zod";
import { once, readCorpusData } from "../vocabulary/corpus-data.server.ts";

/** The acts of the named-reference set, by its short keys (OMNIBUS: the recitals of Regulation (EU) 2026/1744). */
export const referenceActCelex = {
  AI: "32024R1689",
  DSM: "32019L0790",
  PLD: "32024L2853",
  PLD85: "31985L0374",
  OMNIBUS: "32026R1744",
} as const;

const NamedSchema = z
  .string()
  .regex(
    /^(AI|DSM|PLD|PLD85|OMNIBUS):(art|rct|anx)_[A-Za-z0-9]+(\.[a-z]+_[A-Za-z0-9]+)*$/,
    "named provisions are KEY:pinpoint",
  );

export const ReferenceQuestionSchema = z.object({
  id: z.string().min(1),
  language: z.enum(["EN", "DE"]),
  /** The forms of citation the query uses ("art-abbrev", "abs", "act-name:KI-VO", "in-question" …). */
  forms: z.array(z.string()),
  query: z.string().min(1).max(2000),
  /** The provisions the query names, as installed (KEY:pinpoint). */
  named: z.array(NamedSchema),
  /** References in the query to provisions that do not exist ("Article 140 AI Act"). */
  nonexistent: z.array(z.string()),
  note: z.string().optional(),
});
export type ReferenceQuestion = z.infer<typeof ReferenceQuestionSchema>;

/** A set in the named-reference shape: its name starts with "references" (references.json, references2.json …). */
export const isReferenceSet = (name: string) => name.startsWith("references");

const loaded = new Map<string, () => ReferenceQuestion[]>();
/**
 * A named-reference set (corpus-data/eval/<name>.json; default the first, references.json; the README
 * says who wrote each and how), read once and checked.
 */
export function referenceQuestions(name = "references"): ReferenceQuestion[] {
  if (!isReferenceSet(name))
    throw new Error(`${name} is not a named-reference set (its name starts with "references")`);
  let load = loaded.get(name);
  if (!load) {
    load = once(() => readCorpusData(`eval/${name}.json`, z.array(ReferenceQuestionSchema).min(1)));
    loaded.set(name, load);
  }
  return load();
}

export function namedGold(named: string): { celex: string; pinpoint: string } {
  const [key, pinpoint] = named.split(":") as [keyof typeof referenceActCelex, string];
  return { celex: referenceActCelex[key], pinpoint };
}
