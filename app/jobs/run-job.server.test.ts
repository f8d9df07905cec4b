import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "#app/db/client.server.ts";
import { jobLocks, jobRuns } from "#app/db/schema/jobs.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { defineJob } from "./define-job.ts";
import { acquireJobLock } from "./job-lock.server.ts";
import { runJob } from "./run-job.server.ts";
import { startScheduler } from "./scheduler.server.ts";

useTestDatabase();

/** A job whose runs wait until the test opens the gate (no real sleeps). */
function gatedJob(id: string, calls: string[]) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const job = defineJob({
    id,
    payload: z.object({ label: z.string() }),
    schedule: { everyMs: 3_600_000 },
    scheduledPayload: () => ({ label: "scheduled" }),
    handler: async (payload) => {
      calls.push(payload.label);
      await gate;
      return { processed: 1 };
    },
  });
  return { job, open };
}

const slowJob = (id: string, calls: string[]) => {
  const gated = gatedJob(id, calls);
  gated.open();
  return gated.job;
};

describe("runJob", () => {
  it("runs one instance at a time: a second concurrent run is skipped", async () => {
    const calls: string[] = [];
    const { job, open } = gatedJob("test-lock", calls);
    const runs = [runJob(job, { label: "a" }), runJob(job, { label: "b" })] as const;
    // The run that got the lock waits at the gate; the other one comes back first, skipped.
    expect(await Promise.race(runs)).toMatchObject({ status: "skipped" });
    open();
    const [first, second] = await Promise.all(runs);
    expect([first.status, second.status].sort()).toEqual(["skipped", "succeeded"]);
    expect(calls).toHaveLength(1);
    expect(await getDb().select().from(jobLocks).where(eq(jobLocks.name, "test-lock"))).toEqual([]);
    const again = await runJob(job, { label: "c" });
    expect(again).toMatchObject({ status: "succeeded", stats: { processed: 1 } });
  });

  it("takes over an expired lease left by a crashed process", async () => {
    expect(await acquireJobLock("test-expired", "crashed-process", -1000)).toBe(true);
    expect(await runJob(slowJob("test-expired", []), { label: "x" })).toMatchObject({ status: "succeeded" });
  });

  it("records a failure with its message instead of throwing, and rejects a bad payload", async () => {
    const job = defineJob({
      id: "test-fail",
      payload: z.object({}),
      handler: async () => {
        throw new Error("boom");
      },
    });
    const result = await runJob(job, {});
    expect(result).toMatchObject({ status: "failed", error: "boom" });
    const [run] = await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, "test-fail"));
    expect(run).toMatchObject({ status: "failed", error: "boom" });
    await expect(runJob(slowJob("test-payload", []), { label: 5 })).rejects.toThrow(
      /Invalid payload for job test-payload/,
    );
  });
});

describe("startScheduler", () => {
  it("runs a due job once and not again within its interval", async () => {
    const calls: string[] = [];
    let time = Date.now();
    // The timer never fires during the test: the test drives the ticks and the clock.
    const scheduler = startScheduler([slowJob("test-schedule", calls)], { tickMs: 3_600_000, now: () => time });
    try {
      await scheduler.tick();
      await scheduler.settled();
      time += 30 * 60_000;
      await scheduler.tick();
      await scheduler.settled();
      expect(calls).toEqual(["scheduled"]);
    } finally {
      await scheduler.stop();
    }
  });
});
