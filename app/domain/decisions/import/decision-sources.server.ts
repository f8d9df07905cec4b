import { z } from "zod";
import type { Source } from "../decision-record.ts";
import type { DecisionSource } from "./decision-source.server.ts";
import { neurisSource } from "./neuris-source.server.ts";
import { oldpSource } from "./oldp-source.server.ts";
import { riiSource } from "./rii-source.server.ts";

/**
 * Every source with a live importer, one line each (docs/guides/adding-a-court-source.md). The
 * ingest jobs (in this order), `npm run ingest -- --source` and `readSource` are built from it.
 */
export const decisionSources = {
  rii: riiSource,
  neuris: neurisSource,
  oldp: oldpSource,
} as const satisfies { [Name in Source]?: DecisionSource<Name> };

export type LiveSource = keyof typeof decisionSources;

export const liveSourceNames = Object.keys(decisionSources) as [LiveSource, ...LiveSource[]];
export const LiveSourceSchema = z.enum(liveSourceNames);
