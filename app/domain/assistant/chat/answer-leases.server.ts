import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "#app/db/client.server.ts";
import { serverInstances } from "#app/db/schema/index.ts";
import { logger } from "#app/utils/logger.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { answerErrorText } from "../stream-events.ts";

/*
 * Answers left `streaming` by an instance that died (docs/decisions/088-restarts-that-lose-no-answer.md).
 * Each instance has an id and a heartbeat row in server_instances; the answer it writes carries
 * that id. Every instance, every `beatEveryMs`, renews its own heartbeat and finishes as an error
 * every streaming answer whose instance's heartbeat is older than `leaseMs` (or that has none).
 */

const instance = singleton("server-instance", () => ({ id: crypto.randomUUID() }));

/** This process's instance id (stored with the answers it writes). */
export function currentInstanceId(): string {
  return instance.id;
}

export async function heartbeat(now: Date = new Date(), id = currentInstanceId()): Promise<void> {
  const at = now.toISOString();
  await getDb()
    .insert(serverInstances)
    .values({ id, startedAt: at, heartbeatAt: at })
    .onConflictDoUpdate({ target: serverInstances.id, set: { heartbeatAt: at } });
}

/**
 * Finishes as an error every streaming answer whose instance has not renewed its lease since
 * `now - leaseMs`, in one statement (two instances sweeping at once finish each answer once), and
 * forgets instances silent for ten leases. Returns how many answers it finished.
 */
export async function failAbandonedAnswers({
  now = new Date(),
  leaseMs,
}: {
  now?: Date;
  leaseMs: number;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - leaseMs).toISOString();
  const rows = await queryRows<{ id: string }>(sql`
    update messages set status = 'error', content = ${answerErrorText}, error_code = 'internal', follow_ups = '[]'::jsonb
    where status = 'streaming'
      and not exists (select 1 from server_instances i where i.id = messages.instance_id and i.heartbeat_at >= ${cutoff}::timestamptz)
    returning id`);
  await queryRows(
    sql`delete from server_instances where heartbeat_at < ${new Date(now.getTime() - 10 * leaseMs).toISOString()}::timestamptz`,
  );
  return rows.length;
}

/** Runs `run` every `ms` until the returned function is called (tests inject their own clock). */
export type Every = (ms: number, run: () => Promise<void>) => () => void;

const everyInterval: Every = (ms, run) => {
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Starts this instance's heartbeat and the sweep of abandoned answers (the first of each at once).
 * `stop` ends both and removes this instance's row: an answer of it still `streaming` then is
 * finished by the next sweep of another instance.
 */
export async function startAnswerLeases(
  options: { leaseMs?: number; beatEveryMs?: number; every?: Every; now?: () => Date } = {},
): Promise<{ stop: () => Promise<void> }> {
  const leaseMs = options.leaseMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const tick = async () => {
    try {
      await heartbeat(now());
      const failed = await failAbandonedAnswers({ now: now(), leaseMs });
      if (failed > 0)
        logger.warn({ failed }, "answers left streaming by a stopped instance were stored as error messages");
    } catch (error) {
      logger.warn({ err: error }, "answer lease heartbeat failed");
    }
  };
  await tick();
  const cancel = (options.every ?? everyInterval)(options.beatEveryMs ?? 10_000, tick);
  return {
    stop: async () => {
      cancel();
      await queryRows(sql`delete from server_instances where id = ${currentInstanceId()}`);
    },
  };
}
