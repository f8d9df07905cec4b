import { parseReferences } from "./references/parse-references.ts";

/**
 * A paragraph that qualifies another rather than stating a rule: it opens with, or says, "by way of
 * derogation", "shall not apply", "without prejudice", "notwithstanding", "shall not be affected"
 * (German: "abweichend von", "gilt nicht", "unbeschadet", "bleibt unberührt").
 */
export function isModifier(text: string): boolean {
  const opening = text.slice(0, 320).toLowerCase();
  return modifierPhrases.some((phrase) => opening.includes(phrase));
}
const modifierPhrases = [
  "by way of derogation",
  "shall not apply",
  "without prejudice",
  "notwithstanding",
  "shall not be affected",
  "shall not affect",
  "abweichend von",
  "gilt nicht",
  "gelten nicht",
  "unbeschadet",
  "bleibt unberührt",
  "bleiben unberührt",
  "werden durch diese richtlinie nicht berührt",
  "wird durch diese richtlinie nicht berührt",
];

/**
 * A question about whether someone is liable ("Can a platform be liable …?", "Wer haftet …?"): its
 * answer is the rule and the paragraph that says on what conditions the party is or is not liable.
 */
export function asksAboutLiability(question: string): boolean {
  return /\b(liab(le|ility|ilities)|haft(e|en|et|est|ung|ungen|bar|pflicht\w*)|held responsible)\b/iu.test(question);
}

/**
 * A provision that says who is liable, or on what conditions not ("shall be liable … unless",
 * "shall not be liable if", "exempt from liability"; German "haftet", "haften nicht", "von der
 * Haftung befreit"): Art. 17(4) DSM beside the rule of Art. 17(1).
 */
export function statesLiability(text: string): boolean {
  return /\b((shall|is|are|be|being|held|not) (be )?(held )?liable|exempt(ed)? from (any )?liability|haft(et|en|bar)\b|von der haftung befreit)/iu.test(
    text.slice(0, 600),
  );
}

/**
 * The provision of the same act a derogation names as the rule it departs from ("by way of
 * derogation from Article 11(1), point (e)", "abweichend von Artikel 7 Buchstabe e",
 * "notwithstanding Article 5(1)"): its pinpoint ("art_11.par_1.pt_e"), or undefined when the
 * paragraph derogates from nothing named there or names another act (ADR 154).
 */
export function derogatedProvision(text: string): string | undefined {
  const opening = text.slice(0, 320);
  const phrase = /\b(by way of derogation from|notwithstanding|abweichend von)\s+/iu.exec(opening);
  if (!phrase) return undefined;
  const after = opening.slice(phrase.index + phrase[0].length);
  const [first] = parseReferences(after).references;
  if (!first || first.span.start > 0 || first.acts.length > 0 || first.path.unit !== "article") return undefined;
  return first.pinpoint;
}
