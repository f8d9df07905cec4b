import type { AiActProfileInput, AnnexIIIArea, AnnexIIIPoint, Practice } from "#app/domain/ai-act/ai-act-profile.ts";

/*
 * A first AI Act profile read from a project's own words (title, description, questions), for the
 * cards made without a model. Deliberately literal: a fact counts only when the text names it, and
 * the cards say which facts were read (`facts`), so the user can see what the finding rests on.
 */

const aiSystem =
  /\b(ai|a\.i\.|artificial intelligence|künstliche[nr]? intelligenz|ki|machine[- ]learning|maschinelle[sn]? lernen|neural network|chatbot|llm|language model|sprachmodell|deep learning|computer vision|recommender|empfehlungssystem)\b/i;
const gpaiModel =
  /\b(general[- ]purpose (ai )?model|foundation model|basismodell|ki-modell mit allgemeinem verwendungszweck)\b/i;

const areas: [AnnexIIIArea, RegExp][] = [
  [
    "employment",
    /\b(hiring|recruit\w*|cv|cvs|résumé|resume|job applica\w*|candidates?|bewerb\w*|personalauswahl|employees?|workers?|arbeitnehmer\w*|promotion)\b/i,
  ],
  ["education", /\b(students?|pupils?|exams?|admission|schüler\w*|prüfung\w*|education|bildung)\b/i],
  [
    "essential_services",
    /\b(credit ?scor\w*|creditworthiness|kreditwürdig\w*|life insurance|health insurance|social benefits|sozialleistung\w*|emergency calls?)\b/i,
  ],
  ["biometrics", /\b(biometric identification|face recognition|facial recognition|gesichtserkennung)\b/i],
  ["law_enforcement", /\b(police|law enforcement|polizei|strafverfolgung)\b/i],
  ["migration_border", /\b(asylum|migration|border control|visa|grenzkontrolle)\b/i],
  ["justice_democracy", /\b(judicial|court decisions?|judges?|elections?|voting|wahlen?)\b/i],
  [
    "critical_infrastructure",
    /\b(critical infrastructure|electricity grid|water supply|road traffic|kritische infrastruktur)\b/i,
  ],
];

/** Annex III points whose duties differ from their area's (Art. 27(1) for 5(b) and 5(c)). */
const points: [AnnexIIIPoint, RegExp][] = [
  ["5b", /\b(credit ?scor\w*|creditworthiness|kreditwürdig\w*|bonität\w*)\b/i],
  ["5c", /\b(life insurance|health insurance|lebensversicherung\w*|krankenversicherung\w*)\b/i],
  ["5a", /\b(social benefits|public assistance|sozialleistung\w*)\b/i],
  ["5d", /\b(emergency calls?|notruf\w*|triage)\b/i],
];

/**
 * Recognising or reading emotions: "emotion recognition", „Emotionserkennung“, or a verb of reading near
 * the emotions read („die Stimmung und Emotionen der Beschäftigten auswertet“, "analyses their mood").
 */
const emotionReading =
  /(\bemotion\w* (recognition|detection|erkennung)\b|\bemotionserkennung\w*|\b(emotion\w*|stimmung\w*|gefühl\w*|feelings?|moods?)\b.{0,60}\b(auswert\w*|erkenn\w*|analys\w*|detect\w*|recogni\w*|infer\w*)|\b(auswert\w*|erkenn\w*|analys\w*|detect\w*|recogni\w*|infer\w*)\b.{0,60}\b(emotion\w*|stimmung\w*|gefühl\w*|feelings|moods?)\b)/isu;
const workOrSchool = String.raw`(work\w*|employees?|staff|school|students?|arbeitsplatz|beschäftigt\w*|mitarbeite\w*|arbeitnehmer\w*|arbeitgeber\w*|schüler\w*)`;

const practices: [Practice, RegExp][] = [
  [
    "emotion_recognition_workplace_education",
    new RegExp(
      String.raw`${emotionReading.source}.*\b${workOrSchool}\b|\b${workOrSchool}\b.*${emotionReading.source}`,
      "isu",
    ),
  ],
  [
    "social_scoring",
    /\bsocial[- ]scor\w*\b|\bsozialverhalten\w*\b.{0,80}\b(bewert\w*|einstuf\w*|benot\w*|punkte\w*)|\b(bewert\w*|einstuf\w*)\b.{0,80}\bsozialverhalten\w*/isu,
  ],
  [
    "facial_image_scraping",
    /\b(scrap\w*) .{0,40}\bfacial images?\b|\bfacial images? .{0,40}\bscrap\w*|\bgesichts(bilder|fotos)\b.{0,80}\b(abgreif\w*|auslesen|scrap\w*|sammeln|crawl\w*)|\b(abgreif\w*|scrap\w*|crawl\w*)\b.{0,80}\bgesichts(bilder|fotos)\b/isu,
  ],
  ["subliminal_manipulation", /\bsubliminal\b/i],
];

