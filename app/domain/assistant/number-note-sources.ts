import type { Match } from "#app/domain/corpus/search-legal-documents.server.ts";
import type { NotePassage } from "./compose-research-note.ts";

/**
 * Numbers a note's sources as the answer cites them: the retrieved passages [1]…[k] in their order,
 * then the definitions [k+1]…, then the related provisions. Passages and definitions are what the
 * note cites (and what the message's citations must hold); related provisions only feed follow-ups.
 */
export function numberNoteSources(passages: Match[], context: { definitions: Match[]; related: Match[] }): {
  passages: NotePassage[];
  definitions: NotePassage[];
  related: NotePassage[];
} {
  let n = 0;
  const number = (matches: Match[]) => matches.map((match) => ({ ...match, n: ++n }));
  return { passages: number(passages), definitions: number(context.definitions), related: number(context.related) };
}
