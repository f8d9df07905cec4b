import { onDataChanged } from "#app/utils/events.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";

/** At most this many sitemap files are held (each at most 50,000 URLs, about 6 MB). */
const maxEntries = 8;

/**
 * The sitemap files' XML, built once and kept until the decisions change (a full part reads
 * 50,000 rows and takes about 0.7 s of the database; built anew per request, eight requests in
 * parallel stalled /healthz for 4 s). Requests that come while a file is being built share that
 * build; a failed build and a missing part are not kept.
 */
const cache = singleton("sitemap-xml", () => {
  const entries = new Map<string, Promise<string | null>>();
  onDataChanged("decisions", () => entries.clear());
  return entries;
});

/** `baseUrl`: the site's address, which the XML names — apps with different PUBLIC_URLs in one process (ADR 101) keep theirs apart. */
export function cachedSitemapXml(
  baseUrl: string,
  name: string,
  build: () => Promise<string | null>,
): Promise<string | null> {
  const key = `${baseUrl} ${name}`;
  const held = cache.get(key);
  if (held) return held;
  const built = build();
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
  cache.set(key, built);
  // Nothing to keep for a part that does not exist (any name may be asked for) or a failed build.
  built.then(
    (xml) => xml === null && cache.delete(key),
    () => cache.delete(key),
  );
  return built;
}
