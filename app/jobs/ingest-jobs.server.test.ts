import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { DAY } from "./define-job.ts";
import { ingestJobs, INGEST_LOOK_BACK_DAYS, scheduledIngestPayload } from "./ingest-jobs.server.ts";

useTestDatabase();
const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/court-data");
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A fake NeuRIS that, like the real one, filters /v1/case-law by the DECISION date (dateFrom)
 * and lists only what has been published so far.
 */
describe("scheduled NeuRIS runs and late publication", () => {
  const published: { documentNumber: string; decisionDate: string }[] = [];
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const template = JSON.parse(fs.readFileSync(path.join(fixtures, "neuris/KORE600500003.json"), "utf8"));
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      res.setHeader("content-type", "application/json");
      if (url.pathname === "/v1/case-law") {
        const dateFrom = url.searchParams.get("dateFrom") ?? "0000-00-00";
        const member =
          url.searchParams.get("pageIndex") === "0"
            ? published
                .filter((entry) => entry.decisionDate >= dateFrom)
                .map((entry) => ({ item: { documentNumber: entry.documentNumber } }))
            : [];
        res.end(JSON.stringify({ member, view: {} }));
        return;
      }
      const entry = published.find((candidate) => url.pathname === `/v1/case-law/${candidate.documentNumber}`);
      if (!entry) {
        res.statusCode = 404;
        res.end("{}");
        return;
      }
      res.end(
        JSON.stringify({
          ...template,
          documentNumber: entry.documentNumber,
          ecli: "",
          courtName: "Landesarbeitsgericht Düsseldorf",
          fileNumbers: [`3 Sa ${entry.documentNumber.slice(-3)}/24`],
          decisionDate: entry.decisionDate,
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a decision published three weeks after its date is picked up by the next scheduled run", async () => {
    const lastSuccess = Date.now() - 2 * 3_600_000;
    // Published after the last successful run, but decided three weeks before it.
    const decisionDate = isoDate(lastSuccess - 21 * DAY);
    published.push({ documentNumber: "KORE600599121", decisionDate });

    const payload = ingestJobs.neuris.scheduledPayload!(new Date(lastSuccess));
    expect(payload.since! <= decisionDate).toBe(true);
    const stats = await ingestJobs.neuris.handler({ ...payload, from: base }, { signal: new AbortController().signal });
    expect(stats).toMatchObject({ read: 1, new: 1 });
    const [row] = await getDb().select().from(decisions).where(eq(decisions.sourceId, "KORE600599121"));
    expect(row).toMatchObject({ decisionDate, source: "neuris" });

    // The next run re-reads the window; what is stored stays unchanged.
    const again = await ingestJobs.neuris.handler(
      { ...ingestJobs.neuris.scheduledPayload!(new Date()), from: base },
      { signal: new AbortController().signal },
    );
    expect(again).toMatchObject({ read: 1, new: 0, unchanged: 1 });
  });

  it("looks back the window from the last success (or now), never from the future; rii reads its whole TOC", () => {
    const now = Date.parse("2026-06-30T12:00:00Z");
    expect(INGEST_LOOK_BACK_DAYS).toBe(90);
    expect(scheduledIngestPayload("neuris", new Date("2026-06-30T10:00:00Z"), now)).toEqual({ since: "2026-04-01" });
    expect(scheduledIngestPayload("oldp", null, now)).toEqual({ since: "2026-04-01" });
    // After a long outage the window starts 90 days before the last success.
    expect(scheduledIngestPayload("oldp", new Date("2026-01-10T00:00:00Z"), now)).toEqual({ since: "2025-10-12" });
    expect(scheduledIngestPayload("rii", new Date("2026-06-30T10:00:00Z"), now)).toEqual({});
  });
});
