/**
 * What a yes/no question asks, as a lawyer reads it, so that the research note can answer "No —" or
 * „Ja —“ where the answer is determined (ADR 158): by the AI Act engine's verdict, or by a provision
 * that excludes the asked subject from the act. Undefined for any other question, and for a text
 * that puts several questions ("Is it high-risk? Does the same apply to …?"), whose one "yes"
 * would not say which it answers.
 * - "allowed": "Is X allowed?", "Can we …?", "May an employer …?", „Darf …?“, „Ist … erlaubt?“;
 * - "prohibited": "Is X prohibited / banned?", „Ist … verboten?“;
 * - "high-risk": "Is X high-risk?", "Does X count as high-risk AI?", „Ist … hochriskant?“, „Fällt das unter Hochrisiko?“;
 * - "applies": "Does the Directive apply to …?", "Is X covered by …?", „Gilt die Richtlinie für …?“, „Fällt … unter …?“;
 * - "exempt": "Are we exempt from the AI Act?", „Sind wir von der KI-VO befreit?“, „Fallen wir nicht unter …?“.
 */
export type YesNoQuestion = "allowed" | "prohibited" | "high-risk" | "applies" | "exempt";

export function yesNoQuestion(question: string): YesNoQuestion | undefined {
  const text = question.trim();
  // One question, not a list of them; a lead-in before a colon ("Frage aus dem Betriebsrat: Darf …?") is not a second one.
  if ((text.match(/\?/g) ?? []).length > 1) return undefined;
  const asked = (text.split(/(?<=[.!:])\s+/u).findLast((part) => part.includes("?")) ?? text).trim();
  // A question that opens with an interrogative asks what, how or when, not whether.
  if (
    /^(what|which|how|when|who|whom|whose|where|why|was|welche\w*|wie|wann|wer|wem|wen|wo|wozu|warum|weshalb|ab wann|seit wann|bis wann)\b/iu.test(
      asked,
    )
  )
    return undefined;
  if (/\b(exempt(ed)?|befreit|ausgenommen)\b/iu.test(asked)) return "exempt";
  if (/\b(prohibited|banned|forbidden|illegal|verboten|untersagt|unzulässig)\b/iu.test(asked)) return "prohibited";
  // Whether it is high-risk: the question ends on the class ("… treated as 'high-risk' AI?", „Fällt das unter
  // Hochrisiko?“), not one that names a high-risk system and asks a duty ("Do we have to tell applicants that a
  // high-risk AI system is used …?").
  if (
    /^(is|are|does|do|would|will|ist|sind|fällt|fallen|gilt|gelten|zählt|zählen|wäre)\b/iu.test(asked) &&
    /\b(high-risk|hochrisik\p{L}*|hochriskant\p{L}*)['’"]?(\s+(ai|ki))?(\s*-?\s*(system|systems|systeme|systemen|tool|model))?\s*\?\s*$/iu.test(
      asked,
    )
  )
    return "high-risk";
  if (
    /^(does|do|will|would)\b.{0,80}\b(directive|regulation|act|pld|dsm)\b.{0,60}\bapply\b/iu.test(asked) ||
    /^(is|are) .{1,120}\bcovered by\b/iu.test(asked) ||
    /^(is|are) (the|this) .{0,60}\b(directive|regulation|act|pld)\b.{0,20}\bapplicable\b/iu.test(asked) ||
    /^(gilt|gelten|greift) (die|das|der) (\S+\s+)?\S*(richtlinie|verordnung|ki-vo|pld)\b.{0,60}\b(für|bei)\b/iu.test(
      asked,
    )
  )
    return "applies";
  if (
    /^(is|are)\b.{1,160}\b(allowed|permitted|lawful|legal|permissible)\b/iu.test(asked) ||
    /^(can|may|could) (i|we|you|a|an|the|our|my|companies|employers?|an? \S+|they|it)\b/iu.test(asked) ||
    /^(darf|dürfen)\b/iu.test(asked) ||
    /^(ist|sind) .{1,160}\b(erlaubt|zulässig|gestattet|rechtmäßig)\b/iu.test(asked)
  )
    return "allowed";
  return undefined;
}

/** "No" or "yes", and whether the provision that decides it keeps an exception ("unless", „es sei denn“). */
export type YesNoAnswer = { answer: "yes" | "no"; asARule: boolean };

/**
 * The answer a verdict determines: a prohibited practice is not allowed ("No"), is prohibited ("Yes");
 * a high-risk finding answers whether it is high-risk ("Yes"). Undefined when the verdict does not
 * decide what is asked.
 */
export function verdictAnswer(
  asks: YesNoQuestion | undefined,
  verdict: "prohibited" | "high-risk" | "other",
): YesNoAnswer | undefined {
  if (verdict === "prohibited" && asks === "allowed") return { answer: "no", asARule: false };
  if (verdict === "prohibited" && asks === "prohibited") return { answer: "yes", asARule: false };
  if (verdict === "high-risk" && asks === "high-risk") return { answer: "yes", asARule: false };
  return undefined;
}

/**
 * The answer a provision that excludes the asked subject from its act determines ("This Directive does
 * not apply to free and open-source software …"): it does not apply ("No"), the subject is exempt ("Yes");
 * "as a rule" when the provision keeps an exception ("… unless they are placed on the market … as
 * high-risk AI systems"). Undefined for any other question.
 */
export function exclusionAnswer(asks: YesNoQuestion | undefined, exclusion: string): YesNoAnswer | undefined {
  const asARule = /\b(unless|except|save where|es sei denn|außer|ausgenommen)\b/iu.test(exclusion);
  if (asks === "applies") return { answer: "no", asARule };
  if (asks === "exempt") return { answer: "yes", asARule };
  return undefined;
}

/**
 * The words of the thing a question asks whether an act covers: "Is software covered by …?" →
 * ["software"]; "Does the Directive cover standalone apps?" → ["standalone", "apps"]; „… auch für
 * Software?“, „Fällt Software unter …?“ → ["software"]. Undefined for any other question.
 */
export function coveredThing(question: string): string[] | undefined {
  const text = question.trim();
  const object =
    /^(?:is|are)\s+(.{1,60}?)\s+covered\b/iu.exec(text)?.[1] ??
    /\bcovers?\s+(.{1,60}?)\s*\?/iu.exec(text)?.[1] ??
    /\bauch\s+für\s+(.{1,60}?)\s*\?/iu.exec(text)?.[1] ??
    /^(?:fällt|fallen)\s+(.{1,60}?)\s+unter\b/iu.exec(text)?.[1];
  if (!object) return undefined;
  const words = object
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(
      (word) =>
        word.length > 2 &&
        !/^(the|a|an|our|my|its|their|die|der|das|den|dem|ein|eine|einen|unser\p{L}*|mein\p{L}*)$/u.test(word),
    );
  return words.length > 0 ? words : undefined;
}
