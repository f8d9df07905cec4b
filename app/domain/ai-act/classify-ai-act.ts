import { AI_ACT_VERSION } from "./ai-act-version.ts";
import type { AiActProfile, AnnexIIIArea, Role } from "./ai-act-profile.ts";
import {
  ANNEX_I,
  ANNEX_I_RULES,
  ANNEX_III_DEROGATION,
  ANNEX_III_POINT_RULES,
  ANNEX_III_RULES,
  annexIIIPinpoint,
  annexIPinpoints,
  APPLICATION_DATES,
  DEFINITIONS,
  EXCLUSION_RULES,
  FINES,
  GPAI_RULES,
  INTERACTION_EXCEPTION_RULES,
  MINIMAL_RISK,
  OBLIGATIONS,
  PROHIBITED_PRACTICES,
  SME_FINES,
  TERRITORIAL_SCOPE,
  TRANSITIONS,
  TRANSPARENCY,
  TRANSPARENCY_EXCEPTION_RULES,
  VALUE_CHAIN_RULES,
  type ApplicationDateKey,
  type FineId,
  type ObligationId,
  type ObligationRole,
  type TransparencyDuty,
} from "./ai-act-rules.ts";
import { cite, type ProvisionCitation } from "./provision-citation.ts";

export const CLASSIFICATION_IDS = [
  "in_scope",
  "not_ai_system",
  "outside_territorial_scope",
  "excluded",
  "deployer_personal_use",
  "prohibited",
  "prohibition_exception",
  "high_risk",
  "high_risk_product",
  "high_risk_sectoral",
  "annex_i_not_high_risk",
  "not_high_risk_derogation",
  "legacy_high_risk",
  "becomes_provider",
  "transparency",
  "gpai_model",
  "gpai_systemic_risk",
  "gpai_open_source",
  "minimal_risk",
] as const;
export type ClassificationId = (typeof CLASSIFICATION_IDS)[number];

export type Classification = {
  id: ClassificationId;
  /** What it is about: the practice, Annex III area, Annex I product, exclusion or Art. 25 change. */
  subject?: string;
  appliesFrom?: string;
  inForce: boolean;
  citations: ProvisionCitation[];
};

export type Obligation = {
  id: ObligationId;
  role: ObligationRole;
  /** The practice, area or product the duty comes from, when there is one. */
  subject?: string;
  appliesFrom: string;
  inForce: boolean;
  /** Art. 111: a later date by which systems or models already on the market must comply. */
  complyBy?: string;
  /** Art. 111(2): applies to a system already on the market only once its design changes significantly. */
  onlyAfterSignificantChange?: boolean;
  citations: ProvisionCitation[];
};

export type Fine = {
  id: FineId;
  maxEur: number;
  turnoverPercent: number;
  /** Art. 99(6): for SMEs the lower of amount and percentage, otherwise the higher. */
  lowerForSme: boolean;
  appliesFrom: string;
  inForce: boolean;
  citations: ProvisionCitation[];
};

export type AiActResult = {
  engine: typeof AI_ACT_VERSION;
  profileVersion: 1;
  asOf: string;
  inScope: boolean;
  classifications: Classification[];
  obligations: Obligation[];
  fines: Fine[];
  /** Every provision the result cites, once, in order of first citation. */
  citations: ProvisionCitation[];
};

const cites = (pinpoints: readonly string[]) => [...new Set(pinpoints)].map((pinpoint) => cite(pinpoint));

/** Collects the result; every date is compared with `asOf` (ISO dates compare as strings). */
class ResultBuilder {
  readonly classifications: Classification[] = [];
  readonly obligations: Obligation[] = [];
  readonly fines: Fine[] = [];
  readonly asOf: string;

  constructor(asOf: string) {
    this.asOf = asOf;
  }

  classify(
    id: ClassificationId,
    pinpoints: readonly string[],
    options: { subject?: string; from?: ApplicationDateKey } = {},
  ) {
    const date = options.from ? APPLICATION_DATES[options.from] : undefined;
    this.classifications.push({
      id,
      ...(options.subject ? { subject: options.subject } : {}),
      ...(date ? { appliesFrom: date.date } : {}),
      inForce: !date || this.asOf >= date.date,
      citations: cites([...pinpoints, ...(date?.pinpoints ?? [])]),
    });
  }

