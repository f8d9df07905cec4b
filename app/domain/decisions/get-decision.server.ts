import { desc, eq, ne, sql } from "drizzle-orm";
import { Parser } from "htmlparser2";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import type { DecisionSummary } from "./decision-views.ts";

export type { DecisionSummary } from "./decision-views.ts";

const detailColumns = {
  id: decisions.id,
  source: decisions.source,
  sourceId: decisions.sourceId,
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
  return row ? { ...row, tenor: tenorApart(row), updatedAt: new Date(row.updatedAt).toISOString() } : null;
}

/** The most recent decisions by decision date (the page's "Most Recent Decisions"). */
export async function listRecentDecisions(options: { limit: number; excludeId?: string }): Promise<DecisionSummary[]> {
  return getDb()
    .select({
      id: decisions.id,
      title: decisions.title,
      courtName: decisions.courtName,
      decisionDate: decisions.decisionDate,
      fileNumbers: decisions.fileNumbers,
    })
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

/**
 * The tenor to show apart from the full text: none when the full text has its own "Tenor" section.
 * Open Legal Data publishes a decision as one text with that section, which the importer also copies
 * into `tenor` (sources/oldp.ts); shown apart it would appear twice (for a text without further
 * headings, the whole text twice, also in the page's data).
 */
export function tenorApart(decision: { tenor: string | null; fullTextHtml: string | null }): string | null {
  return decision.tenor && decision.fullTextHtml && hasTenorHeading(decision.fullTextHtml) ? null : decision.tenor;
}

/** Whether the HTML has a heading "Tenor" (read in slices: it usually comes first). */
function hasTenorHeading(html: string): boolean {
  let heading: string | undefined;
  let text = "";
  let found = false;
  const parser = new Parser({
    onopentagname(name) {
      if (/^h[1-6]$/.test(name)) [heading, text] = [name, ""];
    },
    ontext(part) {
      if (heading) text += part;
    },
    onclosetag(name) {
      if (name !== heading) return;
      heading = undefined;
      if (/^\s*Tenor\s*:?\s*$/i.test(text)) found = true;
    },
  });
  for (let start = 0; start < html.length && !found; start += 16_384) parser.write(html.slice(start, start + 16_384));
  parser.end();
  return found;
}
