import { riiDocumentUrl } from "./sources/bgh-metadata.ts";

type Known = { source: string; sourceId: string; sourceUrl: string | null; fullTextHtml: string | null };

export type OfficialSource = {
  /** The decision's page at its official source. */
  url: string;
  /** The source's host name, as a person reads it ("www.rechtsprechung-im-internet.de"). */
  host: string;
  /** The full text is still to come: the full-text job fetches it from this source (ADR 019). */
  fullTextFetched: boolean;
};

/**
 * Where a person reads a decision at its official source: the address the importer stored, else,
 * for a document of rechtsprechung-im-internet.de, the address its document number gives (the
 * same the importers store). Null when neither is known or the address is not http(s).
 */
export function officialSource(decision: Known): OfficialSource | null {
  const fromNumber = decision.source === "rii" && decision.sourceId ? riiDocumentUrl(decision.sourceId) : null;
  const stored = decision.sourceUrl ? parseHttpUrl(decision.sourceUrl) : null;
  // A stored address that is only the service's start page says less than the document's own.
  const url =
    stored && (stored.pathname !== "/" || !fromNumber) ? stored : fromNumber ? parseHttpUrl(fromNumber) : null;
  if (!url) return null;
  return { url: url.href, host: url.hostname, fullTextFetched: !decision.fullTextHtml && decision.source === "rii" };
}

function parseHttpUrl(value: string): URL | null {
  const url = URL.parse(value);
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url : null;
}
