import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/db/client.server.ts";

/** Public pages that exist without data; decisions are added from the database. */
export const staticSitemapPaths = [
  "/",
  "/pricing",
  "/contact",
  "/privacy-policy",
  "/gdpr",
  "/impressum",
  "/calendar-feeds",
  "/decisions",
  "/ai-act-check",
];

/** The sitemap protocol allows 50,000 URLs per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapUrl = { loc: string; lastmod?: string };
export type Sitemap = { kind: "urlset"; urls: SitemapUrl[] } | { kind: "index"; sitemaps: string[] };

const DecisionRow = z.object({ id: z.string(), lastmod: z.string() });
const CountRow = z.object({ count: z.coerce.number().int() });

async function countDecisions(): Promise<number> {
  const [row] = await queryRows<unknown>(sql`select count(*) as count from decisions`);
  return CountRow.parse(row).count;
}

async function decisionUrls(baseUrl: string, offset: number, limit: number): Promise<SitemapUrl[]> {
  const rows = await queryRows<unknown>(sql`
    select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
      from decisions order by id limit ${limit} offset ${offset}`);
  return rows.map((raw) => {
    const row = DecisionRow.parse(raw);
    return { loc: `${baseUrl}/decision-details/${encodeURIComponent(row.id)}`, lastmod: row.lastmod };
  });
}

/**
 * /sitemap.xml: every URL in one file while they fit; beyond the protocol's limit an index of
 * /sitemap/pages.xml and /sitemap/decisions-N.xml (N from 1), each within the limit.
 */
export async function getSitemap(options: { baseUrl: string; limit?: number }): Promise<Sitemap> {
  const limit = options.limit ?? SITEMAP_URL_LIMIT;
  const statics = staticSitemapPaths.map((path) => ({ loc: `${options.baseUrl}${path}` }));
  const total = await countDecisions();
  if (statics.length + total <= limit) {
    return { kind: "urlset", urls: [...statics, ...(await decisionUrls(options.baseUrl, 0, total))] };
  }
  const parts = Math.ceil(total / limit);
  return {
    kind: "index",
    sitemaps: [
      `${options.baseUrl}/sitemap/pages.xml`,
      ...Array.from({ length: parts }, (_, i) => `${options.baseUrl}/sitemap/decisions-${i + 1}.xml`),
    ],
  };
}

export const SitemapPartSchema = z.union([
  z.literal("pages.xml").transform(() => ({ kind: "pages" as const })),
  z
    .string()
    .regex(/^decisions-[1-9]\d{0,5}\.xml$/)
    .transform((name) => ({ kind: "decisions" as const, part: Number(name.slice(10, -4)) })),
]);

/** One part of a split sitemap, or null when the part does not exist. */
export async function getSitemapPart(options: {
  baseUrl: string;
  name: string;
  limit?: number;
}): Promise<SitemapUrl[] | null> {
  const parsed = SitemapPartSchema.safeParse(options.name);
  if (!parsed.success) return null;
  const limit = options.limit ?? SITEMAP_URL_LIMIT;
  if (parsed.data.kind === "pages") return staticSitemapPaths.map((path) => ({ loc: `${options.baseUrl}${path}` }));
  const urls = await decisionUrls(options.baseUrl, (parsed.data.part - 1) * limit, limit);
  return urls.length > 0 ? urls : null;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!,
  );

/** Pure: the XML of a sitemap or sitemap index. */
export function renderSitemap(sitemap: Sitemap): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (sitemap.kind === "index") {
    const items = sitemap.sitemaps.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("\n");
    return `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
  }
  const items = sitemap.urls
    .map(
      (url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Private pages and machine endpoints: nothing for a search index.
    "Disallow: /account",
    "Disallow: /admin",
    "Disallow: /auth/",
    "Disallow: /api/",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
