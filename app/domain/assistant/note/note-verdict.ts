import { AiActProfileSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import type { ProvisionCitation } from "#app/domain/ai-act/provision-citation.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { formatLongDate } from "#app/i18n/language.ts";
import { de as aiActDe, en as aiActEn } from "#app/i18n/messages/ai-act.ts";
import { deriveAiActProfile, describesSystemOrUse } from "../derive-ai-act-profile.ts";
import { noteText, provisionLabel, type NoteLanguage } from "./note-wording.ts";

/** One sentence of the verdict and the installed provisions it rests on (never empty). */
export type VerdictStatement = { text: string; sources: Match[] };

/**
 * The deterministic AI Act engine's finding for a practice or system the question describes, in
 * the note's words: prohibited since …, high-risk with duties from …, a transparency duty, a
 * general-purpose model. `primary` is the provision whose sentence answers (Art. 5(1)(f), the
 * Annex III point, Art. 50(1)), not the article of dates.
 */
export type NoteVerdict = {
  statements: VerdictStatement[];
  primary: Match;
  basis: string;
  /** What the first statement finds: a prohibited practice, a high-risk system, or something else (a duty, a model). */
  kind?: "prohibited" | "high-risk" | "other";
};

const highRisk = new Set(["high_risk", "high_risk_product", "high_risk_sectoral"]);
const gpai = new Set(["gpai_model", "gpai_systemic_risk"]);
/** Provisions that date or frame a finding rather than state it. */
const framing = (pinpoint: string) => /^art_(113|111|6)(\.|$)/.test(pinpoint);

/**
 * The same reading of a text as the regulation cards (deriveAiActProfile, then classifyAiAct on
 * `asOf`), for a question that describes an AI practice or system. Undefined when the question
 * describes none (describesSystemOrUse: a question on a term, a date, a fine's amount), when the engine finds nothing beyond scope and minimal risk, or when none of its
 * provisions is installed (`resolve` gives the installed provision of a pinpoint).
 */
export function aiActVerdict(input: {
  question: string;
  language: NoteLanguage;
  asOf: string;
  resolve: (pinpoint: string) => Match | undefined;
}): NoteVerdict | undefined {
  const { language } = input;
  const derived = deriveAiActProfile(input.question);
  // Only a question that describes a system or its use gets a verdict, not one on what the law says (ADR 151).
  if (!derived.describesAi || !describesSystemOrUse(input.question)) return undefined;
  const result = classifyAiAct(AiActProfileSchema.parse(derived.profile), { asOf: input.asOf });
  const texts: Record<string, string> = language === "de" ? aiActDe : aiActEn;
  const resolve = (citations: ProvisionCitation[]) => [
    ...new Map(
      citations
        .map((citation) => input.resolve(citation.pinpoint))
        .filter((match) => match !== undefined)
        .map((match) => [match.id, match]),
    ).values(),
  ];
  const date = (day: string) => formatLongDate(day, language);
  const subjectLabel = (subject: string | undefined) => {
    const kind = ["practice", "area", "product", "exclusion", "change"].find(
      (candidate) => texts[`aiAct.${candidate}.${subject}`] !== undefined,
    );
    const label = kind && texts[`aiAct.${kind}.${subject}`];
    if (!label) return undefined;
    // "4. Employment (recruitment, …)" → "employment (recruitment, …)"; German nouns keep their capital, but a
    // practice is a verb's phrase in German too: „(erkennt Emotionen von Menschen am Arbeitsplatz …)“ (ADR 158).
    const plain = label.replace(/^\d+\.\s*/, "");
    return language === "en" || kind === "practice" ? `${plain[0]!.toLowerCase()}${plain.slice(1)}` : plain;
  };

  const statements: VerdictStatement[] = [];
  let firstKind: NoteVerdict["kind"] = "other";
  const add = (text: string, sources: Match[], kind: NoteVerdict["kind"] = "other") => {
    if (sources.length === 0) return;
    if (statements.length === 0) firstKind = kind;
    statements.push({ text, sources });
  };
  const prohibited = result.classifications.filter((classification) => classification.id === "prohibited");
  if (prohibited.length > 0) {
    for (const classification of prohibited) {
      const subject = subjectLabel(classification.subject);
      if (!subject || !classification.appliesFrom) continue;
      add(
        noteText(language, classification.inForce ? "note.verdict.prohibited" : "note.verdict.prohibitedFrom", {
          subject,
          date: date(classification.appliesFrom),
        }),
        resolve(classification.citations),
        "prohibited",
      );
    }
    const fine = result.fines.find((candidate) => candidate.id === "prohibited_practice");
    if (fine && statements.length > 0) {
      const amount = new Intl.NumberFormat(language === "de" ? "de-DE" : "en-GB").format(fine.maxEur);
      add(
        noteText(language, "note.verdict.fine", {
          amount,
          percent: fine.turnoverPercent,
          which: noteText(language, fine.lowerForSme ? "note.verdict.lower" : "note.verdict.higher"),
        }),
        resolve(fine.citations),
      );
    }
  } else {
    for (const classification of result.classifications) {
      if (!classification.appliesFrom) continue;
      const when = { date: date(classification.appliesFrom) };
      const sources = resolve(classification.citations);
      if (highRisk.has(classification.id)) {
        const subject = subjectLabel(classification.subject);
        if (subject)
          add(
            noteText(language, classification.inForce ? "note.verdict.highRiskInForce" : "note.verdict.highRisk", {
              subject,
              ...when,
            }),
            sources,
            "high-risk",
          );
      } else if (classification.id === "transparency") {
        const provisions = sources
          .filter((source) => !framing(source.pinpoint))
          .map((source) => provisionLabel(source, language));
        if (provisions.length > 0)
          add(
            noteText(
              language,
              classification.inForce ? "note.verdict.transparencyInForce" : "note.verdict.transparency",
              { provisions: provisions.join(", "), ...when },
            ),
            sources,
          );
      } else if (
        gpai.has(classification.id) &&
        !statements.some((statement) => statement.text === noteText(language, "note.verdict.gpai", when))
      ) {
        add(noteText(language, "note.verdict.gpai", when), sources);
      }
    }
  }
  if (statements.length === 0) return undefined;
  const first = statements[0]!.sources;
  return {
    kind: firstKind,
    statements,
    primary: first.find((source) => !framing(source.pinpoint)) ?? first[0]!,
    basis: noteText(language, "note.verdict.basis"),
  };
}