  has(...ids: ClassificationId[]) {
    return this.classifications.some((classification) => ids.includes(classification.id));
  }

  oblige(
    id: ObligationId,
    roles: readonly Role[],
    from: ApplicationDateKey,
    options: {
      subject?: string;
      extra?: readonly string[];
      complyBy?: string;
      onlyAfterSignificantChange?: boolean;
      role?: ObligationRole;
    } = {},
  ) {
    const rule: { roles: readonly ObligationRole[]; pinpoints: readonly string[] } = OBLIGATIONS[id];
    const bound: ObligationRole[] = options.role
      ? [options.role]
      : rule.roles.includes("operator")
        ? ["operator"]
        : rule.roles.filter((role) => roles.includes(role as Role));
    const date = APPLICATION_DATES[from];
    for (const role of bound) {
      const existing = this.obligations.find((o) => o.id === id && o.role === role && o.subject === options.subject);
      if (existing && existing.appliesFrom <= date.date) continue;
      if (existing) this.obligations.splice(this.obligations.indexOf(existing), 1);
      this.obligations.push({
        id,
        role,
        ...(options.subject ? { subject: options.subject } : {}),
        appliesFrom: date.date,
        inForce: this.asOf >= date.date,
        ...(options.complyBy ? { complyBy: options.complyBy } : {}),
        ...(options.onlyAfterSignificantChange ? { onlyAfterSignificantChange: true } : {}),
        citations: cites([...rule.pinpoints, ...(options.extra ?? []), ...date.pinpoints]),
      });
    }
  }

  /**
   * A fine, dated from the later of its penalty provision's date and the day the breached duty
   * applies (`breached`, an application date); the date provisions of both are cited.
   */
  fine(id: FineId, sme: boolean, breached?: ApplicationDateKey) {
    const rule = FINES[id];
    const penalty = APPLICATION_DATES[rule.from];
    const duty = breached ? APPLICATION_DATES[breached] : undefined;
    const later = duty && duty.date > penalty.date ? duty : undefined;
    const from = later?.date ?? penalty.date;
    if (this.fines.some((fine) => fine.id === id)) return;
    this.fines.push({
      id,
      maxEur: rule.maxEur,
      turnoverPercent: rule.turnoverPercent,
      lowerForSme: sme,
      appliesFrom: from,
      inForce: this.asOf >= from,
      citations: cites([
        ...rule.pinpoints,
        ...(sme && id !== "gpai_provider" ? SME_FINES : []),
        ...penalty.pinpoints,
        ...(later?.pinpoints ?? []),
      ]),
    });
  }

  result(inScope: boolean): AiActResult {
    const all = new Map<string, ProvisionCitation>();
    for (const item of [...this.classifications, ...this.obligations, ...this.fines]) {
      for (const citation of item.citations) if (!all.has(citation.pinpoint)) all.set(citation.pinpoint, citation);
    }
    return {
      engine: AI_ACT_VERSION,
      profileVersion: 1,
      asOf: this.asOf,
      inScope,
      classifications: this.classifications,
      obligations: this.obligations,
      fines: this.fines,
      citations: [...all.values()],
    };
  }
}

/**
 * Classifies an AI system or general-purpose AI model under the AI Act as in force (consolidated
 * text of 27 July 2026) and says which duties apply on `asOf` (YYYY-MM-DD). Pure and deterministic:
 * the same profile and date always give the same result.
 */
export function classifyAiAct(profile: AiActProfile, options: { asOf: string }): AiActResult {
  const out = new ResultBuilder(options.asOf);
  return profile.subject === "gpai_model" ? classifyModel(profile, out) : classifySystem(profile, out);
}

/** Art. 99(4): the duties whose breach it sanctions (Arts. 16, 22, 23, 24, 26, 50) and the Art. 5(2)–(4) authorisation. */
const OPERATOR_FINE_DUTIES = new Set<ObligationId>([
  "rbi_authorisation",
  "high_risk_provider",
  "high_risk_registration",
  "high_risk_authorised_representative_mandate",
  "high_risk_authorised_representative",
  "high_risk_importer",
  "high_risk_distributor",
  "high_risk_deployer",
  "workplace_information",
  "transparency_interaction",
  "transparency_marking",
  "transparency_emotion_biometric",
  "transparency_deep_fake",
  "transparency_public_interest_text",
]);