const interacts =
  /\b(chatbot|chat bot|customer service|kundenservice|conversational|voice assistant|sprachassistent|virtual assistant)\b/i;
const generates =
  /\b(generat\w* (text|images?|video|audio|content)|generative|text generation|image generation|synthetic|erzeugt? (texte|bilder))\b/i;
const deepFakes = /\b(deep ?fakes?)\b/i;
const publicText = /\b(news (articles?|stories|reports?)|journalis\w*|nachrichten\w*|presseartikel\w*)\b/i;
const emotion = new RegExp(String.raw`${emotionReading.source}|\bbiometric categori[sz]ation\b`, "isu");
/**
 * The role, where the words say it: someone who uses, deploys or operates the system ("we use",
 * "the bank deploys …", "die Bank setzt … ein") is its deployer; someone who develops, builds,
 * sells or offers it is its provider. Neither or both: both roles (the text does not decide).
 */
const deployer =
  /\b(we (use|deploy|buy|license|operate)|(uses|deploys|operates|is using|is deploying|licenses) (an?|the|our|its)\b|our (staff|hr department) uses?|deployer|betreiber|wir (nutzen|setzen|verwenden|betreiben)|(nutzt|verwendet|betreibt|setzt) (ein|eine|einen|das|die|den)\b)/i;
const provider =
  /\b(we (develop|build|sell|offer|make|provide|train)|(develops|builds|sells|offers|provides|markets) (an?|the|our|its)\b|provider|anbieter|hersteller|wir (entwickeln|bauen|verkaufen|bieten)|(entwickelt|verkauft|vertreibt) (ein|eine|einen|das|die|den)\b)/i;

/** The roles the text states: one, both, or — when it says nothing — both, with `stated: false`. */
export function rolesFromText(text: string): { roles: ("provider" | "deployer")[]; stated: boolean } {
  const deploys = deployer.test(text);
  const provides = provider.test(text);
  if (deploys && !provides) return { roles: ["deployer"], stated: true };
  if (provides && !deploys) return { roles: ["provider"], stated: true };
  return { roles: ["provider", "deployer"], stated: deploys && provides };
}

/*
 * Does a question describe a system or a use of one, rather than ask about the law's words? The
 * engine's verdict answers the first ("we use … to …", "Darf ein Arbeitgeber … einsetzen", "Is X
 * allowed?"), not a question on what a term means, from when a rule applies, how much a fine is or
 * what a state may legislate. A use is an actor's verb (use, deploy, build, sell, release, decide), a
 * system the asker owns ("our model", "unser Tool"), or a question whether something is allowed,
 * prohibited or high-risk. A question whose form asks about the law needs the verb; role nouns alone ("the provider of …") are the law's words, not a use.
 */
const useVerb =
  /\b(use[sd]?|using|deploy\w*|operat(e|es|ing)|buy|licen[cs]e[sd]?|develop(s|ing)?|build(s|ing)?|sell(s|ing)?|offer(s|ing)?|markets|marketed|releas\w*|train(s|ing)?|put on the market|plac\w+ on the market|decid\w*|ranks|ranked|screens|screened|einsetz\w*|eingesetzt|nutz\w*|verwend\w*|betreib\w*|entwickel\w*|entwickelt|verkauf\w*|vertreib\w*|anbiet\w*|in verkehr|entscheid\w*|mitentscheid\w*)\b/i;
/** A use named as a noun ("vor dem Einsatz einer KI"). */
const useNoun = /\b(einsatz|deployment)\b/i;
const ownSystem = /\b(our|my|unser\w*|mein\w*)\b/i;
const permission =
  /^\s*(is|are|ist|sind|darf|dürfen|may|can)\b[^?]*\b(allowed|permitted|prohibited|banned|forbidden|lawful|high[- ]risk|hochrisiko\w*|erlaubt|zulässig|verboten|treated as|considered|gilt als)/i;
