import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { expandGermanQuery } from "#app/domain/corpus/vocabulary/glossary-de-en.ts";
import { isStopword, tokenizeWords } from "#app/domain/corpus/vocabulary/text-analysis.ts";

/** The EU numbers under which the installed acts cite a law a question may name by its short name. */
const euNumbers: Record<string, string[]> = {
  gdpr: ["2016/679"],
  dsgvo: ["2016/679"],
  "ds-gvo": ["2016/679"],
  dsa: ["2022/2065"],
  dma: ["2022/1925"],
  mdr: ["2017/745"],
  gpsr: ["2023/988"],
  nis2: ["2022/2555"],
  cra: ["2024/2847"],
  infosoc: ["2001/29"],
};

/** National laws that transpose an installed directive (the German Produkthaftungsgesetz: 85/374/EEC, to be replaced under 2024/2853). */
const transposes: Record<string, string[]> = {
  prodhaftg: ["31985L0374", "32024L2853"],
};

/**
 * A question names a law that is not installed beside a part the installed acts govern (ADR 158): the
 * search's first match cites that law and the question names what that provision's article is about
 * ("Kann man die Grundrechte-Folgenabschätzung mit der DSFA nach DSGVO zusammenlegen?" — Art. 27(4) AI
 * Act, "Fundamental rights impact assessment …", refers to Regulation (EU) 2016/679), or the law
 * transposes an installed directive the search answered from first („im ProdHaftG … als die neue
 * Richtlinie“). Then the note answers the installed act's part and says the other law is not
 * installed; a question under the other law alone ("consent under the GDPR before sending marketing
 * e-mails", whose first match, Art. 26(9) AI Act, cites the GDPR on another subject) stays unanswered.
 */
export function otherLawBeside(law: string | undefined, matches: readonly Match[], question: string): boolean {
  const first = matches[0];
  if (!law || !first) return false;
  const name = law.trim().toLowerCase();
  if ((euNumbers[name] ?? []).some((number) => first.text.includes(number)))
    return namesHeading(question, first.articleHeading ?? first.heading ?? "");
  return (transposes[name] ?? []).includes(first.celex);
}

/** The question names at least two words of a heading beyond "AI" and "system(s)", also through the English words its German ones stand for. */
function namesHeading(question: string, heading: string): boolean {
  const words = tokenizeWords(question);
  const asked = new Set([...words, ...words.flatMap((word) => tokenizeWords(expandGermanQuery(word)))]);
  const telling = tokenizeWords(heading).filter(
    (word) => word.length > 2 && !isStopword(word, "EN") && !/^(ai|system|systems|high-risk)$/u.test(word),
  );
  return telling.filter((word) => asked.has(word)).length >= 2;
}
