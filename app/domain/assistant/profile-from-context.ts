import { AiActProfileSchema, type AiActProfile, type AnnexIIIArea, type Practice } from "#app/domain/ai-act/ai-act-profile.ts";
import type { BreakdownContext } from "./procedural-breakdown.ts";

/*
 * When the user states only the free-text context, a first engine profile is read from it: a few
 * plain words per answer, English and German. It is a starting point that the explicit profile
 * fields of the form replace; the breakdown shows the profile it used.
 */

const has = (text: string, words: RegExp) => words.test(text);

const annexIIIWords: [AnnexIIIArea, RegExp][] = [
  ["employment", /\b(hiring|recruit\w*|cv|cvs|résumé|resume|applicant\w*|job|bewerb\w*|einstellung\w*|personal\w*auswahl|beschäftigung\w*)\b/iu],
  ["education", /\b(exam\w*|admission\w*|student\w*|school\w*|pupil\w*|prüfung\w*|schul\w*|studier\w*|zulassung\w*)\b/iu],
  ["essential_services", /\b(credit\s*scor\w*|creditworth\w*|loan\w*|insurance\s*pric\w*|kreditwürdig\w*|bonität\w*|kredit\w*)\b/iu],
  ["critical_infrastructure", /\b(power\s*grid|water\s*supply|traffic\s*control|stromnetz\w*|wasserversorgung\w*)\b/iu],
  ["law_enforcement", /\b(police|law\s*enforcement|polizei\w*|strafverfolgung\w*)\b/iu],
  ["migration_border", /\b(border|asylum|visa|migration|grenz\w*|asyl\w*)\b/iu],
  ["justice_democracy", /\b(court\w*|judge\w*|election\w*|voting|gericht\w*|wahl\w*)\b/iu],
  ["biometrics", /\b(biometric\w*|face\s*recognition|facial\s*recognition|biometrisch\w*|gesichtserkennung\w*)\b/iu],
];

const euWords = /\b(eu|e\.u\.|european\s+union|europe|union|germany|deutschland|france|austria|österreich|italy|spain|netherlands|ireland|belgium|poland|eea|europäische\w*|europa)\b/iu;

/** An engine profile (v1) from the free-text context and the question. */
export function profileFromContext(context: BreakdownContext, question = ""): AiActProfile {
  const all = [context.industry, context.ai_type, context.intended_use, question].join(" \n ");
  const kind = `${context.ai_type} ${context.intended_use}`;
  const inEu = context.region.trim() === "" || has(context.region, euWords);
  const gpai = has(kind, /\b(general[-\s]purpose\s+(ai\s+)?model|foundation\s+model|gpai|large\s+language\s+model|llm|basismodell)\b/iu);
  const practices: Practice[] = [];
  if (has(all, /\bemotion\w*|\bemotionserkennung\w*/iu) && has(all, /\b(employee\w*|worker\w*|workplace|staff|student\w*|school\w*|arbeitsplatz\w*|beschäftigte\w*|mitarbeite\w*|schul\w*)\b/iu)) {
    practices.push("emotion_recognition_workplace_education");
  }
  if (has(all, /\bsocial\s+scor\w*|\bsozialkredit\w*/iu)) practices.push("social_scoring");
  if (has(all, /\b(scrap\w*)\b.*\b(facial|face)\b|\b(facial|face)\b.*\bscrap\w*/iu)) practices.push("facial_image_scraping");
  const area = annexIIIWords.find(([, words]) => has(kind, words))?.[0];
  return AiActProfileSchema.parse({
    profileVersion: 1,
    subject: gpai ? "gpai_model" : "ai_system",
    roles: ["provider"],
    establishedInEu: inEu,
    placedOnEuMarket: inEu,
    outputUsedInEu: inEu,
    practices,
    ...(area && !gpai ? { annexIII: { area } } : {}),
    interactsWithPeople: has(kind, /\b(chat\s*bot\w*|chatbot\w*|assistant\w*|conversational|customer\s+service|kundenservice\w*|dialog\w*)\b/iu),
    generatesSyntheticContent: has(kind, /\b(generat\w*|generativ\w*|synthetic|synthetisch\w*|text\s+generation|image\s+generation)\b/iu),
    deepFakes: has(kind, /\bdeep\s*fakes?\b/iu),
  });
}
