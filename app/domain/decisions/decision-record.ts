import { z } from "zod";

import { branches, regions, sources, type Branch, type Region } from "./taxonomy.ts";

export { branches, regions, sources, type Branch, type Region };
export const SourceSchema = z.enum(sources);
export type Source = z.infer<typeof SourceSchema>;
export const BranchSchema = z.enum(branches);
export const RegionSchema = z.enum(regions);

/** A calendar date 'YYYY-MM-DD' that exists (no 2019-02-30). */
export const IsoDateSchema = z.iso.date();

/**
 * A decision as every importer hands it to the upsert: already normalised, one shape for all
 * sources. Anything that does not fit is quarantined by the importer instead.
 */
export const NormalisedDecisionSchema = z.object({
  source: SourceSchema,
  sourceId: z.string().min(1).max(200),
  ecli: z
    .string()
    .regex(/^ECLI:[A-Z]{2}:[A-Z0-9]{1,7}:\d{4}:[A-Z0-9.]{1,25}$/i)
    .nullable(),
  fileNumbers: z.array(z.string().min(1)).min(1),
  courtId: z.number().int().nullable(),
  courtName: z.string().min(2),
  region: RegionSchema,
  branch: BranchSchema,
  level: z.string().nullable(),
  /**
   * The panel ("II. Zivilsenat") and the norms the source lists. Absent (not null) when a source
   * does not give them, so that the content hash of records from such sources stays as it was.
   */
  panel: z.string().min(1).optional(),
  norms: z.array(z.string().min(1)).min(1).optional(),
  decisionDate: IsoDateSchema,
  decisionType: z.string().nullable(),
  title: z.string().min(1),
  headnote: z.string().nullable(),
  tenor: z.string().nullable(),
  fullTextHtml: z.string().nullable(),
  sourceUrl: z.url().nullable(),
  pdfUrl: z.url().nullable(),
  searchText: z.string(),
});
export type NormalisedDecision = z.infer<typeof NormalisedDecisionSchema>;
