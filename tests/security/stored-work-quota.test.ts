import { afterEach, describe, expect, test, vi } from "vitest";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { storedWorkLimits } from "#app/domain/assistant/projects/stored-work-limits.server.ts";
import * as chatRoute from "#app/routes/api.assistant.chats.$id.ts";
import * as messages from "#app/routes/api.assistant.chats.$id.messages.ts";
import * as projectRoute from "#app/routes/api.assistant.projects.$id.ts";
import * as projects from "#app/routes/api.assistant.projects.ts";
import { callRoute, readEvents } from "../support/assistant-api.ts";
import { useTestDatabase } from "../support/database.ts";
import { signIn } from "../support/sign-in.ts";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages as messageRows } from "#app/db/schema/index.ts";

/*
 * Attack (10): 300 projects of 4 KB each were accepted in 5 seconds: no cap on stored work and
 * no write rate per user.
 */
useTestDatabase();
afterEach(() => vi.useRealTimers());

const newProject = (user: Awaited<ReturnType<typeof signIn>>) =>
  callRoute(projects, {
    method: "POST",
    path: "/api/assistant/projects",
    as: user,
    json: { id: crypto.randomUUID(), title: "P", description: "x".repeat(4000) },
  });

describe("caps on what one account stores", () => {
  test("projects: past the cap a new one is refused with 403 and a clear message", async () => {
    const user = await signIn();
    for (let i = 0; i < storedWorkLimits.projects; i++)
      await createProject({ uid: user.user.uid, id: crypto.randomUUID(), title: `P${i}` });
    const response = await newProject(user);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: "quota_exceeded", message: expect.stringContaining(`${storedWorkLimits.projects} projects`) },
    });
  });

  test("chats: past the cap a question that would open a new chat is refused with 403", async () => {
    const user = await signIn();
    const projectId = crypto.randomUUID();
    await createProject({ uid: user.user.uid, id: projectId, title: "Chats" });
    const now = new Date().toISOString();
    await getDb()
      .insert(chats)
      .values(
        Array.from({ length: storedWorkLimits.chats }, () => ({
          id: crypto.randomUUID(),
          uid: user.user.uid,
          projectId,
          title: "c",
          createdAt: now,
          updatedAt: now,
        })),
      );
    const chatId = crypto.randomUUID();
    const response = await callRoute(messages, {
      method: "POST",
      path: `/api/assistant/chats/${chatId}/messages`,
      params: { id: chatId },
      as: user,
      json: { projectId, question: "Q?" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: "quota_exceeded", message: expect.stringContaining("chats") },
    });
  });

  test(`messages: a chat takes questions up to ${storedWorkLimits.messagesPerChat} messages; the next one is refused with 403, the chat kept whole, a new chat still works`, async () => {
    const user = await signIn();
    const projectId = crypto.randomUUID();
    await createProject({ uid: user.user.uid, id: projectId, title: "Long chat" });
    const chatId = crypto.randomUUID();
    const start = Date.parse("2026-11-26T08:00:00Z");
    await getDb()
      .insert(chats)
      .values({
        id: chatId,
        uid: user.user.uid,
        projectId,
        title: "long",
        createdAt: new Date(start).toISOString(),
        updatedAt: new Date(start).toISOString(),
      });
    // Two messages short of the cap: one more question and its answer fit.
    await getDb()
      .insert(messageRows)
      .values(
        Array.from({ length: storedWorkLimits.messagesPerChat - 2 }, (_, i) => ({
          id: crypto.randomUUID(),
          chatId,
          type: i % 2 === 0 ? ("user" as const) : ("ai" as const),
          content: `message ${i}`,
          createdAt: new Date(start + i * 1000).toISOString(),
        })),
      );
    const ask = (id: string, question: string) =>
      callRoute(messages, {
        method: "POST",
        path: `/api/assistant/chats/${id}/messages`,
        params: { id },
        as: user,
        json: { projectId, question },
      });
    const read = async () =>
      (await (
        await callRoute(chatRoute, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: user })
      ).json()) as { messages: Array<{ id: string; type: string; content: string }> };

    const last = await ask(chatId, "The last question that fits?");
    expect(last.status).toBe(200);
    expect((await readEvents(last)).at(-1)?.type).toBe("done");
    const full = await read();
    expect(full.messages).toHaveLength(storedWorkLimits.messagesPerChat);

    const refused = await ask(chatId, "One question too many?");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: "quota_exceeded",
        message: `A chat can hold ${storedWorkLimits.messagesPerChat} messages; start a new chat to go on.`,
      },
    });
    // Nothing lost, nothing half-stored: the chat reads exactly as before the refusal.
    expect(await read()).toEqual(full);

    const fresh = await ask(crypto.randomUUID(), "One question too many?");
    expect(fresh.status).toBe(200);
    expect((await readEvents(fresh)).at(-1)?.type).toBe("done");
  });

  test("messages: a question whose question and answer would pass the cap of a chat is refused with 403", async () => {
    const user = await signIn();
    const projectId = crypto.randomUUID();
    await createProject({ uid: user.user.uid, id: projectId, title: "Messages" });
    const now = new Date().toISOString();
    const chatId = crypto.randomUUID();
    await getDb()
      .insert(chats)
      .values({ id: chatId, uid: user.user.uid, projectId, title: "c", createdAt: now, updatedAt: now });
    // One question short of the cap: its question and answer would pass it.
    await getDb()
      .insert(messageRows)
      .values(
        Array.from({ length: storedWorkLimits.messagesPerChat - 1 }, () => ({
          id: crypto.randomUUID(),
          chatId,
          type: "user" as const,
          content: "q",
          createdAt: now,
        })),
      );
    const response = await callRoute(messages, {
      method: "POST",
      path: `/api/assistant/chats/${chatId}/messages`,
      params: { id: chatId },
      as: user,
      json: { projectId, question: "Q?" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        code: "quota_exceeded",
        message: expect.stringContaining(`${storedWorkLimits.messagesPerChat} messages`),
      },
    });
  });
});

test(`writes: past ${storedWorkLimits.writesPerMinute} a minute a user gets 429 with Retry-After; a minute later writes go through`, async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-26T12:00:00Z"));
  const user = await signIn();
  const id = crypto.randomUUID();
  await createProject({ uid: user.user.uid, id, title: "Renamed" });
  const rename = () =>
    callRoute(projectRoute, {
      method: "PATCH",
      path: `/api/assistant/projects/${id}`,
      params: { id },
      as: user,
      json: { title: "again" },
    });
  for (let i = 0; i < storedWorkLimits.writesPerMinute; i++) expect((await rename()).status).toBe(200);
  const refused = await rename();
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("60");
  expect(await refused.json()).toMatchObject({ error: { code: "write_rate" } });
  vi.setSystemTime(new Date("2026-11-26T12:01:00Z"));
  expect((await rename()).status).toBe(200);
});
