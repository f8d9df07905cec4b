import { getSitemapPart, renderSitemap } from "../domain/site/sitemap.server.ts";
import { cachedSitemapXml } from "../domain/site/sitemap-cache.server.ts";
import { getEnv } from "../env.server.ts";
import type { Route } from "./+types/sitemap.$name";

/** The parts of a sitemap too large for one file (see getSitemap): /sitemap/pages.xml, /sitemap/decisions-N.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const baseUrl = getEnv().PUBLIC_URL;
  const xml = await cachedSitemapXml(baseUrl, `part:${params.name}`, async () => {
    const urls = await getSitemapPart({ baseUrl, name: params.name });
    return urls ? renderSitemap({ kind: "urlset", urls }) : null;
  });
  if (xml === null)
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
