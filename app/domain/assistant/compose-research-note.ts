import type { Match } from "#app/domain/corpus/search-legal-documents.server.ts";

export type NotePassage = Match & { n: number };
export type ResearchNote = { content: string; followUps: string[] };

/*
 * The answer without an AI model: a research note composed from the retrieved provisions.
 * This minimal version lists the passages with their pinpoints, headings and first sentence
 * (each cited as [n]); the full note (why each provision answers, key sentences, definitions,
 * follow-ups from related provisions) replaces it.
 */
export function composeResearchNote(input: { question: string; language: "en" | "de"; passages: NotePassage[] }): ResearchNote {
  const de = input.language === "de";
  if (input.passages.length === 0) {
    return {
      content: de
        ? "Zu dieser Frage wurde in den installierten Rechtsakten keine passende Vorschrift gefunden. Nennen Sie den Rechtsakt oder verwenden Sie dessen Begriffe."
        : "No provision of the installed acts matches this question. Name the act or use its terms.",
      followUps: [],
    };
  }
  const lines = [de ? "**Einschlägige Vorschriften**" : "**Relevant provisions**", ""];
  for (const passage of input.passages) {
    const heading = passage.heading ?? passage.articleHeading;
    const first = passage.text.split(/(?<=[.;:])\s+/)[0] ?? passage.text;
    lines.push(`- **${passage.act}, ${passage.label}**${heading ? ` (${heading})` : ""}: ${first} [${passage.n}]`);
  }
  const followUps = input.passages
    .slice(0, 3)
    .map((passage) => (de ? `Was regelt ${passage.label} ${passage.act} im Einzelnen?` : `What does ${passage.label} of the ${passage.act} require in detail?`));
  return { content: lines.join("\n"), followUps };
}
