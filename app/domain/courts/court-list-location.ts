/**
 * The official download of the XJustiz court code list GDS.Gerichte from XRepository (version 3.6,
 * valid from 2023-09-12 — the version of the real sample in ../shared/data/de-courts). XRepository
 * serves each code-list version at `/api/xrepository/<version URN>/download/<file>`; a newer
 * version has a new URN, so this address is pinned and changed deliberately.
 */
export const XREPOSITORY_COURTS_URL =
  "https://www.xrepository.de/api/xrepository/urn:xoev-de:xjustiz:codeliste:gds.gerichte_3.6/download/GDS.Gerichte_3.6.json";

/**
 * What `npm run ingest -- --courts <location>` reads: a file, a URL, or the shortcut
 * "xrepository" for the official XJustiz list (XREPOSITORY_COURTS_URL in the environment
 * overrides it, e.g. for a mirror).
 */
export function resolveCourtListLocation(
  location: string,
  env: Record<string, string | undefined> = process.env,
): string {
  if (location.trim().toLowerCase() !== "xrepository") return location;
  return env.XREPOSITORY_COURTS_URL?.trim() || XREPOSITORY_COURTS_URL;
}
