import { sql } from "drizzle-orm";
import { queryRows } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { feedDataChanges } from "#app/db/schema/feeds.ts";

/**
 * The one thing that invalidates feed bodies (docs/decisions/027-one-feed-invalidation-across-processes.md):
 * the version of the feeds' data as the database holds it, the same for every process on that
 * database. It changes when a decision or a court is added, removed or changed (by anyone: the
 * server, a CLI import, another instance) and when a process announces a change
 * (`announceFeedDataChange`, e.g. an import that wrote nothing new but asks for fresh feeds).
 */
export async function readFeedDataVersion(): Promise<string> {
  const [row] = await queryRows<{
    count: number | string;
    last: Date | string | null;
    revisions: number | string | null;
    courts: number | string;
    courts_last: Date | string | null;
    announced: number | string | null;
  }>(sql`
    select d.count, d.last, d.revisions, c.count as courts, c.last as courts_last, a.announced
    from (select count(*) as count, max(updated_at) as last, sum(revision) as revisions from ${decisions}) d,
         (select count(*) as count, max(updated_at) as last from ${courts}) c,
         (select sum(version) as announced from ${feedDataChanges}) a`);
  const time = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : "");
  return [
    row?.count,
    time(row?.last),
    row?.revisions ?? 0,
    row?.courts,
    time(row?.courts_last),
    row?.announced ?? 0,
  ].join("|");
}

/** Raises the announced part of the data version: every process's next check sees a change. */
export async function announceFeedDataChange(topic: "decisions" | "courts"): Promise<void> {
  await queryRows(sql`
    insert into ${feedDataChanges} as c (topic, version, changed_at) values (${topic}, 1, now())
    on conflict (topic) do update set version = c.version + 1, changed_at = now()`);
}

export type ChangeWatchOptions = {
  /** Reads the current data version (readFeedDataVersion; a stub in unit tests). */
  read: () => Promise<string>;
  /** A check is due this long after the previous one; 0 = on every `checkIfDue()`. */
  intervalMs: number;
  /** Called once per change found, with the new version. */
  onChange: (version: string) => void;
  onError: (error: unknown) => void;
  /** Called when a check has ended (after onChange, if it found one). */
  onChecked?: () => void;
  now?: () => number;
};

export type ChangeWatch = ReturnType<typeof createChangeWatch>;

/**
 * Compares the data version with the one last seen: at most every `intervalMs` when asked
 * (`checkIfDue`), on a timer when started (`every`), and at once on `checkNow` (after an
 * announcement). Concurrent checks share one query.
 */
export function createChangeWatch(options: ChangeWatchOptions) {
  const now = options.now ?? Date.now;
  let version: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function check(): Promise<void> {
    do {
      again = false;
      const found = await options.read();
      checkedAt = now();
      const previous = version;
      version = found;
      if (previous !== undefined && previous !== found) options.onChange(found);
    } while (again);
    options.onChecked?.();
  }

  function checkNow(): Promise<void> {
    // A check under way may have read before the change: read once more after it.
    if (checking) {
      again = true;
      return checking;
    }
    const run: Promise<void> = check()
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        if (checking !== run) return;
        checking = undefined;
        if (again) void checkNow();
      });
    checking = run;
    return run;
  }

  return {
    /** The version last seen (undefined before the first check). */
    get version() {
      return version;
    },
    /** Starts a check when one is due; resolves when it (or the one under way) has ended. */
    checkIfDue(): Promise<void> {
      if (checking) return checking;
      if (now() - checkedAt < options.intervalMs) return Promise.resolve();
      return checkNow();
    },
    /** Whether a check would start now. */
    isDue(): boolean {
      return !checking && now() - checkedAt >= options.intervalMs;
    },
    checkNow,
    /** Checks every `intervalMs` on a timer (unref'd) until `stop()`. */
    every(intervalMs: number) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => void checkNow(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    isChecking(): boolean {
      return checking !== undefined;
    },
    /** Resolves when no check is under way. */
    async settled() {
      while (checking) await checking;
    },
  };
}
