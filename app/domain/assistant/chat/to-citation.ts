import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { Citation } from "../stream-events.ts";

/**
 * The short pinpoint lawyers write, from the provision's label: "Article 5(1)(f)" → "Art. 5(1)(f)",
 * "Artikel 3 Nummer 4" → "Art. 3 Nummer 4"; recitals and annexes keep their label ("Recital 12", "Annex III").
 */
export function pinpointFromLabel(label: string): string {
  return label.replace(/^(?:Article|Artikel)\s+/i, "Art. ").trim();
}

/** The citation [n] for a retrieved passage, stored with the answer (text and metadata as retrieved). */
export function toCitation(match: Match & { version?: string }, n: number): Citation {
  return {
    id: `citation${n}`,
    n,
    text: match.text,
    metadata: {
      act: match.act,
      celex: match.celex,
      pinpoint: pinpointFromLabel(match.label),
      provisionId: match.id,
      heading: match.heading ?? match.articleHeading,
      url: match.url,
      ...(typeof match.version === "string" ? { version: match.version } : {}),
    },
  };
}
