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
  "by way of derogation", "shall not apply", "without prejudice", "notwithstanding", "shall not be affected", "shall not affect",
  "abweichend von", "gilt nicht", "gelten nicht", "unbeschadet", "bleibt unberührt", "bleiben unberührt", "werden durch diese richtlinie nicht berührt", "wird durch diese richtlinie nicht berührt",
];
