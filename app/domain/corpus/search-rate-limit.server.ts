import { singleton } from "#app/utils/singleton.server.ts";

/** Searches one user may run per minute (a chat turn runs one or two; scripts would run many). */
export const searchesPerMinute = 120;

const windows = singleton("corpus-search-rate", () => new Map<string, { start: number; count: number }>());

/** Counts a search for `uid`; returns the seconds to wait when the user is over the limit. */
export function takeSearch(uid: string, now = Date.now(), limit = searchesPerMinute): number | undefined {
  if (windows.size > 10_000) for (const [key, value] of windows) if (now - value.start >= 60_000) windows.delete(key);
  let window = windows.get(uid);
  if (!window || now - window.start >= 60_000) windows.set(uid, (window = { start: now, count: 0 }));
  window.count += 1;
  return window.count > limit ? Math.ceil((window.start + 60_000 - now) / 1000) : undefined;
}
