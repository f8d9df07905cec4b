import { expect, test } from "vitest";
import { makeDecision } from "#app/domain/decisions/seed-decisions.server.ts";
import { upsertDecisions } from "#app/domain/decisions/upsert-decisions.server.ts";
import { loader as sitemapPart } from "#app/routes/sitemap.$name.ts";
import { loader as sitemap } from "#app/routes/sitemap[.]xml.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { useTestDatabase } from "../support/database.ts";

/*
 * Attack (3, second half): /sitemap/decisions-1.xml was built anew for every request (0.7 s of
 * the database, 6 MB); eight in parallel stalled /healthz for 4 s. The files are now built once
 * and kept until the decisions change.
 */
useTestDatabase();

const store = (fileNumber: string) =>
  upsertDecisions(
    [
      makeDecision({
        courtName: "LG München I",
        region: "bayern",
        branch: "ordinary",
        decisionDate: "2025-05-02",
        fileNumbers: [fileNumber],
      }),
    ],
    {
      now: new Date("2025-06-01T10:00:00Z"),
    },
  );
const part = async () => (await sitemapPart({ params: { name: "decisions-1.xml" } } as never)).text();
const whole = async () => (await sitemap()).text();

test("the sitemap files are built once and kept until the decisions change", async () => {
  await store("1 O 1/25");
  emitDataChanged("decisions");
  const parallel = await Promise.all(Array.from({ length: 8 }, () => whole()));
  expect(new Set(parallel).size).toBe(1);
  expect(parallel[0]).toContain("1-o-1-25");

  // A decision stored without the change event is not read again: the kept file answers.
  await store("2 O 2/25");
  expect(await whole()).not.toContain("2-o-2-25");
  emitDataChanged("decisions");
  expect(await whole()).toContain("2-o-2-25");
});

test("a split sitemap's part is kept the same way; a part that does not exist answers 404 every time", async () => {
  await store("3 O 3/25");
  emitDataChanged("decisions");
  const first = await part();
  await store("4 O 4/25");
  expect(await part()).toBe(first);
  emitDataChanged("decisions");
  expect(await part()).toContain("4-o-4-25");
  for (let i = 0; i < 2; i++)
    expect((await sitemapPart({ params: { name: "decisions-9.xml" } } as never)).status).toBe(404);
});
