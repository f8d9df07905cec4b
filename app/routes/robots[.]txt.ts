import { robotsTxt } from "../domain/site/sitemap.server.ts";
import { getEnv } from "../env.server.ts";

export function loader() {
  return new Response(robotsTxt(getEnv().PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
