import type { Coverage } from "#app/domain/corpus/retrieval/assess-coverage.ts";

/**
 * How the research note opens (ADR 131): with the provision that answers ("answers"), with the
 * closest provision, said to be the closest ("closest": the acts do not say it in so many words),
 * or with a plain "the installed acts do not answer this question" ("not-answered").
 */
export type AnswerDecision = "answers" | "closest" | "not-answered";

/**
 * What the note knows about whether the acts answer the question.
 * - `coverage`: the search's verdict (assess-coverage.ts), absent when the note is composed from passages alone;
 * - `otherLaw`: the question is asked under a law that is not installed ("the GDPR fine"; ADR 106);
 * - `namesActs`: it names a subject the routing knows, an installed act (AI Act, copyright, product liability,
 *   85/374/EEC, „Produkthaftungsrichtlinie“) or two concepts of the concept map;
 * - `named`: the search looked up a provision the question names;
 * - `statutoryEvidence`: the largest share of the question's weighted terms one of the first matches holds in its own words
 *   (search-coverage.server.ts), absent when unknown;
 * - `matched` / `total`: the most of the question's key words one provision contains, and how many it has;
 * - `foreignWords`: key words of the question that no installed provision contains, in any form ("payroll", „GmbH“).
 */
export type AnswerSignals = {
  coverage?: Coverage;
  otherLaw: boolean;
  namesActs: boolean;
  named: boolean;
  statutoryEvidence?: number;
  matched: number;
  total: number;
  foreignWords?: number;
  /** The question uses a term an installed act defines ("manufacturer", „Hersteller“). */
  definedTerm?: boolean;
  /** The other law sits beside a part the installed acts govern: the first match cites it, or it transposes the first match's act (other-law.ts). */
  otherLawBeside?: boolean;
};

/** Below this statutory evidence a weak match that names none of the acts' subjects may be "not answered". */
export const weakEvidence = 0.2;

/**
 * The decision, from the search's signals rather than from a count of key words alone: a statute
 * says "remuneration" where the question says "pays me too little", so most answerable questions
 * share few of their everyday words with the provision that answers them (calibrated on the
 * development halves and the uncovered set; ADR 131).
 * - A named provision answers by being named.
 * - The search found nothing installed about the question ("not-covered"): not answered, unless it
 *   names another law beside an installed act's part (the closest provision, ADR 158), or it names no other law and either names an installed act („in der neuen Produkthaftungsrichtlinie“)
 *   or every key word occurs in the acts and the best provision holds at least a third of them;
 *   then the evidence is mixed and the note opens with the closest provision.
 * - A partial match ("weak", or no verdict): not answered only when everything points that way: the
 *   question names none of the acts' subjects, the first matches hold little of it in their own
 *   words, a key word is foreign to the acts or at most one occurs, and the best provision holds
 *   less than a third of them. Otherwise, for a question that names none of the acts' subjects, a
 *   provision holding less than a third is the closest; on their subject it answers („Müssen wir
 *   unsere Mitarbeitenden im Umgang mit KI schulen?“ — Art. 4 AI Act, AI literacy of their staff).
 * - "covered": the provision answers (the search found most of the question in it, or the question names
 *   the acts' subject and the provision holds enough of it); only when the question names none of the
 *   acts' subjects, has a word foreign to them and the best provision holds less than a third of its
 *   key words is that provision the closest.
 */
export function decideAnswer(signals: AnswerSignals): AnswerDecision {
  const { coverage, matched, total } = signals;
  if (signals.definedTerm) return decideAnswer({ ...signals, definedTerm: false, namesActs: true });
  if (signals.named) return "answers";
  const thin = total === 0 || matched * 3 < total;
  if (coverage === "not-covered") {
    // Beside the other law the installed act's part is answered by the closest provision (ADR 158).
    if (signals.otherLaw) return signals.otherLawBeside ? "closest" : "not-answered";
    return signals.namesActs || ((signals.foreignWords ?? 0) === 0 && !thin) ? "closest" : "not-answered";
  }
  if (coverage !== "covered") {
    const offSubject =
      !signals.namesActs &&
      (signals.statutoryEvidence ?? 0) < weakEvidence &&
      ((signals.foreignWords ?? 0) >= 1 || matched <= 1);
    if (offSubject && thin) return "not-answered";
    // On the acts' subject the search's best provision answers (German words against an English text, everyday words against statutory ones).
    return thin && !signals.namesActs ? "closest" : "answers";
  }
  // The search found it, but the question names none of the acts' subjects, has a word foreign to them and the best provision little of it.
  return thin && !signals.namesActs && (signals.foreignWords ?? 0) >= 1 ? "closest" : "answers";
}
