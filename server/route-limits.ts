import type { RateLimitOptions } from "./rate-limit.ts";

/**
 * Searches of the public decision list per client address: a search costs the one database
 * connection far more than a page (docs/decisions/094-bounds-on-public-and-per-user-cost.md), so
 * besides the bounds on its terms, its run time and the searches at once, an address may start 60
 * a minute. The list without a query (`/decisions`, paging, filters without `q`) is not counted.
 */
export const decisionSearchLimit = {
  routes: ["/decisions"],
  limit: 60,
  windowMs: 60_000,
  messageKey: "site.rateLimit.decisionSearch",
  skip: (req) => !req.query.q,
} satisfies RateLimitOptions;
