import { getSitemap, renderSitemap } from "../domain/site/sitemap.server.ts";
import { cachedSitemapXml } from "../domain/site/sitemap-cache.server.ts";
import { getEnv } from "../env.server.ts";

export async function loader() {
  const xml = await cachedSitemapXml("sitemap.xml", async () => renderSitemap(await getSitemap({ baseUrl: getEnv().PUBLIC_URL })));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
