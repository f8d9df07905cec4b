import { sql } from "drizzle-orm";
import { queryRows } from "#app/db/client.server.ts";
import { getStarterStatus } from "#app/jobs/starter-status.server.ts";

/**
 * Whether the first start is still installing the legal texts: the starter set is being
 * installed and no act is in the corpus yet. An answer then would cite nothing, so the
 * assistant says so instead of answering.
 */
export async function legalTextsStillInstalling(): Promise<boolean> {
  if (getStarterStatus().state !== "importing") return false;
  const [row] = await queryRows<{ found: boolean }>(sql`select exists (select 1 from acts) as found`);
  return !row?.found;
}
