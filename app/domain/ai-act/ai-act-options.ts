/** The answers a profile can give (no zod here: the questionnaire page imports these lists). */
export const ROLES = [
  "provider",
  "deployer",
  "importer",
  "distributor",
  "authorised_representative",
  "product_manufacturer",
] as const;

/** Art. 5(1) practices, (a) to (h) with the new (ba) and (bb). */
export const PRACTICES = [
  "subliminal_manipulation",
  "exploiting_vulnerabilities",
  "non_consensual_intimate_imagery",
  "child_sexual_abuse_material",
  "social_scoring",
  "criminal_risk_profiling",
  "facial_image_scraping",
  "emotion_recognition_workplace_education",
  "biometric_categorisation_sensitive",
  "realtime_remote_biometric_identification_law_enforcement",
] as const;

/** The exceptions the Act attaches to some Art. 5(1) practices. */
export const PRACTICE_EXCEPTIONS = [
  "emotion_recognition_medical_or_safety",
  "criminal_risk_supports_human_assessment",
  "biometric_dataset_labelling_law_enforcement",
  "rbi_search_for_victims",
  "rbi_imminent_threat",
  "rbi_serious_crime_suspect",
  "generation_safeguards",
] as const;

export const EXCLUSIONS = [
  "military_defence_national_security",
  "scientific_research",
  "pre_market_research",
  "personal_non_professional",
  "free_open_source",
  "third_country_law_enforcement_cooperation",
] as const;

/** Annex III points 1 to 8. */
export const ANNEX_III_AREAS = [
  "biometrics",
  "critical_infrastructure",
  "education",
  "employment",
  "essential_services",
  "law_enforcement",
  "migration_border",
  "justice_democracy",
] as const;

/**
 * The lettered points of Annex III (point 2 has none): 1(a)–(c), 3(a)–(d), 4(a)–(b), 5(a)–(d),
 * 6(a)–(e), 7(a)–(d), 8(a)–(b). Each names its own use case; where the duties differ from the rest
 * of the area (1(a)–(c) against Art. 5, 4(b) and Art. 26(7), 5(b)–(c) and Art. 27(1)) the rule data says so.
 */
export const ANNEX_III_POINTS = [
  "1a",
  "1b",
  "1c",
  "3a",
  "3b",
  "3c",
  "3d",
  "4a",
  "4b",
  "5a",
  "5b",
  "5c",
  "5d",
  "6a",
  "6b",
  "6c",
  "6d",
  "6e",
  "7a",
  "7b",
  "7c",
  "7d",
  "8a",
  "8b",
] as const;

/** Art. 50(1): when the duty to tell people they interact with an AI system does not apply. */
export const INTERACTION_EXCEPTIONS = ["obvious", "law_enforcement"] as const;

/**
 * Art. 50(2)–(4): when the marking and disclosure duties do not apply — an assistive function for
 * standard editing that does not substantially alter the input (2), human review or editorial
 * control with editorial responsibility for published text (4), authorisation by law for criminal
 * offences (2), (3) and (4).
 */
export const TRANSPARENCY_EXCEPTIONS = ["assistive_editing", "editorial_control", "law_enforcement"] as const;

/** Art. 6(3), second subparagraph, points (a) to (d). */
export const DEROGATIONS = [
  "narrow_procedural_task",
  "improves_human_activity",
  "detects_decision_patterns",
  "preparatory_task",
] as const;

/** Annex I: the Union harmonisation legislation of Section A (points 2–12) and Section B (points 13–21). */
export const ANNEX_I_PRODUCTS = [
  "toys",
  "recreational_craft",
  "lifts",
  "explosive_atmospheres",
  "radio_equipment",
  "pressure_equipment",
  "cableways",
  "personal_protective_equipment",
  "gas_appliances",
  "medical_devices",
  "in_vitro_diagnostics",
  "civil_aviation_security",
  "two_three_wheel_vehicles",
  "agricultural_forestry_vehicles",
  "marine_equipment",
  "rail",
  "motor_vehicles",
  "vehicle_general_safety",
  "unmanned_aircraft",
  "machinery",
] as const;

/** Art. 25(1)(a)–(c): what turns a deployer, importer or distributor into a provider. */
export const VALUE_CHAIN_CHANGES = [
  "own_name_or_trademark",
  "substantial_modification",
  "changed_intended_purpose",
] as const;

export type Role = (typeof ROLES)[number];
export type Practice = (typeof PRACTICES)[number];
export type PracticeException = (typeof PRACTICE_EXCEPTIONS)[number];
export type Exclusion = (typeof EXCLUSIONS)[number];
export type AnnexIIIArea = (typeof ANNEX_III_AREAS)[number];
export type AnnexIIIPoint = (typeof ANNEX_III_POINTS)[number];
export type InteractionException = (typeof INTERACTION_EXCEPTIONS)[number];
export type TransparencyException = (typeof TRANSPARENCY_EXCEPTIONS)[number];
export type Derogation = (typeof DEROGATIONS)[number];
export type AnnexIProduct = (typeof ANNEX_I_PRODUCTS)[number];
export type ValueChainChange = (typeof VALUE_CHAIN_CHANGES)[number];
