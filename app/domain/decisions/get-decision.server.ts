import { desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";

const detailColumns = {
  id: decisions.id,
  source: decisions.source,
  ecli: decisions.ecli,
  fileNumbers: decisions.fileNumbers,
  courtName: decisions.courtName,
  region: decisions.region,
  branch: decisions.branch,
  level: decisions.level,
  panel: decisions.panel,
  norms: decisions.norms,
  decisionDate: decisions.decisionDate,
  decisionType: decisions.decisionType,
  title: decisions.title,
  headnote: decisions.headnote,
  tenor: decisions.tenor,
  fullTextHtml: decisions.fullTextHtml,
  sourceUrl: decisions.sourceUrl,
  pdfUrl: decisions.pdfUrl,
  revision: decisions.revision,
  updatedAt: decisions.updatedAt,
};

export type DecisionDetail = Awaited<ReturnType<typeof getDecisionById>> & {};

/** One published decision for its page, or null. */
export async function getDecisionById(id: string) {
  const [row] = await getDb().select(detailColumns).from(decisions).where(eq(decisions.id, id)).limit(1);
  return row ? { ...row, updatedAt: new Date(row.updatedAt).toISOString() } : null;
}

export type DecisionSummary = { id: string; title: string | null; courtName: string; decisionDate: string; fileNumbers: string[] };

/** The most recent decisions by decision date (the page's "Most Recent Decisions"). */
export async function listRecentDecisions(options: { limit: number; excludeId?: string }): Promise<DecisionSummary[]> {
  return getDb()
    .select({ id: decisions.id, title: decisions.title, courtName: decisions.courtName, decisionDate: decisions.decisionDate, fileNumbers: decisions.fileNumbers })
    .from(decisions)
    .where(options.excludeId ? ne(decisions.id, options.excludeId) : undefined)
    .orderBy(desc(decisions.decisionDate), desc(decisions.id))
    .limit(options.limit);
}

/** The id of the decision with this ECLI (ECLIs compare case-insensitively), or null. */
export async function findDecisionIdByEcli(ecli: string): Promise<string | null> {
  const exact = await getDb().select({ id: decisions.id }).from(decisions).where(eq(decisions.ecli, ecli)).limit(1);
  if (exact[0]) return exact[0].id;
  const folded = await getDb()
    .select({ id: decisions.id })
    .from(decisions)
    .where(sql`upper(${decisions.ecli}) = ${ecli.toUpperCase()}`)
    .limit(1);
  return folded[0]?.id ?? null;
}
