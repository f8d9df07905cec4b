import type {
  AnnexIIIArea,
  AnnexIIIPoint,
  AnnexIProduct,
  InteractionException,
  Practice,
  PracticeException,
  Role,
  TransparencyException,
} from "./ai-act-profile.ts";

/**
 * The rule data of the AI Act engine: which provisions of the consolidated text 02024R1689-20260727
 * decide each branch, and from when each duty applies. Pinpoints follow the corpus scheme
 * (docs/decisions/030); tests/real-data/ai-act-engine.test.ts checks that each one exists in the text.
 * The engine (classify-ai-act.ts) only combines these tables.
 */

/** Art. 113 as amended by Regulation (EU) 2026/1744. */
export const APPLICATION_DATES = {
  /** Chapters I and II (Arts. 1–5, incl. AI literacy and the original prohibitions): Art. 113(a). */
  chapters_i_ii: { date: "2025-02-02", pinpoints: ["art_113.pt_a"] },
  /** Art. 5(1)(ba), (bb), 5(1a) and 5(1b): the exception in Art. 113(a). */
  new_prohibitions: { date: "2026-12-02", pinpoints: ["art_113.pt_a"] },
  /** Chapter III Section 4, Chapter V (GPAI), VII, XII (penalties) and Art. 78, not Art. 101: Art. 113(b). */
  chapters_v_xii: { date: "2025-08-02", pinpoints: ["art_113.pt_b"] },
  /** Everything else, among it Art. 50 and Art. 101: Art. 113, second paragraph. */
  general: { date: "2026-08-02", pinpoints: ["art_113"] },
  /** Chapter III Sections 1–3 for Annex III systems: Art. 113(c)(i). */
  high_risk_annex_iii: { date: "2027-12-02", pinpoints: ["art_113.pt_c"] },
  /** Chapter III Sections 1–3 for Annex I systems: Art. 113(c)(ii). */
  high_risk_annex_i: { date: "2028-08-02", pinpoints: ["art_113.pt_c"] },
  /**
   * Arts. 102–110 (the amendments of the sector legislation): Art. 113(d). They bind the Commission
   * when it adopts acts under that legislation, not an operator, so no duty is dated from here.
   */
  sectoral_amendments: { date: "2026-07-27", pinpoints: ["art_113.pt_d"] },
} as const;

export type ApplicationDateKey = keyof typeof APPLICATION_DATES;

/** Art. 111: systems and models already on the market. */
export const TRANSITIONS = {
  /** Art. 111(1): components of the Annex X large-scale IT systems placed on the market or put into service before 2 Aug 2027 comply by 31 Dec 2030. */
  legacy_large_scale_it: { before: "2027-08-02", deadline: "2030-12-31", pinpoints: ["art_111.par_1", "anx_X"] },
  /** Art. 111(2): high-risk systems on the market before Chapter III applies: only after significant design changes; public authorities by 2 Aug 2030. */
  legacy_high_risk: { publicAuthorityDeadline: "2030-08-02", pinpoints: ["art_111.par_2"] },
  /** Art. 111(3): GPAI models placed on the market before 2 Aug 2025 comply by 2 Aug 2027. */
  legacy_gpai_model: { before: "2025-08-02", deadline: "2027-08-02", pinpoints: ["art_111.par_3"] },
  /** Art. 111(4): generative systems placed on the market before 2 Aug 2026 comply with Art. 50(2) by 2 Dec 2026. */
  legacy_generative: { before: "2026-08-02", deadline: "2026-12-02", pinpoints: ["art_111.par_4"] },
} as const;

export const DEFINITIONS = {
  ai_system: ["art_3.pt_1"],
  gpai_model: ["art_3.pt_63"],
  /** Art. 3(3) provider and 3(4) deployer: cited where the role has to be asked. */
  roles: ["art_3.pt_3", "art_3.pt_4"],
} as const;

