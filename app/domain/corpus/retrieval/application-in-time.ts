import type { IndexedProvision } from "./lexical-index.ts";

/**
 * "From when does … apply?", "By when did member states have to transpose …?", "Ab wann gilt …?":
 * the question asks when a rule starts to apply, which the acts answer in their final provisions.
 * "When does the AI Act apply to …" and "Wann gilt … als …" ask in which cases, not from when:
 * a bare "when" counts only with words of time ("enter into force", "transpose", "in Kraft").
 */
export function asksWhenApplies(query: string): boolean {
  return /\b(from (what|which) (date|day)|from when|since when|by when|until when|what date|start(s|ed)? (to apply|applying)|date of application|ab wann|seit wann|bis wann|ab welchem (datum|tag|zeitpunkt)|zu welchem (datum|zeitpunkt))\b/i.test(query)
    || /\bwhen\b.{0,120}\b(in force|into force|take effect|takes effect|transpose|transposed)\b/i.test(query)
    || /\bwann\b.{0,120}\b(in kraft|umsetzen|umgesetzt|umzusetzen)\b/i.test(query);
}

/**
 * The acts' own headings of their provisions on time: entry into force and application,
 * transitional provisions, transposition, application in time (EN and DE). A paragraph or point
 * carries its article's heading as `contextHeading`.
 */
const timeHeading = /\b(entry into force|transitional|transposition|application in time|inkrafttreten|übergangs\w*|umsetzung|geltungsbeginn|zeitliche anwendung)\b/i;

export function isApplicationInTime(provision: Pick<IndexedProvision, "kind" | "heading" | "contextHeading">): boolean {
  if (provision.kind === "recital" || provision.kind === "definition") return false;
  return timeHeading.test(provision.heading ?? "") || timeHeading.test(provision.contextHeading ?? "");
}
