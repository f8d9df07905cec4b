import { z } from "zod";
import {
  cardActs,
  CARD_ACTS,
  CARD_SECTIONS,
  type CardAct,
  type CardPoint,
  type RegulationCard,
} from "./regulation-cards.ts";
import type { Citation } from "../stream-events.ts";

/**
 * One statement as the model writes it: its text and the numbers of the passages that support it.
 * No string length keywords: strict structured output (OpenAI) rejects minLength/maxLength, so the
 * text is bounded after parsing (empty → dropped, long → cut).
 */
const ModelPointSchema = z.object({
  text: z.string(),
  citations: z.array(z.number().int()).max(12),
});
const ModelPoints = z.array(ModelPointSchema).max(12);

/** What the model must return (structured output), validated before anything is used. */
export const ModelCardsSchema = z.object({
  cards: z
    .array(
      z.object({
        act: z.enum(CARD_ACTS),
        status: z.enum(["applies", "may_apply", "does_not_apply"]),
        applicability: ModelPoints,
        obligations: ModelPoints,
        deadlines: ModelPoints,
        liability: ModelPoints,
      }),
    )
    .max(CARD_ACTS.length),
});
export type ModelCards = z.infer<typeof ModelCardsSchema>;

/** The longest point text kept (the stored schema's bound). */
const maxText = 2000;

/**
 * Citation integrity for cards: each number must name a passage of the context (1…count); unknown
 * numbers are removed, and a point left without any citation is dropped. Acts the model repeats
 * keep their first card; acts not installed get the `not_installed` card whatever the model said.
 */
export function cardsFromModelOutput(
  output: ModelCards,
  { citations, installed }: { citations: Citation[]; installed: ReadonlySet<CardAct> },
): { cards: RegulationCard[]; droppedPoints: number; unknownNumbers: number[] } {
  const byNumber = new Map(citations.map((citation) => [citation.n, citation]));
  let droppedPoints = 0;
  const unknownNumbers: number[] = [];
  const keep = (points: ModelCards["cards"][number]["applicability"]): CardPoint[] =>
    points.flatMap((entry) => {
      const known = [...new Set(entry.citations)].filter((n) => byNumber.has(n));
      unknownNumbers.push(...entry.citations.filter((n) => !byNumber.has(n)));
      if (known.length === 0 || entry.text.trim() === "") {
        droppedPoints += 1;
        return [];
      }
      const text = entry.text.trim();
      return [
        {
          text: text.length > maxText ? `${text.slice(0, maxText - 1)}…` : text,
          citations: known.map((n) => byNumber.get(n)!),
        },
      ];
    });
  const cards = CARD_ACTS.map((act): RegulationCard => {
    const base = {
      act,
      celex: cardActs[act].celex,
      name: cardActs[act].name,
      applicability: [],
      obligations: [],
      deadlines: [],
      liability: [],
    };
    if (!installed.has(act)) return { ...base, status: "not_installed" };
    const written = output.cards.find((entry) => entry.act === act);
    if (!written) return { ...base, status: "may_apply" };
    const sections = Object.fromEntries(CARD_SECTIONS.map((section) => [section, keep(written[section])])) as Pick<
      RegulationCard,
      (typeof CARD_SECTIONS)[number]
    >;
    return { ...base, status: written.status, ...sections };
  });
  return { cards, droppedPoints, unknownNumbers };
}
