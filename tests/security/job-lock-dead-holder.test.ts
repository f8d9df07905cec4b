import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { defineJob } from "#app/jobs/define-job.ts";
import { acquireJobLock } from "#app/jobs/job-lock.server.ts";
import { runJob } from "#app/jobs/run-job.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";

useTestDatabase();

/** The pid of a process that has already exited (as an import killed with -9 leaves it). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

const job = defineJob({ id: "test-dead-holder", payload: z.object({}), handler: async () => ({ processed: 1 }) });

describe("a killed import's job lock", () => {
  test("is taken over at once when its holder's process on this host is gone, not after the lease", async () => {
    const tenMinutes = 10 * 60_000;
    expect(await acquireJobLock(job.id, `${os.hostname()}:${deadPid()}:killed`, tenMinutes)).toBe(true);
    expect(await runJob(job, {})).toMatchObject({ status: "succeeded", stats: { processed: 1 } });
  });

  test("a live holder keeps its lock: a second run is skipped", async () => {
    expect(await acquireJobLock(job.id, `${os.hostname()}:${process.pid}:alive`, 60_000)).toBe(true);
    expect(await runJob(job, {})).toMatchObject({ status: "skipped" });
  });
});