/** The application date that comes first. */
const earliest = (keys: readonly ApplicationDateKey[]) =>
  keys.reduce((first, key) => (APPLICATION_DATES[key].date < APPLICATION_DATES[first].date ? key : first));

/** The application date of the obligation that applies first. */
function earliestOf(obligations: readonly Obligation[]): ApplicationDateKey {
  const first = obligations.reduce((a, b) => (b.appliesFrom < a.appliesFrom ? b : a));
  return (Object.keys(APPLICATION_DATES) as ApplicationDateKey[]).find(
    (key) => APPLICATION_DATES[key].date === first.appliesFrom,
  )!;
}

type Transition = { onlyAfterSignificantChange?: boolean; extra?: readonly string[]; complyBy?: string };

/**
 * Art. 111 for a high-risk duty dated from `from`: the Annex X deadline (111(1)); otherwise, for a
 * system already on the market before that date, only after a significant design change (111(2),
 * first sentence), and by 2 August 2030 where the system is intended to be used by public
 * authorities (111(2), second sentence; not a private provider of public services).
 */
function highRiskTransition(
  profile: AiActProfile,
  from: ApplicationDateKey,
  largeScale: Transition | undefined,
  out: ResultBuilder,
): Transition {
  if (largeScale) return largeScale;
  const legacy = profile.onMarketSince !== undefined && profile.onMarketSince < APPLICATION_DATES[from].date;
  if (!legacy) return {};
  out.classify("legacy_high_risk", TRANSITIONS.legacy_high_risk.pinpoints, { subject: from });
  return {
    onlyAfterSignificantChange: true,
    extra: TRANSITIONS.legacy_high_risk.pinpoints,
    ...(profile.intendedForPublicAuthorities ? { complyBy: TRANSITIONS.legacy_high_risk.publicAuthorityDeadline } : {}),
  };
}

/**
 * Art. 2(2): a high-risk system (Art. 6(1)) related to a product of Annex I Section B. Only Arts.
 * 6(1), 60a and 102–112 apply: it is high-risk from 2 August 2028 (Art. 6(1) is in Chapter III
 * Section 1, Art. 113(c)(ii)), its requirements come through the sector legislation (amended by
 * Arts. 102–110, which bind the Commission, not the operator), Art. 111(2) governs systems already on
 * the market; no AI literacy (Art. 4), transparency (Art. 50) duty or fine (Art. 99) of this Regulation.
 */
function sectionB(profile: AiActProfile, roles: Role[], annexPinpoint: string, out: ResultBuilder): AiActResult {
  const product = profile.annexI!.product;
  out.classify("high_risk_sectoral", [...ANNEX_I_RULES.sectionBApplicable, annexPinpoint], {
    subject: product,
    from: "high_risk_annex_i",
  });
  const transition = highRiskTransition(profile, "high_risk_annex_i", undefined, out);
  out.oblige("sectoral_requirements", roles, "high_risk_annex_i", {
    ...transition,
    subject: product,
    extra: [annexPinpoint, ...(transition.extra ?? [])],
  });
  return out.result(true);
}

function territorialScope(profile: AiActProfile): string[] {
  const { roles } = profile;
  const points: string[] = [];
  if (roles.includes("provider") && profile.placedOnEuMarket) points.push(TERRITORIAL_SCOPE.provider_placing_in_union);
  if (roles.includes("deployer") && profile.establishedInEu) points.push(TERRITORIAL_SCOPE.deployer_in_union);
  if (
    (roles.includes("provider") || roles.includes("deployer")) &&
    !profile.establishedInEu &&
    profile.outputUsedInEu
  ) {
    points.push(TERRITORIAL_SCOPE.third_country_output_in_union);
  }
  if (roles.includes("importer") || roles.includes("distributor")) points.push(TERRITORIAL_SCOPE.importer_distributor);
  if (roles.includes("product_manufacturer") && profile.placedOnEuMarket)
    points.push(TERRITORIAL_SCOPE.product_manufacturer);
  if (roles.includes("authorised_representative")) points.push(TERRITORIAL_SCOPE.authorised_representative);
  return points;
}

