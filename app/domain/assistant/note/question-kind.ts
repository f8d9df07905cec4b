import { asksWhenApplies } from "#app/domain/corpus/retrieval/application-in-time.ts";
import { statutoryDates } from "./statutory-dates.ts";

/**
 * What a question asks for, as a lawyer reads it, for the sentence that opens the research note:
 * - "time": a date or a period ("from when", "how long", "by when", "deadline", „ab wann“, „wie
 *   lange“, „Frist“, a limitation or expiry period, "too late");
 * - "amount": a fine's amount ("how much … fine", "how high", „wie hoch“, „Bußgeld“, "penalty");
 * - "definition": what a term means ("what is a …", "what does … mean", "counts as", "treated as",
 *   „was ist …“, „was bedeutet …“, „gilt … als“, a quoted term: "Is our software a 'product' …?");
 * - otherwise undefined.
 */
export type QuestionKind = "time" | "amount" | "definition";

export function questionKind(question: string): QuestionKind | undefined {
  if (
    asksWhenApplies(question) ||
    /\b(how long|how soon|how quickly|how many (days|months|years)|deadline|time limit|limitation period|expiry period|cut-off|too late|wie lange|wie schnell|wie viel zeit|innerhalb welcher|frist|fristen|verjährung|verjährt|zu spät|ab wann|seit wann|bis wann)\b/iu.test(
      question,
    ) ||
    /\bwhen\b.{0,80}\b(apply|applies|start|begin|expire|run|runs)\b/iu.test(question) ||
    /\bwhen (do|does|must|will|shall)\b.{0,80}\b(comply|compliant|have to|need to)\b|\bwann (muss|müssen)\b/iu.test(
      question,
    )
  )
    return "time";
  if (
    /\b(fine|fines|fined|penalty|penalties|bußgeld\w*|geldbuße\w*|sanktion\w*)\b/iu.test(question) &&
    /\b(how much|how high|what amount|up to (what|which|how)|maximum|wie hoch|wie viel|bis zu welch\w*|maximal\w*)\b/iu.test(
      question,
    )
  )
    return "amount";
  if (
    /\b(what (is|are) (an? |the )?|what does .{1,60} mean|definition|defined|define|counts? as|treated as|qualif(y|ies) as|was (ist|sind|bedeutet|versteht)|begriff|definiert)\b/iu.test(
      question,
    ) ||
    /\b(gilt|gelten|zählt|zählen)\b.{0,80}\bals\b/iu.test(question) ||
    /['‘„“"][^'’“”"]{2,60}['’“”"]/u.test(question)
  )
    return "definition";
  return undefined;
}

/** "three years", "10 days", „drei Jahren“, "two years after": a period of time in a sentence. */
const period =
  /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|twenty-five|thirty|einem|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|fünfzehn|zwanzig|fünfundzwanzig|dreißig)\s+(years?|months?|days?|weeks?|hours?|jahre[ns]?|monate[ns]?|tage[ns]?|wochen|stunden)\b/iu;

/** The sentence states a period of time ("three years", „zehn Tagen“). */
export function statesPeriod(sentence: string): boolean {
  return period.test(sentence);
}

/** "up to EUR 35 000 000", "7 % of its total worldwide annual turnover", „bis zu 35 000 000 EUR“: an amount. */
const amount = /\b(EUR|euro)\b|€|\d\s?(%|per cent|prozent)/iu;

/** The sentence answers a question of this kind in its own words: the date or period, the amount, the definition. */
export function answersKind(kind: QuestionKind, sentence: string): boolean {
  if (kind === "time") return statutoryDates(sentence).length > 0 || period.test(sentence);
  if (kind === "amount") return amount.test(sentence);
  return /^\s*(\(\d+[a-z]?\)\s*)?['‘„“"»›][^'’“”"«‹]{1,160}['’“”"«‹]\s+(means|bezeichnet|ist|sind)\b/u.test(sentence);
}
