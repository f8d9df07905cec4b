import { getSitemap, renderSitemap } from "../domain/site/sitemap.server.ts";
import { getEnv } from "../env.server.ts";

export async function loader() {
  const sitemap = await getSitemap({ baseUrl: getEnv().PUBLIC_URL });
  return new Response(renderSitemap(sitemap), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
