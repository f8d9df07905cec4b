import { decisionSources, type LiveSource } from "./decision-sources.server.ts";
import type { LiveSettings, ReadOptions } from "./decision-source.server.ts";
import type { SourceItem } from "./import-decisions.server.ts";

export { decidedSince, type ReadOptions } from "./decision-source.server.ts";

/** Live endpoints: RII_TOC_URL, NEURIS_URL, OLDP_URL (the public services by default); --from overrides them. */
export function liveSourceUrl(source: LiveSource, settings: LiveSettings): string {
  return decisionSources[source].liveUrl(settings);
}

/** The records of a source (decision-sources.server.ts): `options.from`, else its live service. */
export function readSource(source: LiveSource, options: ReadOptions = {}): AsyncIterable<SourceItem> {
  return decisionSources[source].read(options);
}
