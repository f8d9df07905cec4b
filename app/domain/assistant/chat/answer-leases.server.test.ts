import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { messages } from "#app/db/schema/index.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { failAbandonedAnswers, heartbeat, startAnswerLeases, type Every } from "./answer-leases.server.ts";
import { appendMessage } from "./append-message.server.ts";
import { createProject } from "../projects/create-project.server.ts";
import { openChat } from "./open-chat.server.ts";
import { answerErrorText } from "../stream-events.ts";

useTestDatabase();
beforeEach(() => emptyTestDatabase());

const t0 = new Date("2026-11-27T10:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const leaseMs = 30_000;

/** An answer being written by the instance `instanceId`, as that instance stores it. */
async function streamingAnswer(instanceId: string) {
  const { user } = await signIn({ verified: true });
  const projectId = crypto.randomUUID();
  await createProject({ uid: user.uid, id: projectId, title: "Leases" });
  const chat = (await openChat({
    uid: user.uid,
    id: crypto.randomUUID(),
    projectId,
    question: "What is a provider?",
  }))!;
  const answer = await appendMessage({ chatId: chat.id, type: "ai", content: "", status: "streaming" });
  await getDb().update(messages).set({ instanceId }).where(eq(messages.id, answer.id));
  return answer.id;
}
const row = async (id: string) => (await getDb().select().from(messages).where(eq(messages.id, id)))[0]!;

test("an answer of an instance that keeps its heartbeat is left streaming; once its lease runs out, another instance stores it as an error", async () => {
  const id = await streamingAnswer("instance-a");
  await heartbeat(t0, "instance-a");
  // Within the lease (the instance is writing it): untouched.
  expect(await failAbandonedAnswers({ now: at(29), leaseMs })).toBe(0);
  expect((await row(id)).status).toBe("streaming");
  // A renewed heartbeat moves the lease on.
  await heartbeat(at(25), "instance-a");
  expect(await failAbandonedAnswers({ now: at(50), leaseMs })).toBe(0);
  // The instance died: no heartbeat since 25 s; at 56 s its answer is finished, once.
  expect(await failAbandonedAnswers({ now: at(56), leaseMs })).toBe(1);
  expect(await row(id)).toMatchObject({ status: "error", content: answerErrorText, errorCode: "internal" });
  expect(await failAbandonedAnswers({ now: at(57), leaseMs })).toBe(0);
});

test("an answer whose instance never registered (or was forgotten) is finished at the first sweep", async () => {
  const id = await streamingAnswer("instance-gone");
  expect(await failAbandonedAnswers({ now: t0, leaseMs })).toBe(1);
  expect((await row(id)).status).toBe("error");
});

test("each instance's periodic tick renews its own lease and sweeps the others' dead answers", async () => {
  let tick: (() => Promise<void>) | undefined;
  const every: Every = (_ms, run) => {
    tick = run;
    return () => (tick = undefined);
  };
  let now = t0;
  const leases = await startAnswerLeases({ leaseMs, every, now: () => now });
  // Written by this instance (appendMessage leases it to us) and by a dead one.
  const { user } = await signIn({ verified: true });
  const projectId = crypto.randomUUID();
  await createProject({ uid: user.uid, id: projectId, title: "Leases" });
  const chat = (await openChat({
    uid: user.uid,
    id: crypto.randomUUID(),
    projectId,
    question: "What is a provider?",
  }))!;
  const ours = (await appendMessage({ chatId: chat.id, type: "ai", content: "", status: "streaming" })).id;
  const theirs = await streamingAnswer("instance-dead");
  await heartbeat(t0, "instance-dead");
  now = at(40);
  await tick!();
  expect((await row(ours)).status).toBe("streaming");
  expect((await row(theirs)).status).toBe("error");
  await leases.stop();
  // Stopped (its own answers were stored before): what it left streaming is another's to finish.
  expect(await failAbandonedAnswers({ now: at(41), leaseMs })).toBe(1);
  expect((await row(ours)).status).toBe("error");
});
