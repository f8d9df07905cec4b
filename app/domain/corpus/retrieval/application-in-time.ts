import { withoutActNumbers } from "./cited-acts.ts";
import type { IndexedProvision } from "./lexical-index.ts";

/**
 * "From when does … apply?", "By when did member states have to transpose …?", "Ab wann gilt …?":
 * the question asks when a rule starts to apply, which the acts answer in their final provisions.
 * "When does the AI Act apply to …" and "Wann gilt … als …" ask in which cases, not from when:
 * a bare "when" counts only with words of time ("enter into force", "transpose", "in Kraft").
 */
export function asksWhenApplies(query: string): boolean {
  return (
    /\b(from (what|which) (date|day)|from when|since when|by when|until when|what date|start(s|ed)? (to apply|applying)|date of application|ab wann|seit wann|bis wann|ab welchem (datum|tag|zeitpunkt)|zu welchem (datum|zeitpunkt))\b/i.test(
      query,
    ) ||
    /\bwhen\b.{0,120}\b(in force|into force|take effect|takes effect|transpose|transposed)\b/i.test(query) ||
    /\bwann\b.{0,120}\b(in kraft|umsetzen|umgesetzt|umzusetzen)\b/i.test(query)
  );
}

/**
 * "A toaster sold in 2019 caught fire last week: which product liability rules govern the claim?",
 * "Welche Richtlinie gilt für ein 2024 gekauftes Gerät?": with a year in it, a question which act or
 * rules apply asks which regime applies in time, which the acts' transitional provisions answer (ADR 138).
 * Without a year ("Which rules apply to deployers?") it asks about substance.
 */
export function asksWhichRegimeApplies(query: string): boolean {
  if (!/\b(19|20)\d\d\b/.test(withoutActNumbers(query))) return false;
  return (
    /\bwhich\b.{0,60}\b(directive|regulation|law|laws|rules|regime|version|act)\b.{0,40}\b(appl(y|ies)|govern(s)?|cover(s)?)\b/i.test(
      query,
    ) ||
    /\bwelche[rs]?\b.{0,60}\b(richtlinie|verordnung|regeln|vorschriften|recht|fassung|regime|gesetz)\b.{0,40}\b(gilt|gelten|anwendbar|anzuwenden)\b/i.test(
      query,
    )
  );
}

/**
 * The acts' own headings of their provisions on time: entry into force and application,
 * transitional provisions, transposition, application in time (EN and DE). A paragraph or point
 * carries its article's heading as `contextHeading`.
 */
const timeHeading =
  /\b(entry into force|transitional|transposition|application in time|inkrafttreten|übergangs\w*|umsetzung|geltungsbeginn|zeitliche anwendung)\b/i;

export function isApplicationInTime(provision: Pick<IndexedProvision, "kind" | "heading" | "contextHeading">): boolean {
  if (provision.kind === "recital" || provision.kind === "definition") return false;
  return timeHeading.test(provision.heading ?? "") || timeHeading.test(provision.contextHeading ?? "");
}
