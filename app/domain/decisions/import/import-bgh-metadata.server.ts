import { importDecisions, type ImportOptions, type ImportStats } from "./import-decisions.server.ts";
import { bghMetadataFileSource, readBghMetadata } from "./read-bgh-metadata.server.ts";

/**
 * Imports one BGH metadata file (rechtsprechung-im-internet.de 2010– or the court's database
 * 2000–2009) through the common importer: normalised, upserted in batches of 1,000 records per
 * transaction, defects quarantined with their reason (docs/decisions/014).
 */
export async function importBghMetadataFile(
  file: string,
  options: Pick<ImportOptions, "today" | "signal" | "onProgress" | "batchSize"> = {},
): Promise<ImportStats & { source: string }> {
  const source = await bghMetadataFileSource(file);
  const stats = await importDecisions({ source, items: readBghMetadata(file), batchSize: 1000, ...options });
  return { ...stats, source };
}