/** Art. 2(1): who is in the territorial scope, point by point. */
export const TERRITORIAL_SCOPE = {
  paragraph: "art_2.par_1",
  provider_placing_in_union: "art_2.par_1.pt_a",
  deployer_in_union: "art_2.par_1.pt_b",
  third_country_output_in_union: "art_2.par_1.pt_c",
  importer_distributor: "art_2.par_1.pt_d",
  product_manufacturer: "art_2.par_1.pt_e",
  authorised_representative: "art_2.par_1.pt_f",
} as const;

/** Art. 2(3)–(12): the exclusions. */
export const EXCLUSION_RULES = {
  military_defence_national_security: { pinpoints: ["art_2.par_3"] },
  scientific_research: { pinpoints: ["art_2.par_6"] },
  pre_market_research: { pinpoints: ["art_2.par_8"] },
  /** Only the obligations of deployers who are natural persons in a purely personal activity. */
  personal_non_professional: { pinpoints: ["art_2.par_10", "art_3.pt_4"] },
  /** Not when placed on the market as high-risk, under Art. 5 or under Art. 50. */
  free_open_source: { pinpoints: ["art_2.par_12"] },
  /** Third-country public authorities and international organisations in law-enforcement or judicial cooperation with adequate safeguards. */
  third_country_law_enforcement_cooperation: { pinpoints: ["art_2.par_4", "art_2.par_1"] },
} as const;

type ExceptionRule = {
  id: PracticeException;
  pinpoints: string[];
  /** The Annex III area such a system then falls under (it is high-risk instead of prohibited). */
  annexIII?: AnnexIIIArea;
  /** Whether the exception makes Art. 50(3) (informing those exposed) apply. */
  emotionOrBiometric?: boolean;
  /** Obligations that come with the exception (e.g. the authorisation of Art. 5(2)–(4)). */
  obligation?: ObligationId;
};

export type PracticeRule = {
  practice: Practice;
  pinpoints: string[];
  from: ApplicationDateKey;
  exceptions: ExceptionRule[];
};

/** Art. 5(1): the prohibited practices and the exceptions the Act itself attaches to them. */
export const PROHIBITED_PRACTICES: readonly PracticeRule[] = [
  { practice: "subliminal_manipulation", pinpoints: ["art_5.par_1.pt_a"], from: "chapters_i_ii", exceptions: [] },
  { practice: "exploiting_vulnerabilities", pinpoints: ["art_5.par_1.pt_b"], from: "chapters_i_ii", exceptions: [] },
  {
    practice: "non_consensual_intimate_imagery",
    pinpoints: ["art_5.par_1.pt_ba", "art_5.par_1a", "art_5.par_1b"],
    from: "new_prohibitions",
    exceptions: [{ id: "generation_safeguards", pinpoints: ["art_5.par_1a.pt_a"] }],
  },
  {
    practice: "child_sexual_abuse_material",
    pinpoints: ["art_5.par_1.pt_bb", "art_5.par_1a"],
    from: "new_prohibitions",
    exceptions: [{ id: "generation_safeguards", pinpoints: ["art_5.par_1a.pt_a"] }],
  },
  { practice: "social_scoring", pinpoints: ["art_5.par_1.pt_c"], from: "chapters_i_ii", exceptions: [] },
  {
    practice: "criminal_risk_profiling",
    pinpoints: ["art_5.par_1.pt_d"],
    from: "chapters_i_ii",
    exceptions: [
      { id: "criminal_risk_supports_human_assessment", pinpoints: ["art_5.par_1.pt_d"], annexIII: "law_enforcement" },
    ],
  },
  { practice: "facial_image_scraping", pinpoints: ["art_5.par_1.pt_e"], from: "chapters_i_ii", exceptions: [] },
  {
    practice: "emotion_recognition_workplace_education",
    pinpoints: ["art_5.par_1.pt_f"],
    from: "chapters_i_ii",
    exceptions: [
      {
        id: "emotion_recognition_medical_or_safety",
        pinpoints: ["art_5.par_1.pt_f"],
        annexIII: "biometrics",
        emotionOrBiometric: true,
      },
    ],
  },
  {
    practice: "biometric_categorisation_sensitive",
    pinpoints: ["art_5.par_1.pt_g"],
    from: "chapters_i_ii",
    exceptions: [
      { id: "biometric_dataset_labelling_law_enforcement", pinpoints: ["art_5.par_1.pt_g"], emotionOrBiometric: true },
    ],
  },
  {
    practice: "realtime_remote_biometric_identification_law_enforcement",
    pinpoints: ["art_5.par_1.pt_h"],
    from: "chapters_i_ii",
    exceptions: (["rbi_search_for_victims", "rbi_imminent_threat", "rbi_serious_crime_suspect"] as const).map((id) => ({
      id,
      pinpoints: ["art_5.par_1.pt_h", "art_5.par_2", "art_5.par_3"],
      annexIII: "biometrics" as const,
      obligation: "rbi_authorisation" as const,
    })),
  },
];

