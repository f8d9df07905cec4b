import { describe, expect, test } from "vitest";
import { AiActProfileSchema, type AiActProfileInput } from "./ai-act-profile.ts";
import { classifyAiAct, type AiActResult, type ClassificationId } from "./classify-ai-act.ts";
import { rulePinpoints, type ObligationId } from "./ai-act-rules.ts";
import {
  ANNEX_I_PRODUCTS,
  ANNEX_III_AREAS,
  ANNEX_III_POINTS,
  DEROGATIONS,
  INTERACTION_EXCEPTIONS,
  PRACTICE_EXCEPTIONS,
  PRACTICES,
} from "./ai-act-options.ts";

const profile = (answers: Partial<AiActProfileInput>) =>
  AiActProfileSchema.parse({
    profileVersion: 1,
    roles: ["provider"],
    establishedInEu: true,
    placedOnEuMarket: true,
    ...answers,
  });

type Expectation = {
  /** Classifications that must be there (and no others of the risk tiers listed in `not`). */
  is: ClassificationId[];
  not?: ClassificationId[];
  inScope?: boolean;
  /** Obligations (id or id@role) that must be in the result; with `!` they must be in force on asOf, with `~` not yet. */
  duties?: string[];
  /** Obligations that must not be in the result. */
  noDuties?: ObligationId[];
  /** Pinpoints the result must cite. */
  cites?: string[];
  fines?: string[];
  /** Art. 111 deadlines per obligation id (undefined: none). */
  complyBy?: Record<string, string | undefined>;
  onlyAfterSignificantChange?: Record<string, boolean>;
  /** Pinpoints the result must not cite. */
  notCites?: string[];
  /** Fines that must not be in the result (`"all"`: none at all). */
  noFines?: string[] | "all";
  /** The date each fine applies from, and whether it is in force on asOf (`!`/`~` after the date). */
  fineFrom?: Record<string, string>;
  /** The date the first classification of an id applies from (`!`/`~` as above). */
  classFrom?: Record<string, string>;
  /** The date every obligation of an id applies from (`!`/`~` as above). */
  dutyFrom?: Record<string, string>;
};

type Scenario = { name: string; answers: Partial<AiActProfileInput>; asOf?: string; expect: Expectation };

