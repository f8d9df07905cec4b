import { sql } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { parseSearchQuery, searchBounds } from "#app/domain/decisions/search-decisions.server.ts";
import { loader } from "#app/routes/decisions._index.tsx";
import { useTestDatabase } from "../support/database.ts";

/*
 * Attack (3): /decisions?q= with 66 negated terms cost 0.8–2.4 s of the single embedded-database
 * connection, without sign-in or limit; 12 such requests in parallel made /healthz wait 8–12 s.
 */
useTestDatabase();

const page = (q: string) =>
  loader({
    request: new Request(`http://localhost/decisions?${new URLSearchParams({ q })}`),
    params: {},
    context: {},
  } as never);
const statusOf = (answer: unknown) =>
  answer && typeof answer === "object" && "init" in answer
    ? ((answer as { init?: { status?: number } }).init?.status ?? 200)
    : 200;

test("a query past the word or negation bound is not run; the page says why", async () => {
  const negated = Array.from({ length: 66 }, () => "-x").join(" ");
  for (const q of [negated, "a b c d e f g h i j k l m", "recht -a -b -c -d"]) {
    const parsed = parseSearchQuery(new URLSearchParams({ q }));
    expect(parsed.invalid).toEqual(["q"]);
    expect(parsed.query.q).toBeUndefined();
  }
  const answer = (await page(negated)) as { invalid: string[] };
  expect(answer.invalid).toEqual(["q"]);
  // Within the bounds, a search with negations still runs.
  expect(parseSearchQuery(new URLSearchParams({ q: "Mietrecht -Gewerbe -Kündigung OR Pacht" })).query.q).toBe(
    "Mietrecht -Gewerbe -Kündigung OR Pacht",
  );
});

test(`twelve searches at once: ${searchBounds.concurrency} run, ${searchBounds.queue} wait, the rest get 503 at once`, async () => {
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => page(`urteil${i}`)));
  const statuses = answers.map(statusOf);
  expect(statuses.filter((status) => status === 200)).toHaveLength(searchBounds.concurrency + searchBounds.queue);
  expect(statuses.filter((status) => status === 503)).toHaveLength(12 - searchBounds.concurrency - searchBounds.queue);
});

test.skipIf(inject("databaseTemplate").kind !== "postgres")(
  `a search past the ${searchBounds.statementTimeoutMs / 1000} s statement timeout is stopped: 503 and a page that says to narrow it (PostgreSQL; PGlite has no statement timer)`,
  async () => {
    // Another session holds the decisions table, so the search waits until its timeout stops it.
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = getDb().transaction(async (tx) => {
      await tx.execute(sql`lock table decisions in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    try {
      const answer = (await page("Mietrecht Kündigung")) as { init?: { status?: number }; data: { failed: unknown } };
      expect(statusOf(answer)).toBe(503);
      expect(answer.data.failed).toBe("slow");
    } finally {
      release();
      await holder;
    }
  },
);