/** The question's form asks what a provision says: a term's meaning, from when, how much, who supervises. */
const asksAboutLaw =
  /^\s*(what (exactly )?(is|are|does|do)\b|was (genau )?(ist|sind|bedeutet|heißt)\b|how (much|high)\b|wie (hoch|viel)\b|(from|since|by) when\b|when (do|does|did|will)\b|(ab|seit|bis) wann\b|who (supervises|enforces|is responsible)\b|wer (überwacht|beaufsichtigt|ist zuständig)\b)/i;
/** A question on legislating (may a member state adopt or keep its own rules), not on a system. */
const asksAboutLegislating =
  /\b(rules?|regeln?|vorschriften|gesetze?|laws?)\b[^?]*\b(erlassen|beibehalten|adopt\w*|enact\w*|keep|maintain\w*)\b/i;

export function describesSystemOrUse(question: string): boolean {
  if (asksAboutLegislating.test(question)) return false;
  // "From when must a provider of an AI system that screens CVs …": the form asks about the law, so only
  // a clause saying what a system does or who does what with it makes it a question on a system.
  if (asksAboutLaw.test(question)) return useVerb.test(question);
  return useVerb.test(question) || useNoun.test(question) || ownSystem.test(question) || permission.test(question);
}

export type DerivedProfile = {
  /** The text describes an AI system or model at all. */
  describesAi: boolean;
  profile: AiActProfileInput;
  /** The facts read from the text, as keys for the card's basis line. */
  facts: string[];
};

export function deriveAiActProfile(text: string): DerivedProfile {
  const facts: string[] = [];
  const describesAi = aiSystem.test(text) || gpaiModel.test(text);
  if (gpaiModel.test(text)) {
    facts.push("gpai_model");
    return {
      describesAi,
      facts,
      profile: {
        profileVersion: 1,
        subject: "gpai_model",
        roles: ["provider"],
        establishedInEu: true,
        placedOnEuMarket: true,
      },
    };
  }
  const { roles, stated } = rolesFromText(text);
  facts.push(...(stated ? roles.map((role) => `role_${role}`) : ["role_unstated"]));
  const found = practices.filter(([, pattern]) => pattern.test(text)).map(([practice]) => practice);
  facts.push(...found.map((practice) => `practice_${practice}`));
  const area = areas.find(([, pattern]) => pattern.test(text))?.[0];
  if (area) facts.push(`area_${area}`);
  const point = area === "essential_services" ? points.find(([, pattern]) => pattern.test(text))?.[0] : undefined;
  if (point) facts.push(`point_${point}`);
  const flags = {
    interactsWithPeople: interacts.test(text),
    generatesSyntheticContent: generates.test(text),
    deepFakes: deepFakes.test(text),
    publicInterestText: publicText.test(text),
    emotionRecognitionOrBiometricCategorisation: emotion.test(text),
  };
  for (const [key, value] of Object.entries(flags)) if (value) facts.push(key);
  return {
    describesAi,
    facts,
    profile: {
      profileVersion: 1,
      subject: "ai_system",
      meetsAiSystemDefinition: describesAi,
      roles,
      establishedInEu: true,
      placedOnEuMarket: true,
      practices: found,
      ...(area ? { annexIII: [{ area, ...(point ? { point } : {}) }] } : {}),
      ...flags,
    },
  };
}

/** 85/374/EEC still governs products placed on the market before 9 December 2026 (Directive (EU) 2024/2853, Art. 21). */
export const pld1985Until = "2026-12-09";

/**
 * Does the text say that the product was placed on the market before 9 December 2026? A date or
 * year before it next to words of placing or launching, or "already on the market".
 */
export function placedBeforeNewPld(text: string): boolean {
  if (/\b(already (on|placed on) the market|bereits (auf dem markt|in verkehr gebracht))\b/i.test(text)) return true;
  const near =
    /\b(placed on the market|launched|released|on the market since|in verkehr gebracht|markteinführung|seit)\b[^.]{0,40}?\b((19|20)\d\d)(-\d\d-\d\d)?\b/gi;
  for (const match of text.matchAll(near)) {
    const date = match[4] ? `${match[2]}${match[4]}` : `${match[2]}-01-01`;
    if (date < pld1985Until && (match[4] || Number(match[2]) < 2026)) return true;
  }
  return false;
}