/** Art. 6(2): Annex III systems are high-risk. */
export const ANNEX_III_RULES = { highRisk: ["art_6.par_2"] } as const;

/** Art. 50(1)–(4): what triggers each transparency duty. */
export const TRANSPARENCY = {
  interaction: "art_50.par_1",
  marking: "art_50.par_2",
  emotion_biometric: "art_50.par_3",
  deep_fake_or_public_text: "art_50.par_4",
} as const;

/** Art. 50(1): the interaction duty does not apply when it is obvious or for law-enforcement systems (first and second sentence). */
export const INTERACTION_EXCEPTION_RULES: Record<InteractionException, { pinpoints: string[] }> = {
  obvious: { pinpoints: ["art_50.par_1"] },
  law_enforcement: { pinpoints: ["art_50.par_1"] },
};

/**
 * Art. 50(2)–(4): which transparency duties each exception lifts, and where the Act says so —
 * (2) last sentence (assistive editing; authorised by law), (3) second sentence and (4) first and
 * second subparagraph (authorised by law; for published text also human review or editorial
 * control with editorial responsibility). The artistic or satirical work of (4) only limits the
 * deep-fake disclosure and is not an exception.
 */
export type TransparencyDuty = "marking" | "emotion_biometric" | "deep_fake" | "public_interest_text";
export const TRANSPARENCY_EXCEPTION_RULES: Record<TransparencyException, Partial<Record<TransparencyDuty, string>>> = {
  assistive_editing: { marking: "art_50.par_2" },
  editorial_control: { public_interest_text: "art_50.par_4" },
  law_enforcement: {
    marking: "art_50.par_2",
    emotion_biometric: "art_50.par_3",
    deep_fake: "art_50.par_4",
    public_interest_text: "art_50.par_4",
  },
};

/**
 * Annex III points whose duties differ from their area's. The consolidated text's corpus scheme has
 * no pinpoints below an annex point, so these cite the point (anx_III.pt_N) and the article that
 * makes the difference. Points 1(a)–(c) are high-risk only where Art. 5(1)(h), (g) and (f) do not
 * prohibit the practice; 1(b) and 1(c) systems also bring the Art. 50(3) duty of their deployers.
 * Points 5(b) (creditworthiness, credit score) and 5(c) (life and health insurance) bring the
 * fundamental-rights impact assessment of Art. 27(1) for every deployer.
 */
