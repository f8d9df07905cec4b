import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { actParams, localLabel, noteText, type NoteLanguage } from "./note-wording.ts";

type Source = { match: Match; role: "related" | "article" | "definition" };

/**
 * Three questions a user would ask next, built from the provisions around the answer: first the
 * provisions the cited ones refer to (`related`), then the whole articles the cited paragraphs and
 * points belong to, then the definitions they rely on. Never a provision the note already quotes.
 */
export function suggestFollowUps(
  {
    passages,
    related,
    definitions,
    language,
  }: { passages: Match[]; related: Match[]; definitions: Match[]; language: NoteLanguage },
  count = 3,
): string[] {
  const cited = new Set(passages.map((match) => `${match.celex}:${match.pinpoint}`));
  const sources: Source[] = [
    ...related.map((match) => ({ match, role: "related" as const })),
    ...passages
      .filter((match) => match.pinpoint.includes(".") && !isDefinition(match))
      .map((match) => ({ match, role: "article" as const })),
    ...definitions.map((match) => ({ match, role: "definition" as const })),
    // Last resort: more of the articles the note quotes whole.
    ...passages.filter((match) => !match.pinpoint.includes(".")).map((match) => ({ match, role: "article" as const })),
  ];
  const questions: string[] = [];
  const asked = new Set<string>();
  for (const source of sources) {
    if (questions.length >= count) break;
    const key =
      source.role === "article"
        ? `${source.match.celex}:${source.match.pinpoint.split(".")[0]}`
        : `${source.match.celex}:${source.match.pinpoint}`;
    if (asked.has(key) || (source.role !== "article" && cited.has(key))) continue;
    asked.add(key);
    questions.push(phrase(source, language));
  }
  return questions;
}

/** A point of a definitions article ("‘X’ means …", "„X“ bezeichnet …"): asking for the whole article says nothing. */
function isDefinition(match: Match): boolean {
  return (
    /^art_\d+[a-z]?\.pt_/.test(match.pinpoint) &&
    /^\W{0,3}[‘'"“„][^’'"”“]{1,120}[’'"”“]\s+(means|bezeichnet|ist)\b/.test(match.text)
  );
}

function phrase({ match, role }: Source, language: NoteLanguage): string {
  const act = actParams(match.act, language);
  if (role === "definition" && match.heading)
    return noteText(language, "note.followUp.definition", { ...act, term: match.heading });
  if (role === "article") {
    const label = localLabel(match.label.replace(/\(.*$/, "").replace(/,.*$/, ""), language);
    const heading = match.articleHeading ?? match.heading;
    if (!heading) return noteText(language, "note.followUp.plain", { ...act, label });
    if (/prohibit|verbot/i.test(heading))
      return noteText(language, "note.followUp.articleProhibitions", { ...act, label });
    if (/obligation|dut(y|ies)|pflicht/i.test(heading))
      return noteText(language, "note.followUp.articleObligations", { ...act, label, heading });
    return noteText(language, "note.followUp.article", { ...act, label, heading });
  }
  const label = localLabel(match.label, language);
  const heading = match.heading ?? match.articleHeading;
  if (!heading) return noteText(language, "note.followUp.plain", { ...act, label });
  if (match.pinpoint.startsWith("anx_")) return noteText(language, "note.followUp.annex", { ...act, label, heading });
  if (/obligation|dut(y|ies)|pflicht/i.test(heading))
    return noteText(language, "note.followUp.obligations", { ...act, label, heading });
  if (/penalt|fine|sanktion|geldbu/i.test(heading))
    return noteText(language, "note.followUp.penalties", { ...act, label });
  return noteText(language, "note.followUp.heading", { ...act, label, heading });
}
