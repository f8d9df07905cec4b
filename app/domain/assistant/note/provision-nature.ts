import type { Language } from "#app/domain/corpus/types.ts";

export type ProvisionNature =
  | "definition"
  | "prohibition"
  | "classification"
  | "liability"
  | "obligation"
  | "permission"
  | "scope"
  | "penalty"
  | "exception";

// The drafting conventions of EU acts: "‘X’ means", "shall be prohibited", "shall be considered to
// be", "shall", "may", "shall apply to", "fines", "except where", and their German counterparts.
const rules: Record<Language, [ProvisionNature, RegExp][]> = {
  EN: [
    ["definition", /^\W{0,3}[‘'"“][^’'"”]{1,120}[’'"”]\s+means\b/],
    ["prohibition", /\bshall be prohibited\b|\bshall not\b(?! apply| be (held )?liable)|\bprohibited\b/i],
    [
      "classification",
      /\bshall be considered (to be )?(as )?high-risk|\bshall be classified\b|\bshall not be considered\b/i,
    ],
    ["liability", /\b(shall be|is|are|be held) liable\b|\bliability\b/i],
    ["obligation", /\bshall (?!not\b|be prohibited\b|apply\b|be considered\b|be liable\b)\w+/i],
    ["permission", /\bmay\b/],
    ["scope", /\b(shall apply|applies) to\b|\bThis (Regulation|Directive) (shall )?appl(y|ies)\b/i],
    ["penalty", /\b(administrative )?fines?\b(?!-)|\bpenalt(y|ies)\b/i],
    [
      "exception",
      /\bexcept\b|\bunless\b|\bshall not apply\b|\bshall not be (held )?liable\b|\bby way of derogation\b|\bderogation\b/i,
    ],
  ],
  DE: [
    [
      "definition",
      /^\W{0,6}[„"‚'»][^“"‘'«]{1,120}[“"‘'«]\s+(bezeichnet|ist|sind|bedeutet)\b|\bbezeichnet der Ausdruck\b|\bgilt als »/,
    ],
    ["prohibition", /\bverboten\b|\bdarf nicht\b|\bdürfen nicht\b|\bunzulässig\b/i],
    ["classification", /\bgilt als\b|\bgelten als\b/i],
    ["liability", /\bhaftet\b|\bhaften\b|\bHaftung\b/i],
    [
      "obligation",
      /\bverpflichtet\b|\b(muss|müssen)\b|\b(stellt|stellen|sorgt|sorgen)\b[^.]*\bsicher\b|\b(hat|haben)\b[^.;]*\bzu \p{L}+en\b/iu,
    ],
    ["permission", /\b(kann|können)\b/i],
    ["scope", /\b(gilt|gelten) für\b|\bfindet Anwendung\b/i],
    ["penalty", /\bGeldbußen?\b|\bSanktionen?\b/i],
    [
      "exception",
      /\bes sei denn\b|\baußer\b|\bausgenommen\b|\bgilt nicht\b|\bfindet keine Anwendung\b|\babweichend\b/i,
    ],
  ],
};

/** What kind of rule a provision lays down (at most three, the defining one first). */
export function provisionNature(text: string, heading: string | null, language: Language): ProvisionNature[] {
  const found = rules[language].filter(([, pattern]) => pattern.test(text)).map(([nature]) => nature);
  if (heading && /prohibit|verbot/i.test(heading) && !found.includes("prohibition")) found.unshift("prohibition");
  // Annex III's points are high-risk by Art. 6(2) ("High-risk AI systems referred to in Article 6(2)").
  if (
    heading &&
    /^(high-risk AI systems referred to|Hochrisiko-KI-Systeme gemäß)/i.test(heading) &&
    !found.includes("classification")
  )
    found.unshift("classification");
  const set = new Set(found);
  // A prohibition is worded with "shall"; a definition with "means": do not call them obligations too.
  if (set.has("definition") || set.has("prohibition") || set.has("classification")) set.delete("obligation");
  if (set.has("obligation") || set.has("prohibition")) set.delete("permission");
  const main = [...set].filter((nature) => nature !== "exception").slice(0, 2);
  return set.has("exception") ? [...main, "exception"] : main;
}
