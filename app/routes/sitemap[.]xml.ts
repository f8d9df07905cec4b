import { getSitemap, renderSitemap } from "../domain/site/sitemap.server.ts";
import { cachedSitemapXml } from "../domain/site/sitemap-cache.server.ts";
import { getEnv } from "../env.server.ts";

export async function loader() {
  const baseUrl = getEnv().PUBLIC_URL;
  const xml = await cachedSitemapXml(baseUrl, "sitemap.xml", async () => renderSitemap(await getSitemap({ baseUrl })));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