export type AnnexIIIPointRule = {
  prohibitedAs?: Practice;
  emotionOrBiometric?: boolean;
  fria?: boolean;
  /** Art. 26(7): the system is used at the workplace by the employer (4(b): decisions on work relationships, monitoring of workers). */
  workplace?: boolean;
  pinpoints: string[];
};
const samePoint = (n: number): AnnexIIIPointRule => ({ pinpoints: [`anx_III.pt_${n}`] });
export const ANNEX_III_POINT_RULES: Record<AnnexIIIPoint, AnnexIIIPointRule> = {
  "1a": {
    prohibitedAs: "realtime_remote_biometric_identification_law_enforcement",
    pinpoints: ["anx_III.pt_1", "art_5.par_1.pt_h"],
  },
  "1b": {
    prohibitedAs: "biometric_categorisation_sensitive",
    emotionOrBiometric: true,
    pinpoints: ["anx_III.pt_1", "art_5.par_1.pt_g", "art_50.par_3"],
  },
  "1c": {
    prohibitedAs: "emotion_recognition_workplace_education",
    emotionOrBiometric: true,
    pinpoints: ["anx_III.pt_1", "art_5.par_1.pt_f", "art_50.par_3"],
  },
  "3a": samePoint(3),
  "3b": samePoint(3),
  "3c": samePoint(3),
  "3d": samePoint(3),
  "4a": samePoint(4),
  "4b": { workplace: true, pinpoints: ["anx_III.pt_4", "art_26.par_7"] },
  "5a": samePoint(5),
  "5b": { fria: true, pinpoints: ["anx_III.pt_5", "art_27.par_1"] },
  "5c": { fria: true, pinpoints: ["anx_III.pt_5", "art_27.par_1"] },
  "5d": samePoint(5),
  "6a": samePoint(6),
  "6b": samePoint(6),
  "6c": samePoint(6),
  "6d": samePoint(6),
  "6e": samePoint(6),
  "7a": samePoint(7),
  "7b": samePoint(7),
  "7c": samePoint(7),
  "7d": samePoint(7),
  "8a": samePoint(8),
  "8b": samePoint(8),
};

/** Annex III, points 1–8 (Art. 6(2)). */
export const ANNEX_III: Record<AnnexIIIArea, { point: number }> = {
  biometrics: { point: 1 },
  critical_infrastructure: { point: 2 },
  education: { point: 3 },
  employment: { point: 4 },
  essential_services: { point: 5 },
  law_enforcement: { point: 6 },
  migration_border: { point: 7 },
  justice_democracy: { point: 8 },
};

/** Art. 6(3): the derogation, its conditions and the profiling exception (third subparagraph). */
export const ANNEX_III_DEROGATION = {
  pinpoints: ["art_6.par_3"],
  conditions: {
    narrow_procedural_task: "art_6.par_3.pt_a",
    improves_human_activity: "art_6.par_3.pt_b",
    detects_decision_patterns: "art_6.par_3.pt_c",
    preparatory_task: "art_6.par_3.pt_d",
  },
  profilingException: ["art_6.par_3"],
} as const;

/**
 * Annex I as amended: Section A (New Legislative Framework; point 1, the Machinery Directive, deleted)
 * and Section B (other legislation; Regulation (EU) 2023/1230 on machinery added as point 21).
 * For Section B products only Arts. 6(1), 60a and 102–112 apply (Art. 2(2)): no Art. 4, 5, 50 or
 * 99 duty or fine of this Regulation; Arts. 57–59 only in so far as the sector legislation has
 * integrated the requirements.
 */
export const ANNEX_I: Record<AnnexIProduct, { section: "A" | "B"; point: number }> = {
  toys: { section: "A", point: 2 },
  recreational_craft: { section: "A", point: 3 },
  lifts: { section: "A", point: 4 },
  explosive_atmospheres: { section: "A", point: 5 },
  radio_equipment: { section: "A", point: 6 },
  pressure_equipment: { section: "A", point: 7 },
  cableways: { section: "A", point: 8 },
  personal_protective_equipment: { section: "A", point: 9 },
  gas_appliances: { section: "A", point: 10 },
  medical_devices: { section: "A", point: 11 },
  in_vitro_diagnostics: { section: "A", point: 12 },
  civil_aviation_security: { section: "B", point: 13 },
  two_three_wheel_vehicles: { section: "B", point: 14 },
  agricultural_forestry_vehicles: { section: "B", point: 15 },
  marine_equipment: { section: "B", point: 16 },
  rail: { section: "B", point: 17 },
  motor_vehicles: { section: "B", point: 18 },
  vehicle_general_safety: { section: "B", point: 19 },
  unmanned_aircraft: { section: "B", point: 20 },
  machinery: { section: "B", point: 21 },
};

