/**
 * The feed catalogue: which calendar feeds exist and under which stable address.
 * Pure data, shared by the HTTP layer, the JSON index and the /calendar-feeds page.
 *
 * Addresses (docs/decisions/020-feed-addresses-and-http.md):
 *   /feeds/{region}/{branch}.ics   a federal state's courts of one branch, e.g. /feeds/bayern/labour.ics
 *   /feeds/bund/{court}.ics        one federal court, e.g. /feeds/bund/bag.ics
 *   /feeds/court/{court-slug}.ics  one individual court that has decisions
 *   /feeds/search.ics?q=…          a keyword feed
 * Slugs are lowercase ASCII and never change once published; renamed ones redirect permanently.
 */

import { branches, regions, states, type Branch, type Region, type State } from "../courts/court-taxonomy.ts";

export { branches, regions, states, type Branch, type Region, type State };

/** The court branches a federal state has (every branch but the federal patent court's). */
export const stateBranches = [
  "ordinary",
  "labour",
  "administrative",
  "social",
  "finance",
  "constitutional",
] as const satisfies readonly Branch[];

/** The federal courts: one feed each; every federal court is the only one of its branch. */
export const federalCourts = [
  { slug: "bverfg", branch: "constitutional", name: "Bundesverfassungsgericht" },
  { slug: "bgh", branch: "ordinary", name: "Bundesgerichtshof" },
  { slug: "bag", branch: "labour", name: "Bundesarbeitsgericht" },
  { slug: "bverwg", branch: "administrative", name: "Bundesverwaltungsgericht" },
  { slug: "bsg", branch: "social", name: "Bundessozialgericht" },
  { slug: "bfh", branch: "finance", name: "Bundesfinanzhof" },
  { slug: "bpatg", branch: "patent", name: "Bundespatentgericht" },
] as const satisfies readonly { slug: string; branch: Branch; name: string }[];
export type FederalCourtSlug = (typeof federalCourts)[number]["slug"];

/** Old region slugs that must keep working (subscriptions made to them): old → current. */
export const regionRedirects: Readonly<Record<string, Region>> = { niedersachen: "niedersachsen" };

/** What a feed contains: used to query decisions and to build the cache key. */
export type FeedScope =
  | { kind: "branch"; region: Region; branch: Branch }
  | { kind: "court"; courtSlug: string }
  | { kind: "search"; q: string; region?: Region; branch?: Branch };

export type FeedDefinition = {
  /** Stable key, also the path without "/feeds/" and ".ics", e.g. "bayern/labour". */
  key: string;
  path: string;
  region: Region;
  branch: Branch;
  /** The federal court's slug for feeds of a federal court. */
  court?: FederalCourtSlug;
  scope: FeedScope;
};

function define(region: Region, branch: Branch, court?: FederalCourtSlug): FeedDefinition {
  const key = `${region}/${court ?? branch}`;
  return { key, path: `/feeds/${key}.ics`, region, branch, court, scope: { kind: "branch", region, branch } };
}

/** Every planned feed: 16 states × 6 branches, plus one per federal court. */
export const catalogue: readonly FeedDefinition[] = [
  ...federalCourts.map((court) => define("bund", court.branch, court.slug)),
  ...states.flatMap((state) => stateBranches.map((branch) => define(state, branch))),
];

const byKey = new Map(catalogue.map((feed) => [feed.key, feed]));

export function isRegion(value: string): value is Region {
  return (regions as readonly string[]).includes(value);
}

export function isBranch(value: string): value is Branch {
  return (branches as readonly string[]).includes(value);
}

/** Lowercase ASCII letters, digits and single hyphens; at most 80 characters. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG && SLUG.test(value);
}

export type FeedLookup =
  | { kind: "feed"; feed: FeedDefinition }
  | { kind: "court"; courtSlug: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/**
 * Resolves the part of a path after "/feeds/" (still percent-encoded, as received) to a feed.
 * Anything that is not plain slugs — "..", encoded slashes, dots, overlong names — is not found.
 */
export function resolveFeedPath(rawPath: string): FeedLookup {
  const segments = rawPath.split("/");
  if (segments.length !== 2) return { kind: "not-found" };
  const [first = "", file = ""] = segments;
  if (!file.endsWith(".ics")) return { kind: "not-found" };
  const name = file.slice(0, -".ics".length);
  if (!isSlug(first) || !isSlug(name)) return { kind: "not-found" };

  if (first === "court") return { kind: "court", courtSlug: name };

  const renamed = regionRedirects[first];
  if (renamed) {
    const target = resolveFeedPath(`${renamed}/${file}`);
    if (target.kind === "feed") return { kind: "redirect", location: target.feed.path };
    return target;
  }

  const feed = byKey.get(`${first}/${name}`);
  if (feed) return { kind: "feed", feed };

  // The federal region by branch name (/feeds/bund/labour.ics) leads to that branch's federal court.
  if (first === "bund" && isBranch(name)) {
    const court = federalCourts.find((entry) => entry.branch === name);
    if (court) return { kind: "redirect", location: `/feeds/bund/${court.slug}.ics` };
  }
  return { kind: "not-found" };
}

export function feedByKey(key: string): FeedDefinition | undefined {
  return byKey.get(key);
}