function classifySystem(profile: AiActProfile, out: ResultBuilder): AiActResult {
  if (!profile.meetsAiSystemDefinition) {
    out.classify("not_ai_system", DEFINITIONS.ai_system);
    return out.result(false);
  }
  const scope = territorialScope(profile);
  if (scope.length === 0) {
    out.classify("outside_territorial_scope", [TERRITORIAL_SCOPE.paragraph]);
    return out.result(false);
  }
  for (const exclusion of [
    "military_defence_national_security",
    "third_country_law_enforcement_cooperation",
    "scientific_research",
    "pre_market_research",
  ] as const) {
    if (profile.exclusions.includes(exclusion)) {
      out.classify("excluded", EXCLUSION_RULES[exclusion].pinpoints, { subject: exclusion });
      return out.result(false);
    }
  }
  let roles: Role[] = [...profile.roles];
  if (profile.exclusions.includes("personal_non_professional") && roles.includes("deployer")) {
    roles = roles.filter((role) => role !== "deployer");
    if (roles.length === 0) {
      out.classify("excluded", EXCLUSION_RULES.personal_non_professional.pinpoints, {
        subject: "personal_non_professional",
      });
      return out.result(false);
    }
    out.classify("deployer_personal_use", EXCLUSION_RULES.personal_non_professional.pinpoints);
  }

  out.classify("in_scope", [...DEFINITIONS.ai_system, ...scope]);

  // Art. 5: prohibited practices, or the exception that lets the system through (then often Annex III).
  // A practice that Art. 5 prohibits decides the result alone: such a system may not be placed on
  // the market, put into service or used, so no high-risk, transparency or literacy duty is stacked on
  // the prohibition (ADR 074). Several prohibited practices are each reported.
  const impliedAreas: AnnexIIIArea[] = [];
  let emotionOrBiometric = profile.emotionRecognitionOrBiometricCategorisation;
  const prohibited = PROHIBITED_PRACTICES.filter(
    (rule) =>
      profile.practices.includes(rule.practice) &&
      !rule.exceptions.some((candidate) => profile.practiceExceptions.includes(candidate.id)),
  );
  if (prohibited.length > 0) {
    for (const rule of prohibited) {
      out.classify("prohibited", rule.pinpoints, { subject: rule.practice, from: rule.from });
      out.oblige("stop_prohibited_practice", roles, rule.from, { subject: rule.practice, extra: rule.pinpoints });
    }
    // Art. 99(3) can be imposed once a breached prohibition applies: Art. 5(1)(ba), (bb) from 2 December 2026.
    out.fine("prohibited_practice", profile.sme, earliest(prohibited.map((rule) => rule.from)));
    out.fine("incorrect_information", profile.sme);
    return out.result(true);
  }
  for (const rule of PROHIBITED_PRACTICES.filter((candidate) => profile.practices.includes(candidate.practice))) {
    const exception = rule.exceptions.find((candidate) => profile.practiceExceptions.includes(candidate.id))!;
    out.classify("prohibition_exception", exception.pinpoints, { subject: rule.practice, from: rule.from });
    if (exception.annexIII) impliedAreas.push(exception.annexIII);
    if (exception.emotionOrBiometric) emotionOrBiometric = true;
    if (exception.obligation) out.oblige(exception.obligation, roles, rule.from, { subject: rule.practice });
  }

  // Art. 6(1) and Annex I.
  let annexIHighRisk = false;
  if (profile.annexI) {
    const product = ANNEX_I[profile.annexI.product];
    const annexPinpoint = annexIPinpoints(profile.annexI.product).point;
    if (!profile.annexI.safetyComponentOrProduct || !profile.annexI.thirdPartyConformityAssessment) {
      out.classify("annex_i_not_high_risk", [...ANNEX_I_RULES.notHighRisk, annexPinpoint], {
        subject: profile.annexI.product,
      });
    } else if (product.section === "B") {
      return sectionB(profile, roles, annexPinpoint, out);
    } else {
      annexIHighRisk = true;
      out.classify(
        "high_risk_product",
        [...ANNEX_I_RULES.highRisk, annexIPinpoints(profile.annexI.product).section, annexPinpoint],
        {
          subject: profile.annexI.product,
          from: "high_risk_annex_i",
        },
      );
      if (roles.includes("product_manufacturer")) {
        out.classify("becomes_provider", ANNEX_I_RULES.productManufacturerIsProvider, {
          subject: "product_manufacturer",
        });
        if (!roles.includes("provider")) roles.push("provider");
      }
    }
  }

  // Art. 6(2) and Annex III (one entry per area, several allowed), with the Art. 6(3) derogation and its profiling exception.
  const entries = [...(profile.annexIII ?? [])];
  for (const area of impliedAreas)
    if (!entries.some((entry) => entry.area === area)) entries.push({ area, profiling: false });
  const highRiskEntries: typeof entries = [];
  for (const entry of entries) {
    const areaPinpoint = annexIIIPinpoint(entry.area);
    const point = entry.point ? ANNEX_III_POINT_RULES[entry.point] : undefined;
    if (entry.derogation && !entry.profiling) {
      out.classify(
        "not_high_risk_derogation",
        [...ANNEX_III_DEROGATION.pinpoints, ANNEX_III_DEROGATION.conditions[entry.derogation], areaPinpoint],
        {
          subject: entry.area,
          from: "high_risk_annex_iii",
        },
      );
      out.oblige("derogation_documentation", roles, "high_risk_annex_iii", { subject: entry.area });
      continue;
    }
    if (point?.emotionOrBiometric) emotionOrBiometric = true;
    highRiskEntries.push(entry);
    out.classify(
      "high_risk",
      [
        ...ANNEX_III_RULES.highRisk,
        areaPinpoint,
        ...(point?.pinpoints ?? []),
        ...(entry.derogation ? ANNEX_III_DEROGATION.profilingException : []),
      ],
      {
        subject: entry.area,
        from: "high_risk_annex_iii",
      },
    );
  }
  const annexIIIHighRisk = highRiskEntries.length > 0;
  const pointRules = highRiskEntries.flatMap((entry) => (entry.point ? [ANNEX_III_POINT_RULES[entry.point]] : []));

  const highRisk = annexIHighRisk || annexIIIHighRisk;
  // Art. 111(1): components of the Annex X large-scale IT systems already on the market before 2 August 2027 comply by 31 December 2030.
  const largeScale = TRANSITIONS.legacy_large_scale_it;
  const largeScaleLegacy =
    profile.largeScaleItSystem && profile.onMarketSince !== undefined && profile.onMarketSince < largeScale.before;
  const largeScaleTransition = largeScaleLegacy
    ? { complyBy: largeScale.deadline, extra: largeScale.pinpoints }
    : undefined;
  if (largeScaleLegacy && highRisk)
    out.classify("legacy_high_risk", largeScale.pinpoints, { subject: "large_scale_it_system" });
  if (highRisk) {
    // Art. 25(1): a deployer, importer or distributor who rebrands, substantially modifies or repurposes becomes its provider.
    const changes = profile.valueChainChanges;
    if (
      changes.length > 0 &&
      !roles.includes("provider") &&
      roles.some((role) => role === "deployer" || role === "importer" || role === "distributor")
    ) {
      out.classify(
        "becomes_provider",
        changes.map((change) => VALUE_CHAIN_RULES[change]),
        { subject: changes.join(",") },
      );
      roles.push("provider");
    }
    const routes: ApplicationDateKey[] = [
      ...(annexIIIHighRisk ? (["high_risk_annex_iii"] as const) : []),
      ...(annexIHighRisk ? (["high_risk_annex_i"] as const) : []),
    ];
    // Art. 49(1) and Art. 27(1) reach every Annex III area except point 2 (critical infrastructure).
    const beyondPoint2 = highRiskEntries.some((entry) => entry.area !== "critical_infrastructure");
    // Art. 26(7): an employer using a high-risk system at the workplace; Annex III point 4 systems (employment, workers' management) always are.
    const workplace =
      profile.usedAtWorkplaceByEmployer ||
      highRiskEntries.some((entry) => entry.area === "employment") ||
      pointRules.some((rule) => rule.workplace);
    const friaPoints = pointRules.filter((rule) => rule.fria).flatMap((rule) => rule.pinpoints);
    for (const from of routes) {
      const transition = highRiskTransition(profile, from, largeScaleTransition, out);
      out.oblige("high_risk_provider", roles, from, transition);
      if (from === "high_risk_annex_iii" && beyondPoint2) out.oblige("high_risk_registration", roles, from, transition);
      if (!profile.establishedInEu) out.oblige("high_risk_authorised_representative_mandate", roles, from, transition);
      out.oblige("high_risk_authorised_representative", roles, from, transition);
      // Art. 111(2), second sentence: the 2 August 2030 deadline names providers and deployers, not importers or distributors.
      const { complyBy: _providersAndDeployers, ...others } = transition;
      out.oblige("high_risk_importer", roles, from, largeScaleTransition ? transition : others);
      out.oblige("high_risk_distributor", roles, from, largeScaleTransition ? transition : others);
      out.oblige("high_risk_deployer", roles, from, transition);
      if (workplace) out.oblige("workplace_information", roles, from, transition);
      // Art. 27(1): public bodies and private entities providing public services (not for point 2), and every deployer of a point 5(b) or 5(c) system.
      if (from === "high_risk_annex_iii" && beyondPoint2 && (profile.publicService || friaPoints.length > 0)) {
        out.oblige("fundamental_rights_impact_assessment", roles, from, {
          ...transition,
          extra: [...(transition.extra ?? []), ...friaPoints],
        });
      }
    }
  }

  // Art. 50: transparency.
  const transparency: string[] = [];
  const generative = profile.generatesSyntheticContent;
  // Art. 50(1): no duty where the interaction is obvious, or for systems authorised by law for criminal offences.
  const interacts = profile.interactsWithPeople && !profile.interactionException;
  const interactionExempt =
    profile.interactsWithPeople && profile.interactionException
      ? INTERACTION_EXCEPTION_RULES[profile.interactionException].pinpoints
      : [];
  // Art. 50(2)–(4): an exception lifts the duties it names; the provisions that lift a triggered
  // duty are cited where nothing else applies.
  const triggered: Record<TransparencyDuty, boolean> = {
    marking: generative,
    emotion_biometric: emotionOrBiometric,
    deep_fake: profile.deepFakes,
    public_interest_text: profile.publicInterestText,
  };
  const lifting = profile.transparencyExceptions.flatMap(
    (exception) => Object.entries(TRANSPARENCY_EXCEPTION_RULES[exception]) as [TransparencyDuty, string][],
  );
  const lifted = new Set(lifting.map(([duty]) => duty));
  const transparencyExempt = new Set([
    ...interactionExempt,
    ...lifting.filter(([duty]) => triggered[duty]).map(([, pinpoint]) => pinpoint),
  ]);
  const marking = generative && !lifted.has("marking");
  const emotionDuty = emotionOrBiometric && !lifted.has("emotion_biometric");
  const deepFakeDuty = profile.deepFakes && !lifted.has("deep_fake");
  const publicTextDuty = profile.publicInterestText && !lifted.has("public_interest_text");
  if (interacts) transparency.push(TRANSPARENCY.interaction);
  if (marking) transparency.push(TRANSPARENCY.marking);
  if (emotionDuty) transparency.push(TRANSPARENCY.emotion_biometric);
  if (deepFakeDuty || publicTextDuty) transparency.push(TRANSPARENCY.deep_fake_or_public_text);
  if (transparency.length > 0) {
    out.classify("transparency", transparency, { from: "general" });
    const other = largeScaleTransition ?? {};
    if (interacts) out.oblige("transparency_interaction", roles, "general", other);
    if (marking) {
      const legacy =
        profile.onMarketSince !== undefined && profile.onMarketSince < TRANSITIONS.legacy_generative.before;
      out.oblige(
        "transparency_marking",
        roles,
        "general",
        legacy
          ? { complyBy: TRANSITIONS.legacy_generative.deadline, extra: TRANSITIONS.legacy_generative.pinpoints }
          : other,
      );
    }
    if (emotionDuty) out.oblige("transparency_emotion_biometric", roles, "general", other);
    if (deepFakeDuty) out.oblige("transparency_deep_fake", roles, "general", other);
    if (publicTextDuty) out.oblige("transparency_public_interest_text", roles, "general", other);
  }

  // Art. 2(12): free and open-source systems are outside the Act unless high-risk, Art. 5 or Art. 50.
  if (
    profile.exclusions.includes("free_open_source") &&
    !highRisk &&
    !out.has("prohibited", "prohibition_exception", "transparency")
  ) {
    return excludedOpenSource(out.asOf);
  }

  if (
    !out.has(
      "prohibited",
      "prohibition_exception",
      "high_risk",
      "high_risk_product",
      "transparency",
      "not_high_risk_derogation",
    )
  ) {
    out.classify("minimal_risk", [...MINIMAL_RISK, ...transparencyExempt]);
  }
  out.oblige("ai_literacy", roles, "chapters_i_ii");

  // Art. 99(4) from the day the first duty it sanctions applies (Arts. 16, 22–24, 26, 50; the Art. 5(2)–(4) authorisation).
  const sanctioned = out.obligations.filter((obligation) => OPERATOR_FINE_DUTIES.has(obligation.id));
  if (sanctioned.length > 0) out.fine("operator_obligations", profile.sme, earliestOf(sanctioned));
  out.fine("incorrect_information", profile.sme);
  return out.result(true);
}