export const ANNEX_I_RULES = {
  highRisk: ["art_6.par_1"],
  /** Art. 6(1a)–(1c): what is not a safety component, and which third-party assessments do not count. */
  notHighRisk: ["art_6.par_1", "art_6.par_1a", "art_6.par_1c"],
  sectionBOnly: ["art_2.par_2"],
  /**
   * What Art. 2(2) leaves applicable to a Section B system: Art. 6(1) (Chapter III Section 1, so
   * from 2 August 2028, Art. 113(c)(ii)), Art. 60a (real-world testing outside sandboxes) and
   * Arts. 102–112, among them Art. 111(2) for systems already on the market.
   */
  sectionBApplicable: ["art_2.par_2", "art_6.par_1", "art_60a"],
  /** Art. 25(3): the product manufacturer is the provider of a Section A safety component. */
  productManufacturerIsProvider: ["art_25.par_3"],
} as const;

/** Art. 25(1)(a)–(c). */
export const VALUE_CHAIN_RULES = {
  own_name_or_trademark: "art_25.par_1.pt_a",
  substantial_modification: "art_25.par_1.pt_b",
  changed_intended_purpose: "art_25.par_1.pt_c",
} as const;

/** Arts. 51–55. */
export const GPAI_RULES = {
  /** Art. 3(63) and the duties of Art. 53(1). */
  model: ["art_3.pt_63", "art_53.par_1"],
  /** Art. 51(2): presumed high-impact capabilities above 10^25 FLOP of training compute. */
  computeThresholdFlop: 1e25,
  systemicRiskByCompute: ["art_51.par_1.pt_a", "art_51.par_2"],
  systemicRiskByDesignation: ["art_51.par_1.pt_b"],
  openSourceException: ["art_53.par_2", "art_54.par_6"],
} as const;

export type ObligationRole = Role | "operator";

export type ObligationRule = { roles: readonly ObligationRole[]; pinpoints: readonly string[] };

/** Every duty the engine can name, the roles it binds and its provisions. */
export const OBLIGATIONS = {
  ai_literacy: { roles: ["provider", "deployer"], pinpoints: ["art_4.par_1"] },
  stop_prohibited_practice: { roles: ["operator"], pinpoints: ["art_5.par_1"] },
  rbi_authorisation: { roles: ["deployer"], pinpoints: ["art_5.par_2", "art_5.par_3", "art_5.par_4"] },
  high_risk_provider: { roles: ["provider"], pinpoints: ["art_16", "art_17", "art_43"] },
  high_risk_registration: { roles: ["provider"], pinpoints: ["art_49.par_1"] },
  high_risk_authorised_representative_mandate: { roles: ["provider"], pinpoints: ["art_22.par_1"] },
  high_risk_authorised_representative: { roles: ["authorised_representative"], pinpoints: ["art_22"] },
  high_risk_importer: { roles: ["importer"], pinpoints: ["art_23"] },
  high_risk_distributor: { roles: ["distributor"], pinpoints: ["art_24"] },
  high_risk_deployer: { roles: ["deployer"], pinpoints: ["art_26"] },
  workplace_information: { roles: ["deployer"], pinpoints: ["art_26.par_7"] },
  fundamental_rights_impact_assessment: { roles: ["deployer"], pinpoints: ["art_27.par_1"] },
  derogation_documentation: { roles: ["provider"], pinpoints: ["art_6.par_4", "art_49.par_2"] },
  sectoral_requirements: { roles: ["provider", "product_manufacturer"], pinpoints: ["art_2.par_2", "art_6.par_1"] },
  transparency_interaction: { roles: ["provider"], pinpoints: ["art_50.par_1", "art_50.par_5"] },
  transparency_marking: { roles: ["provider"], pinpoints: ["art_50.par_2"] },
  transparency_emotion_biometric: { roles: ["deployer"], pinpoints: ["art_50.par_3"] },
  transparency_deep_fake: { roles: ["deployer"], pinpoints: ["art_50.par_4"] },
  transparency_public_interest_text: { roles: ["deployer"], pinpoints: ["art_50.par_4"] },
  gpai_technical_documentation: { roles: ["provider"], pinpoints: ["art_53.par_1.pt_a", "art_53.par_1.pt_b"] },
  gpai_copyright_policy: { roles: ["provider"], pinpoints: ["art_53.par_1.pt_c"] },
  gpai_training_summary: { roles: ["provider"], pinpoints: ["art_53.par_1.pt_d"] },
  gpai_authorised_representative_mandate: { roles: ["provider"], pinpoints: ["art_54.par_1"] },
  gpai_authorised_representative: { roles: ["authorised_representative"], pinpoints: ["art_54.par_3"] },
  gpai_notification: { roles: ["provider"], pinpoints: ["art_52.par_1"] },
  gpai_systemic_risk: { roles: ["provider"], pinpoints: ["art_55.par_1"] },
} as const satisfies Record<string, ObligationRule>;

