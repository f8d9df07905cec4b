import { topLevel, type Corpus } from "../corpus-cache.server.ts";
import type { KnownAct } from "../../known-acts.ts";
import { lookUpNamedProvisions, type NamedProvisions } from "../named-provisions.server.ts";
import { parseReferences, withoutSpans } from "../references/parse-references.ts";
import { tokenizeWords } from "../../vocabulary/text-analysis.ts";
import type { Language } from "../../types.ts";
import type { ResolvedActs } from "./resolve-acts.ts";

/** Step 2 of the search: the provisions the question names, and the words left to search. */
export type NamedInQuestion = { lookup: NamedProvisions; query: string; onlyReferences: boolean };

/** lookUpNamed: the provisions the question names are looked up; the words around them are searched. */
export function lookUpNamed(
  corpus: Corpus,
  question: string,
  { language, asOf, acts }: { language: Language; asOf: string; acts: Pick<ResolvedActs, "candidates" | "routed"> },
): NamedInQuestion | undefined {
  return namedProvisionsOf(corpus, question, { language, asOf, candidates: acts.candidates, routed: acts.routed });
}

/**
 * The references of a question resolved to installed provisions (or notices), and the question
 * without the references that resolved: their numbers would only find provisions that contain
 * "10" or "2024". A reference that resolves to nothing stays in the question as words.
 */
function namedProvisionsOf(
  corpus: Corpus,
  question: string,
  {
    language,
    asOf,
    candidates,
    routed,
  }: { language: Language; asOf: string; candidates: readonly KnownAct[]; routed: ReadonlySet<string> },
): NamedInQuestion | undefined {
  const parsed = parseReferences(question);
  if (parsed.references.length === 0) return undefined;
  const searchable = candidates.flatMap((act) => [act.celex, ...(act.amendedBy ?? [])]);
  const lookup = lookUpNamedProvisions(corpus, parsed, {
    language,
    asOf,
    searchable,
    routed:
      routed.size < candidates.length
        ? [...routed].flatMap((celex) => [celex, ...(candidates.find((act) => act.celex === celex)?.amendedBy ?? [])])
        : [],
  });
  const spans = [
    ...new Map(lookup.groups.map((group) => [group.reference.span.start, group.reference.span])).values(),
  ].sort((a, b) => a.start - b.start);
  const query = spans.length > 0 ? withoutSpans(question, spans) : question;
  // A question that is nothing but references searches the headings of what it names: their neighbours follow them.
  const headings = [
    ...new Set(
      lookup.groups.flatMap((group) => group.rows.map((row) => topLevel(row, corpus.byPinpoint)?.heading ?? "")),
    ),
  ].join(" ");
  const onlyReferences = tokenizeWords(query).length === 0;
  return { lookup, query: onlyReferences ? headings : query, onlyReferences };
}
