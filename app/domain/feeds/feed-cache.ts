/**
 * The cache of built feed bodies: one entry per feed key with the data version it was built from
 * and how to build it again. Concurrent builds of one key are shared; keyword feeds (unbounded
 * keys) are bounded to the most recently built `maxSearches`. Knows nothing of HTTP, SQL or when
 * data changes: the feed service says which version is current.
 */
export type FeedBuild<Body> = () => Promise<Body | undefined>;

type Entry<Body> = { body: Body; version: string | undefined; build: FeedBuild<Body> };

export type FeedCacheOptions<Body> = {
  maxSearches: number;
  /** Turns a freshly built body into the one to store and serve (its recorded Last-Modified). */
  store: (key: string, body: Body) => Promise<Body>;
};

export const isSearchKey = (key: string) => key.startsWith("search?");

export type FeedCache<Body> = ReturnType<typeof createFeedCache<Body>>;

export function createFeedCache<Body>(options: FeedCacheOptions<Body>) {
  // Insertion-ordered: a key rebuilt moves to the end, so the oldest keyword feeds go first.
  const entries = new Map<string, Entry<Body>>();
  const building = new Map<string, Promise<Body | undefined>>();

  function evictSearches() {
    const searches = [...entries.keys()].filter(isSearchKey);
    for (const key of searches.slice(0, Math.max(0, searches.length - options.maxSearches))) entries.delete(key);
  }

  return {
    get(key: string): { body: Body; version: string | undefined } | undefined {
      return entries.get(key);
    },
    /** How the key was built last time, to build it again without its request. */
    builderOf(key: string): FeedBuild<Body> | undefined {
      return entries.get(key)?.build;
    },
    keys(): string[] {
      return [...entries.keys()];
    },
    /**
     * Builds the key's body for `version` (concurrent callers share the build) and stores it; a
     * build that finds no scope (a court renamed or without decisions now) removes the key.
     */
    build(key: string, build: FeedBuild<Body>, version: string | undefined): Promise<Body | undefined> {
      let pending = building.get(key);
      if (pending) return pending;
      pending = build()
        .then(async (built) => {
          if (!built) {
            entries.delete(key);
            return undefined;
          }
          const body = await options.store(key, built);
          entries.delete(key);
          entries.set(key, { body, version, build });
          evictSearches();
          return body;
        })
        .finally(() => building.delete(key));
      building.set(key, pending);
      return pending;
    },
  };
}