export type ObligationId = keyof typeof OBLIGATIONS;

/**
 * Arts. 99 and 101: the maximum fines (the higher of the amount and the turnover share; for SMEs the
 * lower, Art. 99(6)). Chapter XII applies from 2 August 2025 (Art. 113(b)), Art. 101 from 2 August
 * 2026; a fine can only be imposed for a duty that applies, so the engine dates each fine from the
 * later of the two: the penalty provision and the breached duty (ADR 074).
 */
export const FINES = {
  prohibited_practice: { pinpoints: ["art_99.par_3"], maxEur: 35_000_000, turnoverPercent: 7, from: "chapters_v_xii" },
  operator_obligations: { pinpoints: ["art_99.par_4"], maxEur: 15_000_000, turnoverPercent: 3, from: "chapters_v_xii" },
  incorrect_information: { pinpoints: ["art_99.par_5"], maxEur: 7_500_000, turnoverPercent: 1, from: "chapters_v_xii" },
  gpai_provider: { pinpoints: ["art_101.par_1"], maxEur: 15_000_000, turnoverPercent: 3, from: "general" },
} as const satisfies Record<
  string,
  { pinpoints: readonly string[]; maxEur: number; turnoverPercent: number; from: ApplicationDateKey }
>;

export type FineId = keyof typeof FINES;
export const SME_FINES = ["art_99.par_6"] as const;

/** Provisions cited when nothing else applies: the voluntary codes of conduct. */
export const MINIMAL_RISK = ["art_95.par_1"] as const;

export const annexIPinpoints = (product: AnnexIProduct) => {
  const { section, point } = ANNEX_I[product];
  return { section: `anx_I.sec_${section}`, point: `anx_I.sec_${section}.pt_${point}` };
};
export const annexIIIPinpoint = (area: AnnexIIIArea) => `anx_III.pt_${ANNEX_III[area].point}`;

/** Every pinpoint the rule data can cite (the real-data test checks each against the consolidated text). */
export function rulePinpoints(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      if (/^(art|anx)_/.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk([
    APPLICATION_DATES,
    TRANSITIONS,
    DEFINITIONS,
    TERRITORIAL_SCOPE,
    EXCLUSION_RULES,
    PROHIBITED_PRACTICES,
    ANNEX_III_RULES,
    ANNEX_III_DEROGATION,
  ]);
  walk([INTERACTION_EXCEPTION_RULES, TRANSPARENCY_EXCEPTION_RULES, ANNEX_III_POINT_RULES]);
  walk([ANNEX_I_RULES, VALUE_CHAIN_RULES, TRANSPARENCY, GPAI_RULES, OBLIGATIONS, FINES, SME_FINES, MINIMAL_RISK]);
  for (const product of Object.keys(ANNEX_I) as AnnexIProduct[]) Object.values(annexIPinpoints(product)).forEach(walk);
  for (const area of Object.keys(ANNEX_III) as AnnexIIIArea[]) walk(annexIIIPinpoint(area));
  return [...found].sort();
}
