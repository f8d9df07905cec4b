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
