import { expandGermanQuery } from "#app/domain/corpus/vocabulary/glossary-de-en.ts";
import { expandQuery } from "#app/domain/corpus/retrieval/query-expansion.ts";
import { analyze, isStopword } from "#app/domain/corpus/vocabulary/text-analysis.ts";
import type { Language } from "#app/domain/corpus/types.ts";

/**
 * A content word of the question as the user wrote it, with the stems that find it in a text of
 * one language: its own, and those of the statutory words it stands for ("chatbot" → "interact
 * directly with natural persons", German "Emotionserkennung" → "emotion recognition" in an English
 * text). The same expansions the search uses, so the note explains the search's choice.
 */
export type QuestionTerm = { word: string; stems: string[]; expansions: { text: string; stems: string[] }[] };

// Words that name the law or the asker rather than the subject: every provision "matches" them.
const noise = new Set([
  "ai",
  "ki",
  "act",
  "acts",
  "regulation",
  "directive",
  "eu",
  "union",
  "law",
  "laws",
  "rule",
  "rules",
  "article",
  "articles",
  "verordnung",
  "richtlinie",
  "gesetz",
  "artikel",
  "eu-recht",
  "mit",
  "ohne",
  "gegen",
  "beim",
  "einem",
  "einer",
  // Pronouns the German stopwords lack: "Kopien ihrer Bestände", "hat mir verkauft" ask about the copies and the sale (ADR 158).
  "ihr",
  "ihre",
  "ihrer",
  "ihren",
  "ihrem",
  "ihres",
  "mir",
  "mich",
  "dir",
  "dich",
  "uns",
  "euch",
  "unser",
  "unsere",
  "unserer",
  "unseren",
  "unserem",
  "unseres",
  "mein",
  "meine",
  "meiner",
  "meinen",
  "meinem",
  "meines",
  "sein",
  "seine",
  "seiner",
  "seinen",
  "seinem",
  "seines",
]);

export function questionTerms(question: string, questionLanguage: "en" | "de", textLanguage: Language): QuestionTerm[] {
  const asked: Language = questionLanguage === "de" ? "DE" : "EN";
  const terms = new Map<string, QuestionTerm>();
  // A question is at most 4,000 characters (QuestionSchema); read no more than that.
  for (const word of question.slice(0, 4000).match(/[\p{L}\p{N}]+(?:[-‑][\p{L}\p{N}]+)*/gu) ?? []) {
    const lower = word.toLowerCase();
    if (noise.has(lower) || isStopword(lower, asked) || isStopword(lower, textLanguage) || lower.length < 2) continue;
    const stems = analyze(word, textLanguage);
    if (stems.length === 0) continue;
    const key = stems.join(" ");
    if (terms.has(key)) continue;
    const expansionTexts = [
      ...(asked === "DE" && textLanguage === "EN" ? [expandGermanQuery(word)] : []),
      ...expandQuery(word, textLanguage).extra.map((part) => part.text),
    ];
    const expansions = expansionTexts
      // "KI-System" expands to "AI" and "AI system": say "AI system" once.
      .map((text) => ({ text: [...new Set(text.trim().split(/\s+/))].join(" "), stems: analyze(text, textLanguage) }))
      .filter((expansion) => expansion.stems.length > 0 && expansion.stems.join(" ") !== stems.join(" "));
    terms.set(key, { word, stems, expansions });
  }
  return [...terms.values()];
}

/** The term occurs in a text whose stems are given: all its own stems, or all of one expansion's. */
export function termOccurs(term: QuestionTerm, stems: ReadonlySet<string>): boolean {
  return howTermOccurs(term, stems) !== undefined;
}

/** "" when the word itself occurs, the expansion's text when only the statutory words do, undefined when neither. */
export function howTermOccurs(term: QuestionTerm, stems: ReadonlySet<string>): string | undefined {
  if (term.stems.every((stem) => stems.has(stem))) return "";
  return term.expansions.find((expansion) => expansion.stems.every((stem) => stems.has(stem)))?.text;
}

export function stemSet(text: string, language: Language): Set<string> {
  return new Set(analyze(text, language));
}

/** The language of a retrieved provision's text, from its corpus id ("32024R1689:EN:art_5"). */
export function textLanguageOf(id: string): Language {
  return id.split(":")[1] === "DE" ? "DE" : "EN";
}
