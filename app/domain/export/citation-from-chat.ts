import type { Citation } from "#app/domain/assistant/stream-events.ts";
import type { ExportCitation } from "./export-document.ts";

/** A stored answer's citation in the export model; `scope` keeps [1] of one answer apart from [1] of the next. */
export function citationFromChat(citation: Citation, scope: string): ExportCitation {
  return {
    key: `${scope}:${citation.n}`,
    act: citation.metadata.act,
    celex: citation.metadata.celex,
    pinpoint: citation.metadata.pinpoint,
    heading: citation.metadata.heading,
    url: citation.metadata.url,
    ...(citation.metadata.version ? { version: citation.metadata.version } : {}),
    ...(citation.metadata.provisionId ? { provisionId: citation.metadata.provisionId } : {}),
  };
}
