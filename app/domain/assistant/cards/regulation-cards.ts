import { z } from "zod";
import { CitationSchema } from "../stream-events.ts";

/*
 * The comparison view's regulation cards, stored on the project as `regulationCards` and returned
 * by the API. Client-safe: the browser validates what it reads with the same schema.
 */

/** The acts a card is made for, in the order the cards are shown. */
export const CARD_ACTS = ["ai_act", "dsm", "pld_2024", "pld_1985"] as const;
export type CardAct = (typeof CARD_ACTS)[number];

export const cardActs: Record<CardAct, { celex: string; name: string }> = {
  ai_act: { celex: "32024R1689", name: "AI Act (Regulation (EU) 2024/1689, as in force)" },
  dsm: { celex: "32019L0790", name: "DSM Copyright Directive (EU) 2019/790" },
  pld_2024: { celex: "32024L2853", name: "Product Liability Directive (EU) 2024/2853" },
  pld_1985: { celex: "31985L0374", name: "Product Liability Directive 85/374/EEC" },
};

/**
 * applies / may_apply / does_not_apply: the card's finding on the project's subject;
 * not_installed: the act's text is not in the corpus, so nothing about it can be cited.
 */
export const CARD_STATUSES = ["applies", "may_apply", "does_not_apply", "not_installed"] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** One statement of a card with the provisions that support it (at least one: an uncited point is dropped). */
export const CardPointSchema = z.object({
  text: z.string().trim().min(1).max(2000),
  citations: z.array(CitationSchema).min(1).max(12),
});
export type CardPoint = z.infer<typeof CardPointSchema>;

const points = z.array(CardPointSchema).max(12);

export const RegulationCardSchema = z.object({
  act: z.enum(CARD_ACTS),
  celex: z.string(),
  name: z.string(),
  status: z.enum(CARD_STATUSES),
  /** Whether and why the act applies to the project's subject. */
  applicability: points,
  obligations: points,
  deadlines: points,
  /** Penalties (AI Act) or liability (product liability). */
  liability: points,
});
export type RegulationCard = z.infer<typeof RegulationCardSchema>;

export const RegulationCardsSchema = z.object({
  /** ISO 8601: when the cards were made. */
  generatedAt: z.iso.datetime(),
  language: z.enum(["en", "de"]),
  /** Built from retrieval and the AI Act engine, without a model. */
  withoutModel: z.boolean(),
  /** How the cards were made (e.g. which facts the engine derived from the project's text). */
  basis: z.string().max(2000),
  cards: z.array(RegulationCardSchema).max(CARD_ACTS.length),
});
export type RegulationCards = z.infer<typeof RegulationCardsSchema>;

/** The card sections, in the order they are shown and exported. */
export const CARD_SECTIONS = ["applicability", "obligations", "deadlines", "liability"] as const;
export type CardSection = (typeof CARD_SECTIONS)[number];

/** Stored cards as read back: valid ones, or null (never an unvalidated shape). */
export function readRegulationCards(value: unknown): RegulationCards | null {
  const parsed = RegulationCardsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** POST /api/assistant/projects/:id/regulation-cards: the language the cards are written in. */
export const GenerateCardsBodySchema = z.strictObject({ language: z.enum(["en", "de"]).default("en") });
