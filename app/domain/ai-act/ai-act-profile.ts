import { z } from "zod";
import {
  ANNEX_I_PRODUCTS,
  ANNEX_III_AREAS,
  ANNEX_III_POINTS,
  DEROGATIONS,
  EXCLUSIONS,
  INTERACTION_EXCEPTIONS,
  TRANSPARENCY_EXCEPTIONS,
  PRACTICE_EXCEPTIONS,
  PRACTICES,
  ROLES,
  VALUE_CHAIN_CHANGES,
} from "./ai-act-options.ts";

export * from "./ai-act-options.ts";

/**
 * The input of the AI Act engine, version 1 (documented in docs/api.md, "AI Act check"; revision 1.1
 * added `intendedForPublicAuthorities`, `usedAtWorkplaceByEmployer`, several Annex III entries and
 * the points of every area, all optional). Every
 * answer the questionnaire asks for; what is not answered defaults to "no". Fields are only ever
 * added as optional (so every earlier version-1 profile stays valid); a change of shape bumps the version.
 */
export const IsoDateSchema = z.iso.date();
const flag = z.boolean().default(false);

const AnnexIIIEntrySchema = z
  .strictObject({
    area: z.enum(ANNEX_III_AREAS),
    /** The point within the area ("5b": creditworthiness); it must belong to the area. */
    point: z.enum(ANNEX_III_POINTS).optional(),
    derogation: z.enum(DEROGATIONS).optional(),
    profiling: flag,
  })
  .refine((annex) => !annex.point || annex.point.startsWith(String(ANNEX_III_AREAS.indexOf(annex.area) + 1)), {
    message: "The Annex III point does not belong to the area",
    path: ["point"],
  });

export const AiActProfileSchema = z.strictObject({
  profileVersion: z.literal(1),
  /** An AI system, or a general-purpose AI model (Chapter V). */
  subject: z.enum(["ai_system", "gpai_model"]).default("ai_system"),
  /** Art. 3(1): machine-based, some autonomy, infers from input how to generate outputs. */
  meetsAiSystemDefinition: z.boolean().default(true),
  roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length),
  establishedInEu: z.boolean(),
  /** Placed on the market or put into service in the Union. */
  placedOnEuMarket: z.boolean(),
  /** The output is used in the Union (Art. 2(1)(c)). */
  outputUsedInEu: flag,
  exclusions: z.array(z.enum(EXCLUSIONS)).max(EXCLUSIONS.length).default([]),
  practices: z.array(z.enum(PRACTICES)).max(PRACTICES.length).default([]),
  practiceExceptions: z.array(z.enum(PRACTICE_EXCEPTIONS)).max(PRACTICE_EXCEPTIONS.length).default([]),
  /**
   * The Annex III use cases of the system: one entry, or several (since profile 1.1, e.g. emotion
   * recognition 1(c) and worker monitoring 4(b)); read as a list, one area at most once.
   */
  annexIII: z
    .union([AnnexIIIEntrySchema, z.array(AnnexIIIEntrySchema).min(1).max(ANNEX_III_AREAS.length)])
    .transform((entries) => (Array.isArray(entries) ? entries : [entries]))
    .refine((entries) => new Set(entries.map((entry) => entry.area)).size === entries.length, {
      message: "Each Annex III area at most once",
    })
    .optional(),
  annexI: z
    .strictObject({
      product: z.enum(ANNEX_I_PRODUCTS),
      /** A safety component of the product (its failure would endanger health or safety), or the product itself. */
      safetyComponentOrProduct: z.boolean(),
      /** The product needs a third-party conformity assessment for health and safety risks. */
      thirdPartyConformityAssessment: z.boolean(),
    })
    .optional(),
  interactsWithPeople: flag,
  /** Art. 50(1): the interaction is obvious to a reasonably well-informed person, or the system is authorised by law for criminal offences (and not open to the public to report one). */
  interactionException: z.enum(INTERACTION_EXCEPTIONS).optional(),
  generatesSyntheticContent: flag,
  deepFakes: flag,
  publicInterestText: flag,
  /** Art. 50(2)–(4): exceptions to the marking and disclosure duties (assistive editing, editorial control, authorised by law for criminal offences). */
  transparencyExceptions: z.array(z.enum(TRANSPARENCY_EXCEPTIONS)).max(TRANSPARENCY_EXCEPTIONS.length).default([]),
  emotionRecognitionOrBiometricCategorisation: flag,
  /** The deployer is a body governed by public law or a private entity providing public services (Art. 27(1)). */
  publicService: flag,
  /** Since 1.1. Art. 111(2), second sentence: the high-risk system is intended to be used by public authorities (whoever the caller is). */
  intendedForPublicAuthorities: flag,
  /** Since 1.1. Art. 26(7): the deployer is an employer and uses the system at the workplace. */
  usedAtWorkplaceByEmployer: flag,
  /** Art. 111(1): a component of a large-scale IT system established by the legal acts of Annex X. */
  largeScaleItSystem: flag,
  valueChainChanges: z.array(z.enum(VALUE_CHAIN_CHANGES)).max(VALUE_CHAIN_CHANGES.length).default([]),
  /** When the system or model was first placed on the market or put into service, if it already was. */
  onMarketSince: IsoDateSchema.optional(),
  sme: flag,
  model: z
    .strictObject({
      /** Cumulative training compute in floating-point operations. */
      trainingFlop: z.number().nonnegative().max(1e40).optional(),
      freeOpenSource: flag,
      designatedSystemicRisk: flag,
    })
    .optional(),
});

export type AiActProfile = z.infer<typeof AiActProfileSchema>;
export type AiActProfileInput = z.input<typeof AiActProfileSchema>;