// Written from the consolidated text 02024R1689-20260727 (Regulation (EU) 2024/1689 as amended by 2026/1744).
const scenarios: Scenario[] = [
  {
    name: "emotion recognition of employees at work is prohibited (Art. 5(1)(f))",
    answers: { roles: ["deployer"], practices: ["emotion_recognition_workplace_education"] },
    expect: {
      is: ["prohibited"],
      not: ["minimal_risk", "transparency"],
      duties: ["stop_prohibited_practice!"],
      cites: ["art_5.par_1.pt_f", "art_113.pt_a", "art_99.par_3"],
      fines: ["prohibited_practice"],
    },
  },
  {
    name: "emotion recognition at work for safety reasons is not prohibited but high-risk (Annex III point 1) and must inform (Art. 50(3))",
    answers: {
      roles: ["deployer"],
      practices: ["emotion_recognition_workplace_education"],
      practiceExceptions: ["emotion_recognition_medical_or_safety"],
    },
    asOf: "2028-01-01",
    expect: {
      is: ["prohibition_exception", "high_risk", "transparency"],
      not: ["prohibited"],
      duties: ["high_risk_deployer!", "transparency_emotion_biometric!"],
      cites: ["anx_III.pt_1", "art_50.par_3"],
    },
  },
  {
    name: "CV screening for hiring is high-risk (Annex III point 4) from 2 December 2027",
    answers: { roles: ["provider"], annexIII: { area: "employment" } },
    asOf: "2027-06-01",
    expect: {
      is: ["high_risk"],
      not: ["minimal_risk"],
      duties: ["high_risk_provider~", "high_risk_registration~", "ai_literacy!"],
      cites: ["anx_III.pt_4", "art_6.par_2", "art_113.pt_c", "art_16"],
      fines: ["operator_obligations"],
    },
  },
  {
    name: "CV screening: on 2 December 2027 the provider duties have started",
    answers: { roles: ["provider"], annexIII: { area: "employment" } },
    asOf: "2027-12-02",
    expect: { is: ["high_risk"], duties: ["high_risk_provider!", "high_risk_registration!"] },
  },
  {
    name: "an employer deploying a hiring system informs the workers (Art. 26(7))",
    answers: { roles: ["deployer"], annexIII: { area: "employment" } },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk"],
      duties: ["high_risk_deployer!", "workplace_information!"],
      noDuties: ["high_risk_provider"],
      cites: ["art_26.par_7"],
    },
  },
  {
    name: "a customer-service chatbot has the transparency duty of Art. 50(1) from 2 August 2026",
    answers: { roles: ["provider"], interactsWithPeople: true },
    asOf: "2026-09-01",
    expect: {
      is: ["transparency"],
      not: ["minimal_risk", "high_risk"],
      duties: ["transparency_interaction!"],
      cites: ["art_50.par_1", "art_113"],
      fines: ["operator_obligations"],
    },
  },
  {
    name: "the chatbot's transparency duty had not started on 1 August 2026",
    answers: { roles: ["provider"], interactsWithPeople: true },
    asOf: "2026-08-01",
    expect: { is: ["transparency"], duties: ["transparency_interaction~", "ai_literacy!"] },
  },
  {
    name: "a spam filter is minimal risk (AI literacy only)",
    answers: { roles: ["provider", "deployer"] },
    expect: {
      is: ["in_scope", "minimal_risk"],
      not: ["high_risk", "transparency", "prohibited"],
      duties: ["ai_literacy!"],
      cites: ["art_3.pt_1", "art_2.par_1.pt_a", "art_2.par_1.pt_b", "art_95.par_1", "art_4.par_1"],
    },
  },
  {
    name: "a general-purpose model above 10^25 FLOP has systemic risk: Arts. 53 and 55",
    answers: { subject: "gpai_model", model: { trainingFlop: 3e25 } },
    asOf: "2026-01-01",
    expect: {
      is: ["gpai_model", "gpai_systemic_risk"],
      duties: [
        "gpai_technical_documentation!",
        "gpai_copyright_policy!",
        "gpai_training_summary!",
        "gpai_notification!",
        "gpai_systemic_risk!",
      ],
      cites: ["art_51.par_2", "art_53.par_1.pt_a", "art_55.par_1", "art_52.par_1", "art_101.par_1"],
      fines: ["gpai_provider"],
    },
  },
  {
    name: 'a general-purpose model at 10^25 FLOP exactly is not presumed to have systemic risk ("greater than")',
    answers: { subject: "gpai_model", model: { trainingFlop: 1e25 } },
    expect: {
      is: ["gpai_model"],
      not: ["gpai_systemic_risk"],
      duties: ["gpai_technical_documentation!"],
      noDuties: ["gpai_systemic_risk"],
    },
  },
  {
    name: "an open-source general-purpose model below the threshold keeps only the copyright policy and training summary (Art. 53(2))",
    answers: { subject: "gpai_model", establishedInEu: false, model: { trainingFlop: 1e23, freeOpenSource: true } },
    expect: {
      is: ["gpai_model", "gpai_open_source"],
      duties: ["gpai_copyright_policy!", "gpai_training_summary!"],
      noDuties: ["gpai_technical_documentation", "gpai_authorised_representative_mandate"],
      cites: ["art_53.par_2"],
    },
  },
  {
    name: "the open-source exception does not cover a model with systemic risk",
    answers: { subject: "gpai_model", model: { trainingFlop: 5e25, freeOpenSource: true } },
    expect: {
      is: ["gpai_systemic_risk"],
      not: ["gpai_open_source"],
      duties: ["gpai_technical_documentation!", "gpai_systemic_risk!"],
    },
  },
  {
    name: "a model designated by the Commission has systemic risk whatever its compute (Art. 51(1)(b))",
    answers: { subject: "gpai_model", model: { trainingFlop: 1e22, designatedSystemicRisk: true } },
    expect: { is: ["gpai_systemic_risk"], cites: ["art_51.par_1.pt_b"] },
  },
  {
    name: "a model placed on the market before 2 August 2025 complies by 2 August 2027 (Art. 111(3))",
    answers: { subject: "gpai_model", onMarketSince: "2024-05-01", model: { trainingFlop: 1e24 } },
    expect: { is: ["gpai_model"], duties: ["gpai_technical_documentation!"], cites: ["art_111.par_3"] },
  },
  {
    name: "a provider of a model outside the Union appoints an authorised representative (Art. 54(1))",
    answers: { subject: "gpai_model", establishedInEu: false, model: { trainingFlop: 1e24 } },
    expect: { is: ["gpai_model"], duties: ["gpai_authorised_representative_mandate!"], cites: ["art_54.par_1"] },
  },
  {
    name: "non-consensual intimate deepfake generation is prohibited from 2 December 2026 (Art. 5(1)(ba))",
    answers: { roles: ["provider"], practices: ["non_consensual_intimate_imagery"], generatesSyntheticContent: true },
    asOf: "2026-11-30",
    expect: {
      is: ["prohibited"],
      duties: ["stop_prohibited_practice~"],
      cites: ["art_5.par_1.pt_ba", "art_5.par_1a", "art_113.pt_a"],
    },
  },
  {
    name: "generation of child sexual abuse material is prohibited (Art. 5(1)(bb)) and applies on 2 December 2026",
    answers: { roles: ["provider"], practices: ["child_sexual_abuse_material"] },
    asOf: "2026-12-02",
    expect: { is: ["prohibited"], duties: ["stop_prohibited_practice!"], cites: ["art_5.par_1.pt_bb"] },
  },
  {
    name: "an image generator with adequate safeguards against intimate imagery is not prohibited (Art. 5(1a)(a))",
    answers: {
      roles: ["provider"],
      practices: ["non_consensual_intimate_imagery"],
      practiceExceptions: ["generation_safeguards"],
      generatesSyntheticContent: true,
    },
    expect: {
      is: ["prohibition_exception", "transparency"],
      not: ["prohibited"],
      duties: ["transparency_marking!"],
      cites: ["art_5.par_1a.pt_a", "art_50.par_2"],
    },
  },
  {
    name: "social scoring leading to unjustified treatment is prohibited (Art. 5(1)(c))",
    answers: { roles: ["deployer"], practices: ["social_scoring"] },
    expect: { is: ["prohibited"], cites: ["art_5.par_1.pt_c"] },
  },
  {
    name: "subliminal manipulation causing significant harm is prohibited (Art. 5(1)(a))",
    answers: { practices: ["subliminal_manipulation"] },
    expect: { is: ["prohibited"], cites: ["art_5.par_1.pt_a"] },
  },
  {
    name: "exploiting the vulnerabilities of children is prohibited (Art. 5(1)(b))",
    answers: { practices: ["exploiting_vulnerabilities"] },
    expect: { is: ["prohibited"], cites: ["art_5.par_1.pt_b"] },
  },
  {
    name: "untargeted scraping of facial images for a recognition database is prohibited (Art. 5(1)(e))",
    answers: { practices: ["facial_image_scraping"] },
    expect: { is: ["prohibited"], cites: ["art_5.par_1.pt_e"] },
  },
  {
    name: "predicting crime from profiling alone is prohibited (Art. 5(1)(d))",
    answers: { roles: ["deployer"], practices: ["criminal_risk_profiling"] },
    expect: { is: ["prohibited"], cites: ["art_5.par_1.pt_d"] },
  },
  {
    name: "a crime-risk tool supporting a human assessment based on facts is high-risk law enforcement (Annex III point 6)",
    answers: {
      roles: ["deployer"],
      practices: ["criminal_risk_profiling"],
      practiceExceptions: ["criminal_risk_supports_human_assessment"],
      publicService: true,
    },
    asOf: "2028-01-01",
    expect: {
      is: ["prohibition_exception", "high_risk"],
      not: ["prohibited"],
      duties: ["high_risk_deployer!", "fundamental_rights_impact_assessment!"],
      cites: ["anx_III.pt_6", "art_27.par_1"],
    },
  },
  {
    name: "biometric categorisation by sexual orientation is prohibited (Art. 5(1)(g))",
    answers: { practices: ["biometric_categorisation_sensitive"] },
    expect: { is: ["prohibited"], cites: ["art_5.par_1.pt_g"] },
  },
  {
    name: "real-time remote biometric identification by the police in public is prohibited without an exception (Art. 5(1)(h))",
    answers: { roles: ["deployer"], practices: ["realtime_remote_biometric_identification_law_enforcement"] },
    expect: { is: ["prohibited"], cites: ["art_5.par_1.pt_h"] },
  },
  {
    name: "real-time identification to search for an abducted child falls under the law-enforcement exception with authorisation (Art. 5(2)–(3))",
    answers: {
      roles: ["deployer"],
      practices: ["realtime_remote_biometric_identification_law_enforcement"],
      practiceExceptions: ["rbi_search_for_victims"],
    },
    expect: {
      is: ["prohibition_exception", "high_risk"],
      not: ["prohibited"],
      duties: ["rbi_authorisation!"],
      cites: ["art_5.par_2", "art_5.par_3", "anx_III.pt_1"],
    },
  },
  {
    name: "a credit-scoring system with profiling stays high-risk despite the derogation claim (Art. 6(3), third subparagraph)",
    answers: {
      roles: ["provider"],
      annexIII: { area: "essential_services", derogation: "preparatory_task", profiling: true },
    },
    expect: { is: ["high_risk"], not: ["not_high_risk_derogation"], cites: ["art_6.par_3", "anx_III.pt_5"] },
  },
  {
    name: "an Annex III tool doing a narrow procedural task is not high-risk but documents and registers (Art. 6(3)(a), 6(4), 49(2))",
    answers: { roles: ["provider"], annexIII: { area: "education", derogation: "narrow_procedural_task" } },
    expect: {
      is: ["not_high_risk_derogation"],
      not: ["high_risk", "minimal_risk"],
      duties: ["derogation_documentation"],
      noDuties: ["high_risk_provider"],
      cites: ["art_6.par_3.pt_a", "art_49.par_2", "anx_III.pt_3"],
    },
  },
  {
    name: "an AI safety component of a medical device needing a notified body is high-risk (Annex I Section A) from 2 August 2028",
    answers: {
      roles: ["provider"],
      annexI: { product: "medical_devices", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk_product"],
      duties: ["high_risk_provider~"],
      noDuties: ["high_risk_registration"],
      cites: ["anx_I.sec_A", "anx_I.sec_A.pt_11", "art_6.par_1", "art_113.pt_c"],
    },
  },
  {
    name: "AI in machinery is handled through the sector legislation (Annex I Section B point 21, Art. 2(2))",
    answers: {
      roles: ["product_manufacturer"],
      annexI: { product: "machinery", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
      interactsWithPeople: true,
    },
    expect: {
      is: ["high_risk_sectoral"],
      not: ["high_risk_product", "transparency", "minimal_risk"],
      duties: ["sectoral_requirements!"],
      noDuties: ["high_risk_provider", "ai_literacy"],
      cites: ["anx_I.sec_B.pt_21", "art_2.par_2"],
    },
  },
  {
    name: "a deployer of AI machinery has no duty of its own under the AI Act (Art. 2(2))",
    answers: {
      roles: ["deployer"],
      annexI: { product: "machinery", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    expect: {
      is: ["high_risk_sectoral"],
      inScope: true,
      noDuties: ["sectoral_requirements", "high_risk_deployer", "ai_literacy"],
    },
  },
  {
    name: "a toy feature without a safety function is not high-risk under Annex I (Art. 6(1a))",
    answers: {
      roles: ["provider"],
      annexI: { product: "toys", safetyComponentOrProduct: false, thirdPartyConformityAssessment: true },
    },
    expect: { is: ["annex_i_not_high_risk", "minimal_risk"], not: ["high_risk_product"], cites: ["art_6.par_1a"] },
  },
  {
    name: "a deployer who puts its own name on a high-risk system becomes its provider (Art. 25(1)(a))",
    answers: { roles: ["deployer"], annexIII: { area: "education" }, valueChainChanges: ["own_name_or_trademark"] },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk", "becomes_provider"],
      duties: ["high_risk_provider@provider!", "high_risk_deployer@deployer!"],
      cites: ["art_25.par_1.pt_a"],
    },
  },
  {
    name: "an importer and a distributor of a high-risk system have their own duties (Arts. 23 and 24)",
    answers: { roles: ["importer", "distributor"], establishedInEu: true, annexIII: { area: "migration_border" } },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk"],
      duties: ["high_risk_importer!", "high_risk_distributor!"],
      noDuties: ["high_risk_provider"],
      cites: ["art_23", "art_24", "anx_III.pt_7"],
    },
  },
  {
    name: "a third-country provider of a high-risk system appoints an authorised representative (Art. 22(1))",
    answers: {
      roles: ["provider"],
      establishedInEu: false,
      placedOnEuMarket: true,
      annexIII: { area: "justice_democracy" },
    },
    expect: {
      is: ["high_risk"],
      duties: ["high_risk_authorised_representative_mandate"],
      cites: ["art_22.par_1", "anx_III.pt_8"],
    },
  },
  {
    name: "a high-risk system on the market before 2 December 2027 is bound only after significant changes; public authorities by 2 August 2030 (Art. 111(2))",
    answers: {
      roles: ["deployer"],
      annexIII: { area: "essential_services" },
      onMarketSince: "2026-03-01",
      publicService: true,
    },
    asOf: "2028-01-01",
    expect: { is: ["high_risk", "legacy_high_risk"], duties: ["high_risk_deployer!"], cites: ["art_111.par_2"] },
  },
  {
    name: "a text generator placed on the market before 2 August 2026 marks its output by 2 December 2026 (Art. 111(4))",
    answers: { roles: ["provider"], generatesSyntheticContent: true, onMarketSince: "2025-01-10" },
    expect: { is: ["transparency"], duties: ["transparency_marking!"], cites: ["art_50.par_2", "art_111.par_4"] },
  },
  {
    name: "a deployer publishing deepfakes discloses them (Art. 50(4))",
    answers: { roles: ["deployer"], deepFakes: true, publicInterestText: true },
    expect: {
      is: ["transparency"],
      duties: ["transparency_deep_fake!", "transparency_public_interest_text!"],
      noDuties: ["transparency_marking"],
      cites: ["art_50.par_4"],
    },
  },
  {
    name: "a system used exclusively for military purposes is outside the Act (Art. 2(3))",
    answers: { exclusions: ["military_defence_national_security"], practices: ["social_scoring"] },
    expect: { is: ["excluded"], not: ["prohibited"], inScope: false, cites: ["art_2.par_3"] },
  },
  {
    name: "a system developed solely for scientific research is outside the Act (Art. 2(6))",
    answers: { exclusions: ["scientific_research"], annexIII: { area: "education" } },
    expect: { is: ["excluded"], not: ["high_risk"], inScope: false, cites: ["art_2.par_6"] },
  },
  {
    name: "testing before placing on the market is outside the Act (Art. 2(8))",
    answers: { exclusions: ["pre_market_research"] },
    expect: { is: ["excluded"], inScope: false, cites: ["art_2.par_8"] },
  },
  {
    name: "a person using a chatbot for purely personal purposes has no deployer duties (Art. 2(10))",
    answers: { roles: ["deployer"], exclusions: ["personal_non_professional"], deepFakes: true },
    expect: { is: ["excluded"], inScope: false, cites: ["art_2.par_10"] },
  },
  {
    name: "a free and open-source minimal-risk system is outside the Act (Art. 2(12))",
    answers: { roles: ["provider"], exclusions: ["free_open_source"] },
    expect: { is: ["excluded"], not: ["minimal_risk"], inScope: false, cites: ["art_2.par_12"] },
  },
  {
    name: "a free and open-source chatbot keeps its Art. 50 duty (Art. 2(12) exception)",
    answers: { roles: ["provider"], exclusions: ["free_open_source"], interactsWithPeople: true },
    expect: { is: ["transparency"], not: ["excluded"], duties: ["transparency_interaction!"] },
  },
  {
    name: "a free and open-source high-risk system is not excluded",
    answers: { roles: ["provider"], exclusions: ["free_open_source"], annexIII: { area: "critical_infrastructure" } },
    expect: { is: ["high_risk"], not: ["excluded"], noDuties: ["high_risk_registration"], cites: ["anx_III.pt_2"] },
  },
  {
    name: "a third-country provider whose system is neither placed on the Union market nor used here is outside the territorial scope (Art. 2(1))",
    answers: {
      roles: ["provider"],
      establishedInEu: false,
      placedOnEuMarket: false,
      outputUsedInEu: false,
      interactsWithPeople: true,
    },
    expect: { is: ["outside_territorial_scope"], inScope: false, cites: ["art_2.par_1"] },
  },
  {
    name: "a third-country deployer whose output is used in the Union is in scope (Art. 2(1)(c))",
    answers: {
      roles: ["deployer"],
      establishedInEu: false,
      placedOnEuMarket: false,
      outputUsedInEu: true,
      annexIII: { area: "employment" },
    },
    expect: {
      is: ["in_scope", "high_risk"],
      inScope: true,
      duties: ["high_risk_deployer"],
      cites: ["art_2.par_1.pt_c"],
    },
  },
  {
    name: "software without inference is not an AI system (Art. 3(1))",
    answers: { meetsAiSystemDefinition: false, interactsWithPeople: true },
    expect: { is: ["not_ai_system"], inScope: false, cites: ["art_3.pt_1"] },
  },
  {
    name: "an SME's fines are the lower of amount and percentage (Art. 99(6))",
    answers: { roles: ["provider"], interactsWithPeople: true, sme: true },
    expect: { is: ["transparency"], fines: ["operator_obligations"], cites: ["art_99.par_6"] },
  },
  {
    name: "a third-country police authority using AI in law-enforcement cooperation with the Union, with adequate safeguards, is outside the Act (Art. 2(4))",
    answers: {
      roles: ["deployer"],
      establishedInEu: false,
      placedOnEuMarket: false,
      outputUsedInEu: true,
      exclusions: ["third_country_law_enforcement_cooperation"],
      annexIII: { area: "law_enforcement" },
    },
    expect: {
      is: ["excluded"],
      not: ["high_risk", "in_scope"],
      inScope: false,
      noDuties: ["high_risk_deployer", "ai_literacy"],
      cites: ["art_2.par_4"],
    },
  },
  {
    name: "a visa-database component already in service before 2 August 2027 complies by 31 December 2030 (Art. 111(1), Annex X)",
    answers: {
      roles: ["provider"],
      annexIII: { area: "migration_border" },
      largeScaleItSystem: true,
      onMarketSince: "2026-05-01",
    },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk", "legacy_high_risk"],
      duties: ["high_risk_provider!"],
      complyBy: { high_risk_provider: "2030-12-31" },
      cites: ["art_111.par_1", "anx_X"],
    },
  },
  {
    name: "an Annex X component first put into service on 2 August 2027 gets no Art. 111(1) deadline, only the Art. 111(2) rule",
    answers: {
      roles: ["provider"],
      annexIII: { area: "migration_border" },
      largeScaleItSystem: true,
      onMarketSince: "2027-08-02",
    },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk", "legacy_high_risk"],
      complyBy: { high_risk_provider: undefined },
      onlyAfterSignificantChange: { high_risk_provider: true },
      notCites: ["art_111.par_1"],
    },
  },
  {
    name: "an Annex X component on the market since 2026 is not held to Art. 111(2)'s significant-change rule but to 31 December 2030",
    answers: {
      roles: ["deployer"],
      annexIII: { area: "migration_border" },
      largeScaleItSystem: true,
      onMarketSince: "2026-01-15",
      publicService: true,
    },
    asOf: "2028-01-01",
    expect: {
      is: ["legacy_high_risk"],
      complyBy: { high_risk_deployer: "2030-12-31" },
      onlyAfterSignificantChange: { high_risk_deployer: false },
    },
  },
  {
    name: "an Annex X component that is not high-risk but talks to people informs them by 31 December 2030 (Art. 111(1), Art. 50(1))",
    answers: { roles: ["provider"], interactsWithPeople: true, largeScaleItSystem: true, onMarketSince: "2025-06-01" },
    asOf: "2027-01-01",
    expect: {
      is: ["transparency"],
      not: ["legacy_high_risk", "high_risk"],
      duties: ["transparency_interaction!"],
      complyBy: { transparency_interaction: "2030-12-31" },
      cites: ["art_111.par_1"],
    },
  },
  {
    name: "a voice assistant that obviously is a machine to a reasonably well-informed person need not say so (Art. 50(1), first sentence)",
    answers: { roles: ["provider"], interactsWithPeople: true, interactionException: "obvious" },
    expect: {
      is: ["minimal_risk"],
      not: ["transparency"],
      noDuties: ["transparency_interaction"],
      cites: ["art_50.par_1"],
    },
  },
  {
    name: "a chatbot authorised by law to investigate criminal offences is exempt from the interaction duty (Art. 50(1), second sentence)",
    answers: { roles: ["provider"], interactsWithPeople: true, interactionException: "law_enforcement" },
    expect: {
      is: ["minimal_risk"],
      not: ["transparency"],
      noDuties: ["transparency_interaction"],
      cites: ["art_50.par_1"],
    },
  },
  {
    name: "an exempt chatbot that also generates images still marks them (Art. 50(2))",
    answers: {
      roles: ["provider"],
      interactsWithPeople: true,
      interactionException: "obvious",
      generatesSyntheticContent: true,
    },
    expect: {
      is: ["transparency"],
      not: ["minimal_risk"],
      duties: ["transparency_marking"],
      noDuties: ["transparency_interaction"],
      cites: ["art_50.par_2"],
    },
  },
  {
    name: "a grammar and spelling assistant that does not substantially alter the text it is given need not mark its output (Art. 50(2), last sentence)",
    answers: { roles: ["provider"], generatesSyntheticContent: true, transparencyExceptions: ["assistive_editing"] },
    expect: {
      is: ["minimal_risk"],
      not: ["transparency"],
      noDuties: ["transparency_marking"],
      cites: ["art_50.par_2"],
    },
  },
  {
    name: "an editing assistant that also writes news for the public under no editorial control still discloses that text (Art. 50(4))",
    answers: {
      roles: ["provider", "deployer"],
      generatesSyntheticContent: true,
      publicInterestText: true,
      transparencyExceptions: ["assistive_editing"],
    },
    expect: {
      is: ["transparency"],
      duties: ["transparency_public_interest_text"],
      noDuties: ["transparency_marking"],
      cites: ["art_50.par_4"],
    },
  },
  {
    name: "a newsroom whose AI drafts are edited under a person's editorial responsibility need not disclose them, but the provider still marks the output (Art. 50(2), (4))",
    answers: {
      roles: ["provider", "deployer"],
      generatesSyntheticContent: true,
      publicInterestText: true,
      transparencyExceptions: ["editorial_control"],
    },
    expect: {
      is: ["transparency"],
      duties: ["transparency_marking"],
      noDuties: ["transparency_public_interest_text"],
      cites: ["art_50.par_2"],
    },
  },
  {
    name: "editorial control does not lift the deep-fake disclosure (Art. 50(4), first subparagraph)",
    answers: { roles: ["deployer"], deepFakes: true, transparencyExceptions: ["editorial_control"] },
    expect: { is: ["transparency"], duties: ["transparency_deep_fake"], cites: ["art_50.par_4"] },
  },
  {
    name: "a police system authorised by law that generates deep fakes and categorises faces biometrically has none of the Art. 50(2)–(4) duties",
    answers: {
      roles: ["provider", "deployer"],
      generatesSyntheticContent: true,
      deepFakes: true,
      emotionRecognitionOrBiometricCategorisation: true,
      transparencyExceptions: ["law_enforcement"],
    },
    expect: {
      is: ["minimal_risk"],
      not: ["transparency"],
      noDuties: ["transparency_marking", "transparency_deep_fake", "transparency_emotion_biometric"],
      cites: ["art_50.par_2", "art_50.par_3", "art_50.par_4"],
    },
  },
  {
    name: "an exception for what the system does not do lifts nothing and cites nothing (Art. 50)",
    answers: {
      roles: ["provider"],
      interactsWithPeople: true,
      transparencyExceptions: ["assistive_editing", "editorial_control"],
    },
    expect: { is: ["transparency"], duties: ["transparency_interaction"], notCites: ["art_50.par_2", "art_50.par_4"] },
  },
  {
    name: "a bank deploying a creditworthiness system assesses its impact on fundamental rights (Annex III point 5(b), Art. 27(1))",
    answers: { roles: ["deployer"], annexIII: { area: "essential_services", point: "5b" } },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk"],
      duties: ["fundamental_rights_impact_assessment@deployer!", "high_risk_deployer!"],
      cites: ["anx_III.pt_5", "art_27.par_1"],
    },
  },
  {
    name: "a life and health insurer deploying a pricing system assesses its impact on fundamental rights (Annex III point 5(c), Art. 27(1))",
    answers: { roles: ["deployer"], annexIII: { area: "essential_services", point: "5c" } },
    asOf: "2027-06-01",
    expect: { is: ["high_risk"], duties: ["fundamental_rights_impact_assessment~"], cites: ["art_27.par_1"] },
  },
  {
    name: "a private deployer of an emergency-call triage system (Annex III point 5(d)) has no impact assessment to do",
    answers: { roles: ["deployer"], annexIII: { area: "essential_services", point: "5d" } },
    expect: { is: ["high_risk"], duties: ["high_risk_deployer"], noDuties: ["fundamental_rights_impact_assessment"] },
  },
  {
    name: "emotion recognition of pupils (Annex III point 1(c)) is prohibited, not high-risk (Art. 5(1)(f))",
    answers: {
      roles: ["deployer"],
      practices: ["emotion_recognition_workplace_education"],
      annexIII: { area: "biometrics", point: "1c" },
    },
    expect: {
      is: ["prohibited"],
      not: ["high_risk"],
      noDuties: ["high_risk_deployer"],
      fines: ["prohibited_practice"],
    },
  },
  {
    name: "emotion recognition of shoppers (Annex III point 1(c)) is high-risk and its deployer informs them (Art. 50(3))",
    answers: { roles: ["deployer"], annexIII: { area: "biometrics", point: "1c" } },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk", "transparency"],
      not: ["prohibited"],
      duties: ["high_risk_deployer!", "transparency_emotion_biometric!"],
      cites: ["anx_III.pt_1", "art_50.par_3"],
    },
  },
  {
    name: "remote biometric identification after the fact (Annex III point 1(a)) is high-risk without an Art. 50(3) duty",
    answers: { roles: ["deployer"], annexIII: { area: "biometrics", point: "1a" } },
    expect: {
      is: ["high_risk"],
      not: ["prohibited", "transparency"],
      noDuties: ["transparency_emotion_biometric"],
      cites: ["art_5.par_1.pt_h"],
    },
  },

  // Annex I, Section B and Section A (Arts. 2(2), 6(1), 111(2), 113(c)(ii)); issue: Section B dated through Art. 113(d).
  {
    name: "Section B: a machinery safety component is high-risk only from 2 August 2028 (Art. 6(1) in Chapter III Section 1, Art. 113(c)(ii)), not through Art. 113(d)",
    answers: {
      roles: ["provider"],
      annexI: { product: "machinery", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    asOf: "2027-06-01",
    expect: {
      is: ["high_risk_sectoral"],
      not: ["high_risk_product", "high_risk", "minimal_risk", "transparency"],
      classFrom: { high_risk_sectoral: "2028-08-02~" },
      dutyFrom: { sectoral_requirements: "2028-08-02~" },
      cites: ["art_2.par_2", "art_6.par_1", "art_113.pt_c", "anx_I.sec_B.pt_21"],
      notCites: ["art_113.pt_d", "art_16", "art_43"],
      noDuties: ["high_risk_provider", "high_risk_registration"],
    },
  },
  {
    name: "Section B: on 2 August 2028 the machinery component's classification and sectoral duty apply",
    answers: {
      roles: ["provider"],
      annexI: { product: "machinery", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    asOf: "2028-08-02",
    expect: {
      is: ["high_risk_sectoral"],
      classFrom: { high_risk_sectoral: "2028-08-02!" },
      dutyFrom: { sectoral_requirements: "2028-08-02!" },
    },
  },
  {
    name: "Section B: Art. 2(2) leaves Art. 60a (real-world testing outside sandboxes) applicable and cites it",
    answers: {
      roles: ["provider"],
      annexI: { product: "motor_vehicles", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    expect: { is: ["high_risk_sectoral"], cites: ["art_60a", "anx_I.sec_B.pt_18"] },
  },
  {
    name: "Section B: no Art. 99 fine (Art. 99(5) included), since Art. 2(2) does not make Art. 99 applicable",
    answers: {
      roles: ["provider"],
      sme: true,
      annexI: { product: "machinery", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    expect: {
      is: ["high_risk_sectoral"],
      noFines: "all",
      notCites: ["art_99.par_3", "art_99.par_4", "art_99.par_5", "art_99.par_6"],
    },
  },
  {
    name: "Section B: no AI literacy (Art. 4) and no Art. 50 duty, since Art. 2(2) does not make them applicable",
    answers: {
      roles: ["provider", "deployer"],
      interactsWithPeople: true,
      generatesSyntheticContent: true,
      annexI: { product: "rail", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    expect: {
      is: ["high_risk_sectoral"],
      not: ["transparency"],
      noDuties: ["ai_literacy", "transparency_interaction", "transparency_marking", "high_risk_deployer"],
      notCites: ["art_4.par_1", "art_50.par_1", "art_50.par_2", "art_26"],
    },
  },
  {
    name: "Section B: a system on the market before 2 August 2028 is bound only after significant design changes (Art. 111(2), one of Arts. 102–112)",
    answers: {
      roles: ["provider"],
      onMarketSince: "2027-03-01",
      annexI: {
        product: "agricultural_forestry_vehicles",
        safetyComponentOrProduct: true,
        thirdPartyConformityAssessment: true,
      },
    },
    expect: {
      is: ["high_risk_sectoral", "legacy_high_risk"],
      onlyAfterSignificantChange: { sectoral_requirements: true },
      complyBy: { sectoral_requirements: undefined },
      cites: ["art_111.par_2"],
    },
  },
  {
    name: "Section B: a rail system already in service and intended for public authorities complies by 2 August 2030 (Art. 111(2), second sentence)",
    answers: {
      roles: ["provider"],
      onMarketSince: "2026-01-01",
      intendedForPublicAuthorities: true,
      annexI: { product: "rail", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    expect: {
      is: ["high_risk_sectoral", "legacy_high_risk"],
      complyBy: { sectoral_requirements: "2030-08-02" },
      cites: ["art_111.par_2"],
      notCites: ["art_113.pt_d"],
    },
  },
  {
    name: "Section A: a medical-device safety component is high-risk from 2 August 2028 with the provider's Chapter III duties, AI literacy since 2 February 2025 and the Art. 99(4) fine from 2 August 2028",
    answers: {
      roles: ["provider"],
      annexI: { product: "medical_devices", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    asOf: "2027-01-01",
    expect: {
      is: ["high_risk_product"],
      not: ["high_risk_sectoral", "high_risk"],
      classFrom: { high_risk_product: "2028-08-02~" },
      dutyFrom: { high_risk_provider: "2028-08-02~", ai_literacy: "2025-02-02!" },
      fineFrom: { operator_obligations: "2028-08-02~", incorrect_information: "2025-08-02!" },
      cites: [
        "art_6.par_1",
        "anx_I.sec_A",
        "anx_I.sec_A.pt_11",
        "art_113.pt_c",
        "art_16",
        "art_43",
        "art_99.par_4",
        "art_99.par_5",
        "art_4.par_1",
      ],
      notCites: ["art_2.par_2", "art_113.pt_d", "art_60a"],
      noDuties: ["high_risk_registration", "sectoral_requirements"],
    },
  },
  {
    name: "Section A: a toy already on the market before 2 August 2028 is bound only after significant design changes (Art. 111(2))",
    answers: {
      roles: ["product_manufacturer"],
      onMarketSince: "2026-10-01",
      annexI: { product: "toys", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    expect: {
      is: ["high_risk_product", "becomes_provider", "legacy_high_risk"],
      onlyAfterSignificantChange: { high_risk_provider: true },
      complyBy: { high_risk_provider: undefined },
      cites: ["art_111.par_2", "art_25.par_3"],
    },
  },
  {
    name: "Section A: a talking toy's Art. 50(1) duty applies from 2 August 2026, before its high-risk duties, so its Art. 99(4) fine does too",
    answers: {
      roles: ["provider"],
      interactsWithPeople: true,
      annexI: { product: "toys", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    asOf: "2026-09-01",
    expect: {
      is: ["high_risk_product", "transparency"],
      dutyFrom: { transparency_interaction: "2026-08-02!", high_risk_provider: "2028-08-02~" },
      fineFrom: { operator_obligations: "2026-08-02!" },
      cites: ["art_50.par_1", "art_113"],
    },
  },
  {
    name: "Section A: an employer using protective equipment with an AI safety component at the workplace informs the workers (Art. 26(7))",
    answers: {
      roles: ["deployer"],
      usedAtWorkplaceByEmployer: true,
      annexI: {
        product: "personal_protective_equipment",
        safetyComponentOrProduct: true,
        thirdPartyConformityAssessment: true,
      },
    },
    expect: {
      is: ["high_risk_product"],
      dutyFrom: { workplace_information: "2028-08-02!", high_risk_deployer: "2028-08-02!" },
      cites: ["art_26.par_7", "anx_I.sec_A.pt_9"],
    },
  },
  // A prohibited practice is reported as prohibited only.
  {
    name: "municipal social scoring is prohibited only: no high-risk duty, no impact assessment, no AI literacy (Art. 5(1)(c))",
    answers: {
      roles: ["deployer"],
      publicService: true,
      practices: ["social_scoring"],
      annexIII: { area: "essential_services", point: "5a" },
    },
    expect: {
      is: ["prohibited"],
      not: ["high_risk", "minimal_risk", "transparency"],
      duties: ["stop_prohibited_practice!"],
      noDuties: ["high_risk_deployer", "fundamental_rights_impact_assessment", "ai_literacy"],
      fines: ["prohibited_practice"],
      noFines: ["operator_obligations"],
      cites: ["art_5.par_1.pt_c", "art_99.par_3"],
      notCites: ["art_27.par_1", "art_26", "anx_III.pt_5", "art_4.par_1"],
    },
  },
  {
    name: "emotion recognition of employees is prohibited only: no Art. 50(3) duty on top (Art. 5(1)(f))",
    answers: {
      roles: ["deployer"],
      practices: ["emotion_recognition_workplace_education"],
      emotionRecognitionOrBiometricCategorisation: true,
      annexIII: { area: "biometrics", point: "1c" },
    },
    expect: {
      is: ["prohibited"],
      not: ["transparency", "high_risk"],
      noDuties: ["transparency_emotion_biometric", "high_risk_deployer"],
      notCites: ["art_50.par_3"],
      cites: ["art_5.par_1.pt_f"],
    },
  },
  {
    name: "inferring sexual orientation from biometric data is prohibited only: no Art. 50(3) duty on top (Art. 5(1)(g))",
    answers: {
      roles: ["provider", "deployer"],
      practices: ["biometric_categorisation_sensitive"],
      emotionRecognitionOrBiometricCategorisation: true,
      annexIII: { area: "biometrics", point: "1b" },
    },
    expect: {
      is: ["prohibited"],
      not: ["transparency", "high_risk"],
      noDuties: ["transparency_emotion_biometric", "high_risk_provider"],
      notCites: ["art_50.par_3"],
      cites: ["art_5.par_1.pt_g"],
    },
  },
  {
    name: "a toy that manipulates children is prohibited only: no Art. 50(1) duty, no Annex I high-risk duty (Art. 5(1)(a), (b))",
    answers: {
      roles: ["provider"],
      practices: ["subliminal_manipulation", "exploiting_vulnerabilities"],
      interactsWithPeople: true,
      annexI: { product: "toys", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    },
    expect: {
      is: ["prohibited"],
      not: ["transparency", "high_risk_product"],
      noDuties: ["transparency_interaction", "high_risk_provider"],
      cites: ["art_5.par_1.pt_a", "art_5.par_1.pt_b"],
      notCites: ["art_50.par_1", "art_6.par_1"],
      fineFrom: { prohibited_practice: "2025-08-02!" },
    },
  },
  {
    name: 'an "undress" app is prohibited only: no Art. 50(2) marking or 50(4) deep-fake duty on top (Art. 5(1)(ba))',
    answers: {
      roles: ["provider", "deployer"],
      practices: ["non_consensual_intimate_imagery"],
      generatesSyntheticContent: true,
      deepFakes: true,
    },
    asOf: "2027-01-01",
    expect: {
      is: ["prohibited"],
      not: ["transparency"],
      noDuties: ["transparency_marking", "transparency_deep_fake"],
      notCites: ["art_50.par_2", "art_50.par_4"],
      cites: ["art_5.par_1.pt_ba"],
    },
  },
  {
    name: "where an Art. 5 exception lets emotion recognition through, the law stacks duties: Annex III point 1(c) high-risk and Art. 50(3)",
    answers: {
      roles: ["deployer"],
      practices: ["emotion_recognition_workplace_education"],
      practiceExceptions: ["emotion_recognition_medical_or_safety"],
      annexIII: { area: "biometrics", point: "1c" },
    },
    expect: {
      is: ["prohibition_exception", "high_risk", "transparency"],
      not: ["prohibited"],
      duties: ["high_risk_deployer", "transparency_emotion_biometric"],
      cites: ["art_5.par_1.pt_f", "anx_III.pt_1", "art_50.par_3"],
    },
  },
  {
    name: "one prohibited practice decides even when another practice falls under its exception",
    answers: {
      roles: ["deployer"],
      practices: ["social_scoring", "realtime_remote_biometric_identification_law_enforcement"],
      practiceExceptions: ["rbi_search_for_victims"],
    },
    expect: {
      is: ["prohibited"],
      not: ["prohibition_exception", "high_risk"],
      noDuties: ["rbi_authorisation", "high_risk_deployer"],
    },
  },
  // Fines dated from the day the breached duty applies.
  {
    name: "the fine for generating non-consensual intimate imagery applies from 2 December 2026, not 2 August 2025 (Art. 5(1)(ba), Art. 113(a), Art. 99(3))",
    answers: { roles: ["provider"], practices: ["non_consensual_intimate_imagery"] },
    asOf: "2026-11-01",
    expect: {
      is: ["prohibited"],
      classFrom: { prohibited: "2026-12-02~" },
      fineFrom: { prohibited_practice: "2026-12-02~" },
      cites: ["art_99.par_3", "art_113.pt_a", "art_113.pt_b"],
    },
  },
  {
    name: "the fine for generating child sexual abuse material applies on 2 December 2026 (Art. 5(1)(bb))",
    answers: { roles: ["provider"], practices: ["child_sexual_abuse_material"] },
    asOf: "2026-12-02",
    expect: { is: ["prohibited"], fineFrom: { prohibited_practice: "2026-12-02!" } },
  },
  {
    name: "the fine for social scoring applies from 2 August 2025, when Chapter XII began to apply (Art. 113(b)), after the prohibition (2 February 2025)",
    answers: { roles: ["deployer"], practices: ["social_scoring"] },
    asOf: "2025-06-01",
    expect: {
      is: ["prohibited"],
      classFrom: { prohibited: "2025-02-02!" },
      fineFrom: { prohibited_practice: "2025-08-02~" },
    },
  },
  {
    name: "a hiring system's Art. 99(4) fine applies from 2 December 2027, with the duties it sanctions",
    answers: { roles: ["provider"], annexIII: { area: "employment", point: "4a" } },
    asOf: "2027-06-01",
    expect: {
      is: ["high_risk"],
      fineFrom: { operator_obligations: "2027-12-02~", incorrect_information: "2025-08-02!" },
      cites: ["art_99.par_4", "art_113.pt_c"],
    },
  },
  {
    name: "a chatbot's Art. 99(4) fine applies from 2 August 2026, with Art. 50",
    answers: { roles: ["provider"], interactsWithPeople: true },
    asOf: "2026-03-01",
    expect: { is: ["transparency"], fineFrom: { operator_obligations: "2026-08-02~" } },
  },
  // Art. 26(7): any high-risk system an employer uses at the workplace.
  {
    name: "an employer using a critical-infrastructure control system at the workplace informs its workers (Art. 26(7), Annex III point 2)",
    answers: { roles: ["deployer"], usedAtWorkplaceByEmployer: true, annexIII: { area: "critical_infrastructure" } },
    expect: {
      is: ["high_risk"],
      dutyFrom: { workplace_information: "2027-12-02!" },
      noDuties: ["fundamental_rights_impact_assessment", "high_risk_registration"],
      cites: ["art_26.par_7", "anx_III.pt_2"],
    },
  },
  {
    name: "a credit-scoring system used by a bank at the workplace: the bank informs its staff and assesses the impact on fundamental rights (Art. 26(7), Art. 27(1))",
    answers: {
      roles: ["deployer"],
      usedAtWorkplaceByEmployer: true,
      annexIII: { area: "essential_services", point: "5b" },
    },
    expect: { is: ["high_risk"], duties: ["workplace_information!", "fundamental_rights_impact_assessment!"] },
  },
  {
    name: "a school's exam-proctoring deployer who is not described as using it at the workplace has no Art. 26(7) duty",
    answers: { roles: ["deployer"], annexIII: { area: "education", point: "3d" } },
    expect: {
      is: ["high_risk"],
      duties: ["high_risk_deployer"],
      noDuties: ["workplace_information"],
      notCites: ["art_26.par_7"],
    },
  },
  {
    name: "worker monitoring (Annex III point 4(b)) is used at the workplace by the employer: Art. 26(7)",
    answers: { roles: ["deployer"], annexIII: { area: "employment", point: "4b" } },
    expect: { is: ["high_risk"], duties: ["workplace_information!"], cites: ["anx_III.pt_4", "art_26.par_7"] },
  },
  {
    name: "a provider has no Art. 26(7) duty even when its system is used at workplaces",
    answers: { roles: ["provider"], usedAtWorkplaceByEmployer: true, annexIII: { area: "critical_infrastructure" } },
    expect: { is: ["high_risk"], noDuties: ["workplace_information"] },
  },
  // Art. 111(2): intended to be used by public authorities, not a private provider of public services.
  {
    name: "the provider of a benefits-eligibility system already on the market and intended for public authorities complies by 2 August 2030 (Art. 111(2)); its importer is not named by that sentence",
    answers: {
      roles: ["provider", "importer"],
      onMarketSince: "2025-05-01",
      intendedForPublicAuthorities: true,
      annexIII: { area: "essential_services", point: "5a" },
    },
    expect: {
      is: ["high_risk", "legacy_high_risk"],
      complyBy: {
        high_risk_provider: "2030-08-02",
        high_risk_registration: "2030-08-02",
        high_risk_importer: undefined,
      },
      onlyAfterSignificantChange: { high_risk_provider: true, high_risk_importer: true },
      cites: ["art_111.par_2"],
    },
  },
  {
    name: "a private provider of public services deploying a legacy system gets no 2 August 2030 deadline (Art. 111(2) names public authorities), but keeps its impact assessment (Art. 27(1))",
    answers: {
      roles: ["deployer"],
      onMarketSince: "2025-05-01",
      publicService: true,
      annexIII: { area: "essential_services", point: "5d" },
    },
    expect: {
      is: ["high_risk", "legacy_high_risk"],
      complyBy: { high_risk_deployer: undefined, fundamental_rights_impact_assessment: undefined },
      duties: ["fundamental_rights_impact_assessment"],
    },
  },
  // Several Annex III areas and the points of every area.
  {
    name: "emotion recognition (1(c)) used to monitor workers (4(b)): high-risk in both areas, Art. 50(3) and Art. 26(7)",
    answers: {
      roles: ["deployer"],
      annexIII: [
        { area: "biometrics", point: "1c" },
        { area: "employment", point: "4b" },
      ],
    },
    asOf: "2028-01-01",
    expect: {
      is: ["high_risk", "transparency"],
      duties: ["high_risk_deployer!", "transparency_emotion_biometric!", "workplace_information!"],
      cites: ["anx_III.pt_1", "anx_III.pt_4", "art_50.par_3", "art_26.par_7"],
    },
  },
  {
    name: "a system whose derogation covers one area stays high-risk for the other (Art. 6(3) per use case)",
    answers: {
      roles: ["provider"],
      annexIII: [
        { area: "education", point: "3a", derogation: "narrow_procedural_task" },
        { area: "justice_democracy", point: "8b" },
      ],
    },
    expect: {
      is: ["high_risk", "not_high_risk_derogation"],
      duties: ["high_risk_provider", "derogation_documentation", "high_risk_registration"],
      cites: ["anx_III.pt_3", "anx_III.pt_8", "art_6.par_3.pt_a"],
    },
  },
  {
    name: "a migration risk-assessment system (Annex III point 7(b)) is high-risk like its area",
    answers: { roles: ["deployer"], publicService: true, annexIII: { area: "migration_border", point: "7b" } },
    expect: {
      is: ["high_risk"],
      duties: ["high_risk_deployer", "fundamental_rights_impact_assessment"],
      cites: ["anx_III.pt_7"],
    },
  },
  {
    name: "a polygraph-like tool for law enforcement (Annex III point 6(b)) is high-risk",
    answers: { roles: ["provider"], annexIII: { area: "law_enforcement", point: "6b" } },
    expect: { is: ["high_risk"], duties: ["high_risk_provider", "high_risk_registration"], cites: ["anx_III.pt_6"] },
  },
];

function check(result: AiActResult, expectation: Expectation) {
  const ids = result.classifications.map((classification) => classification.id);
  for (const id of expectation.is) expect(ids).toContain(id);
  for (const id of expectation.not ?? []) expect(ids).not.toContain(id);
  if (expectation.inScope !== undefined) expect(result.inScope).toBe(expectation.inScope);
  for (const duty of expectation.duties ?? []) {
    const [, id, role, state] = /^([a-z_]+)(?:@([a-z_]+))?([!~])?$/.exec(duty)!;
    const found = result.obligations.filter(
      (obligation) => obligation.id === id && (!role || obligation.role === role),
    );
    expect(found, `obligation ${duty}`).not.toHaveLength(0);
    if (state)
      expect(
        found.every((obligation) => obligation.inForce === (state === "!")),
        `obligation ${duty} in force`,
      ).toBe(true);
  }
  for (const id of expectation.noDuties ?? [])
    expect(result.obligations.map((obligation) => obligation.id)).not.toContain(id);
  const pinpoints = result.citations.map((citation) => citation.pinpoint);
  for (const pinpoint of expectation.cites ?? []) expect(pinpoints).toContain(pinpoint);
  for (const pinpoint of expectation.notCites ?? []) expect(pinpoints).not.toContain(pinpoint);
  for (const id of expectation.fines ?? []) expect(result.fines.map((fine) => fine.id)).toContain(id);
  for (const [id, date] of Object.entries(expectation.complyBy ?? {})) {
    expect(result.obligations.find((obligation) => obligation.id === id)?.complyBy, `${id} complyBy`).toBe(date);
  }
  const dated = (what: string, item: { appliesFrom?: string; inForce: boolean } | undefined, expected: string) => {
    const [, date, state] = /^(\d{4}-\d\d-\d\d)([!~])?$/.exec(expected)!;
    expect(item?.appliesFrom, `${what} applies from`).toBe(date);
    if (state) expect(item?.inForce, `${what} in force`).toBe(state === "!");
  };
  if (expectation.noFines === "all") expect(result.fines).toEqual([]);
  else for (const id of expectation.noFines ?? []) expect(result.fines.map((fine) => fine.id)).not.toContain(id);
  for (const [id, date] of Object.entries(expectation.fineFrom ?? {}))
    dated(
      `fine ${id}`,
      result.fines.find((fine) => fine.id === id),
      date,
    );
  for (const [id, date] of Object.entries(expectation.classFrom ?? {}))
    dated(
      `class ${id}`,
      result.classifications.find((c) => c.id === id),
      date,
    );
  for (const [id, date] of Object.entries(expectation.dutyFrom ?? {})) {
    const found = result.obligations.filter((obligation) => obligation.id === id);
    expect(found, `obligation ${id}`).not.toHaveLength(0);
    for (const obligation of found) dated(`obligation ${id}`, obligation, date);
  }
  for (const [id, only] of Object.entries(expectation.onlyAfterSignificantChange ?? {})) {
    expect(
      result.obligations.find((obligation) => obligation.id === id)?.onlyAfterSignificantChange ?? false,
      `${id} only after a significant change`,
    ).toBe(only);
  }
}

describe("classifyAiAct: scenarios from the Act", () => {
  test("at least 30 named scenarios", () => expect(scenarios.length).toBeGreaterThanOrEqual(30));
  test.each(scenarios)("$name", ({ answers, asOf, expect: expectation }) => {
    check(classifyAiAct(profile(answers), { asOf: asOf ?? "2029-01-01" }), expectation);
  });
});

describe("classifyAiAct: dates, versions and citations", () => {
  test("says which version it encodes", () => {
    const result = classifyAiAct(profile({}), { asOf: "2026-11-25" });
    expect(result.engine).toMatchObject({ consolidatedCelex: "02024R1689-20260727", amendedBy: ["32026R1744"] });
    expect(result.asOf).toBe("2026-11-25");
  });

  test("a planner for 2027 sees that Annex III duties have not started on 1 December 2027 but have on 2 December 2027", () => {
    const hiring = profile({ roles: ["provider"], annexIII: { area: "employment" } });
    const before = classifyAiAct(hiring, { asOf: "2027-12-01" }).obligations.find(
      (o) => o.id === "high_risk_provider",
    )!;
    const on = classifyAiAct(hiring, { asOf: "2027-12-02" }).obligations.find((o) => o.id === "high_risk_provider")!;
    expect(before).toMatchObject({ appliesFrom: "2027-12-02", inForce: false });
    expect(on).toMatchObject({ appliesFrom: "2027-12-02", inForce: true });
  });

  test("Annex I high-risk duties start on 2 August 2028", () => {
    const device = profile({
      annexI: { product: "medical_devices", safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
    });
    const duty = classifyAiAct(device, { asOf: "2028-08-02" }).obligations.find((o) => o.id === "high_risk_provider")!;
    expect(duty).toMatchObject({ appliesFrom: "2028-08-02", inForce: true });
  });

  test("legacy transitions carry their later dates", () => {
    const legacy = classifyAiAct(
      profile({
        roles: ["deployer"],
        annexIII: { area: "essential_services" },
        onMarketSince: "2026-03-01",
        intendedForPublicAuthorities: true,
      }),
      {
        asOf: "2028-01-01",
      },
    );
    expect(legacy.obligations.find((o) => o.id === "high_risk_deployer")).toMatchObject({
      onlyAfterSignificantChange: true,
      complyBy: "2030-08-02",
    });
    const generator = classifyAiAct(profile({ generatesSyntheticContent: true, onMarketSince: "2025-01-10" }), {
      asOf: "2026-09-01",
    });
    expect(generator.obligations.find((o) => o.id === "transparency_marking")).toMatchObject({
      complyBy: "2026-12-02",
    });
    const model = classifyAiAct(profile({ subject: "gpai_model", onMarketSince: "2024-05-01" }), {
      asOf: "2026-01-01",
    });
    expect(model.obligations.find((o) => o.id === "gpai_copyright_policy")).toMatchObject({
      appliesFrom: "2025-08-02",
      complyBy: "2027-08-02",
    });
  });

  test("citations carry a label and the EUR-Lex link of the consolidated version", () => {
    const result = classifyAiAct(
      profile({ roles: ["deployer"], practices: ["emotion_recognition_workplace_education"] }),
      { asOf: "2026-01-01" },
    );
    expect(result.citations).toContainEqual({
      pinpoint: "art_5.par_1.pt_f",
      label: "Art. 5(1)(f)",
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727#art_5",
    });
  });

  test("the same profile and date give the same result", () => {
    const answers = profile({
      roles: ["provider", "deployer"],
      annexIII: { area: "employment" },
      interactsWithPeople: true,
    });
    expect(classifyAiAct(answers, { asOf: "2027-01-01" })).toEqual(classifyAiAct(answers, { asOf: "2027-01-01" }));
  });

  test("the profile schema refuses unknown answers and versions", () => {
    expect(
      AiActProfileSchema.safeParse({
        profileVersion: 2,
        roles: ["provider"],
        establishedInEu: true,
        placedOnEuMarket: true,
      }).success,
    ).toBe(false);
    expect(
      AiActProfileSchema.safeParse({ profileVersion: 1, roles: [], establishedInEu: true, placedOnEuMarket: true })
        .success,
    ).toBe(false);
    expect(
      AiActProfileSchema.safeParse({
        profileVersion: 1,
        roles: ["provider"],
        establishedInEu: true,
        placedOnEuMarket: true,
        colour: "red",
      }).success,
    ).toBe(false);
    expect(
      AiActProfileSchema.safeParse({
        profileVersion: 1,
        roles: ["provider"],
        establishedInEu: true,
        placedOnEuMarket: true,
        annexIII: { area: "employment", point: "5b" },
      }).success,
    ).toBe(false);
    expect(
      AiActProfileSchema.safeParse({
        profileVersion: 1,
        roles: ["provider"],
        establishedInEu: true,
        placedOnEuMarket: true,
        interactionException: "maybe",
      }).success,
    ).toBe(false);
    expect(
      AiActProfileSchema.safeParse({
        profileVersion: 1,
        roles: ["provider"],
        establishedInEu: true,
        placedOnEuMarket: true,
        transparencyExceptions: ["satire"],
      }).success,
    ).toBe(false);
  });

  test("a version-1 profile written before the Annex III points, Art. 50(1) exceptions and Annex X answers is still valid and classified as before", () => {
    const old = {
      profileVersion: 1,
      roles: ["provider", "deployer"],
      establishedInEu: true,
      placedOnEuMarket: true,
      annexIII: { area: "essential_services" },
      interactsWithPeople: true,
    };
    const parsed = AiActProfileSchema.parse(old);
    expect(parsed).toMatchObject({ largeScaleItSystem: false });
    expect(parsed.interactionException).toBeUndefined();
    const result = classifyAiAct(parsed, { asOf: "2028-01-01" });
    expect(result.obligations.map((o) => o.id)).toEqual(
      expect.arrayContaining(["high_risk_deployer", "transparency_interaction"]),
    );
    expect(result.obligations.map((o) => o.id)).not.toContain("fundamental_rights_impact_assessment");
  });

  test("a profile written before revision 1.1 (one Annex III object, no workplace or public-authority answers) is still valid and classified as before", () => {
    const old = {
      profileVersion: 1,
      roles: ["deployer"],
      establishedInEu: true,
      placedOnEuMarket: true,
      annexIII: { area: "employment" },
      publicService: true,
    };
    const parsed = AiActProfileSchema.parse(old);
    expect(parsed.annexIII).toEqual([{ area: "employment", profiling: false }]);
    expect(parsed).toMatchObject({ usedAtWorkplaceByEmployer: false, intendedForPublicAuthorities: false });
    const result = classifyAiAct(parsed, { asOf: "2028-01-01" });
    expect(result.classifications.find((c) => c.id === "high_risk")).toMatchObject({
      subject: "employment",
      appliesFrom: "2027-12-02",
    });
    expect(result.obligations.map((o) => o.id)).toEqual(
      expect.arrayContaining(["high_risk_deployer", "workplace_information", "fundamental_rights_impact_assessment"]),
    );
    expect(
      AiActProfileSchema.safeParse({ ...old, annexIII: [{ area: "employment" }, { area: "employment", point: "4b" }] })
        .success,
    ).toBe(false);
    expect(AiActProfileSchema.safeParse({ ...old, annexIII: [] }).success).toBe(false);
  });

  test("every provision any result cites is in the rule data (so the real-data test checks it)", () => {
    const known = new Set(rulePinpoints());
    const profiles = [
      ...scenarios.map((scenario) => profile(scenario.answers)),
      ...PRACTICES.flatMap((practice) => [
        profile({ practices: [practice] }),
        profile({ practices: [practice], practiceExceptions: [...PRACTICE_EXCEPTIONS] }),
      ]),
      ...ANNEX_III_AREAS.flatMap((area) =>
        [undefined, ...DEROGATIONS].map((derogation) =>
          profile({ roles: ["provider", "deployer"], publicService: true, annexIII: { area, derogation } }),
        ),
      ),
      ...ANNEX_III_POINTS.map((point) =>
        profile({
          roles: ["provider", "deployer"],
          largeScaleItSystem: true,
          onMarketSince: "2025-01-01",
          annexIII: { area: ANNEX_III_AREAS[Number(point[0]) - 1]!, point },
        }),
      ),
      ...INTERACTION_EXCEPTIONS.map((interactionException) =>
        profile({ interactsWithPeople: true, interactionException }),
      ),
      ...ANNEX_I_PRODUCTS.map((product) =>
        profile({
          roles: ["product_manufacturer"],
          annexI: { product, safetyComponentOrProduct: true, thirdPartyConformityAssessment: true },
        }),
      ),
    ];
    const cited = profiles.flatMap((answers) =>
      classifyAiAct(answers, { asOf: "2027-01-01" }).citations.map((citation) => citation.pinpoint),
    );
    expect(cited.filter((pinpoint) => !known.has(pinpoint))).toEqual([]);
    expect(new Set(cited).size).toBeGreaterThan(60);
  });
});
