import { createFixedWindowLimiter } from "#app/utils/fixed-window-limiter.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";

/** Searches one user may run per minute (a chat turn runs one or two; scripts would run many). */
export const searchesPerMinute = 120;

/** Per-user search counter of this process (bounded in memory, like the sign-in limits). */
export const searchLimiter = singleton("corpus-search-rate", () =>
  createFixedWindowLimiter({ limit: searchesPerMinute, windowMs: 60_000 }),
);