/** Art. 2(12): a fresh result, so that nothing found on the way (AI literacy, scope) is reported. */
function excludedOpenSource(asOf: string): AiActResult {
  const out = new ResultBuilder(asOf);
  out.classify("excluded", EXCLUSION_RULES.free_open_source.pinpoints, { subject: "free_open_source" });
  return out.result(false);
}

function classifyModel(profile: AiActProfile, out: ResultBuilder): AiActResult {
  if (!profile.roles.includes("provider") && !profile.roles.includes("authorised_representative")) {
    // Chapter V binds providers of models (and their representatives); others are bound as providers or deployers of AI systems.
    out.classify("gpai_model", GPAI_RULES.model);
    return out.result(false);
  }
  if (!profile.placedOnEuMarket) {
    out.classify("outside_territorial_scope", [TERRITORIAL_SCOPE.provider_placing_in_union]);
    return out.result(false);
  }
  for (const exclusion of ["scientific_research", "pre_market_research"] as const) {
    if (profile.exclusions.includes(exclusion)) {
      out.classify("excluded", [...EXCLUSION_RULES[exclusion].pinpoints, ...DEFINITIONS.gpai_model], {
        subject: exclusion,
      });
      return out.result(false);
    }
  }
  const model = profile.model ?? { freeOpenSource: false, designatedSystemicRisk: false };
  const byCompute = (model.trainingFlop ?? 0) > GPAI_RULES.computeThresholdFlop;
  const systemic = byCompute || model.designatedSystemicRisk;
  const openSource = model.freeOpenSource && !systemic;
  const roles = profile.roles;

  out.classify("in_scope", [...DEFINITIONS.gpai_model, TERRITORIAL_SCOPE.provider_placing_in_union]);
  out.classify("gpai_model", GPAI_RULES.model, { from: "chapters_v_xii" });
  if (systemic) {
    out.classify(
      "gpai_systemic_risk",
      byCompute ? GPAI_RULES.systemicRiskByCompute : GPAI_RULES.systemicRiskByDesignation,
      { from: "chapters_v_xii" },
    );
  }
  if (openSource) out.classify("gpai_open_source", GPAI_RULES.openSourceException, { from: "chapters_v_xii" });

  const legacy = profile.onMarketSince !== undefined && profile.onMarketSince < TRANSITIONS.legacy_gpai_model.before;
  const transition = legacy
    ? { complyBy: TRANSITIONS.legacy_gpai_model.deadline, extra: TRANSITIONS.legacy_gpai_model.pinpoints }
    : {};
  const from = "chapters_v_xii" as const;
  if (!openSource) out.oblige("gpai_technical_documentation", roles, from, transition);
  out.oblige("gpai_copyright_policy", roles, from, transition);
  out.oblige("gpai_training_summary", roles, from, transition);
  if (!profile.establishedInEu && !openSource)
    out.oblige("gpai_authorised_representative_mandate", roles, from, transition);
  out.oblige("gpai_authorised_representative", roles, from, transition);
  if (systemic) {
    out.oblige("gpai_notification", roles, from, transition);
    out.oblige("gpai_systemic_risk", roles, from, transition);
  }
  out.fine("gpai_provider", false);
  return out.result(true);
}
