import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import * as chatMessages from "#app/routes/api.assistant.chats.$id.messages.ts";
import * as chat from "#app/routes/api.assistant.chats.$id.ts";
import * as projectChats from "#app/routes/api.assistant.projects.$id.chats.ts";
import * as project from "#app/routes/api.assistant.projects.$id.ts";
import * as projects from "#app/routes/api.assistant.projects.ts";
import * as usage from "#app/routes/api.assistant.usage.ts";
import { releaseAnswer, reserveAnswer } from "#app/domain/assistant/chat/answers-in-progress.server.ts";
import { callRoute, readEvents } from "../support/assistant-api.ts";
import { useTestDatabase } from "../support/database.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

/*
 * The assistant's JSON API (docs/api.md) called as the router calls it. The Origin check and the
 * CSRF token run in the server in front of these routes: tests/integration/accounts-authorization.test.ts.
 * Without AI_BASE_URL the answers are research notes composed without a model.
 */
useTestDatabase();

let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
    "utf8",
  );
  await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
  alice = await signIn();
  bob = await signIn();
});

async function createProject(as: SignedIn, title = "Chatbot launch") {
  const id = crypto.randomUUID();
  const response = await callRoute(projects, {
    method: "POST",
    path: "/api/assistant/projects",
    as,
    json: { id, title },
  });
  expect(response.status).toBe(201);
  return id;
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; issues?: unknown[] } }).error;

describe("projects", () => {
  test("create (201), list newest first, read, rename and describe, delete (204), then 404", async () => {
    const id = crypto.randomUUID();
    const created = await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: alice,
      json: { id, title: "  Chatbot launch " },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    expect(await created.json()).toEqual({
      project: {
        id,
        title: "Chatbot launch",
        description: "",
        createdAt: expect.any(String),
        regulationCards: null,
        proceduralBreakdownData: null,
      },
    });
    const newer = await createProject(alice, "Second");

    const listed = await (await callRoute(projects, { path: "/api/assistant/projects", as: alice })).json();
    expect(listed.projects.map((entry: { id: string }) => entry.id).slice(0, 2)).toEqual([newer, id]);
    expect(Object.keys(listed.projects[0]).sort()).toEqual(["createdAt", "description", "id", "title"]);

    const patched = await callRoute(project, {
      method: "PATCH",
      path: `/api/assistant/projects/${id}`,
      params: { id },
      as: alice,
      json: { description: "Art. 50" },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).project).toMatchObject({ id, title: "Chatbot launch", description: "Art. 50" });
    const renamed = await callRoute(project, {
      method: "PATCH",
      path: `/api/assistant/projects/${id}`,
      params: { id },
      as: alice,
      json: { title: "Renamed" },
    });
    expect((await renamed.json()).project).toMatchObject({ title: "Renamed", description: "Art. 50" });
    expect(
      (await (await callRoute(project, { path: `/api/assistant/projects/${id}`, params: { id }, as: alice })).json())
        .project.title,
    ).toBe("Renamed");

    const deleted = await callRoute(project, {
      method: "DELETE",
      path: `/api/assistant/projects/${id}`,
      params: { id },
      as: alice,
    });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    const again = await callRoute(project, {
      method: "DELETE",
      path: `/api/assistant/projects/${id}`,
      params: { id },
      as: alice,
    });
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toEqual({ code: "not_found", message: "No project with this id." });
  });

  test("another user's project answers 404 exactly like an unknown id, for every method", async () => {
    const id = await createProject(alice);
    const unknown = crypto.randomUUID();
    for (const [method, json] of [
      ["GET", undefined],
      ["PATCH", { title: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const foreign = await callRoute(project, {
        method,
        path: `/api/assistant/projects/${id}`,
        params: { id },
        as: bob,
        json,
      });
      const missing = await callRoute(project, {
        method,
        path: `/api/assistant/projects/${unknown}`,
        params: { id: unknown },
        as: bob,
        json,
      });
      expect([method, foreign.status]).toEqual([method, 404]);
      expect(await foreign.json()).toEqual(await missing.json());
    }
    const chats = await callRoute(projectChats, {
      path: `/api/assistant/projects/${id}/chats`,
      params: { id },
      as: bob,
    });
    expect(chats.status).toBe(404);
    expect(
      (await (await callRoute(project, { path: `/api/assistant/projects/${id}`, params: { id }, as: alice })).json())
        .project.title,
    ).toBe("Chatbot launch");
  });

  test("bad bodies: 400 with the issues; an id that is not a UUID; an id that exists → 409; signed out → 401", async () => {
    const bad = await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: alice,
      json: { id: "not-a-uuid", title: "" },
    });
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error.code).toBe("invalid_body");
    expect(error.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ["id"] }), expect.objectContaining({ path: ["title"] })]),
    );
    const notJson = await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: alice,
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect((await errorOf(notJson)).code).toBe("invalid_json");

    const id = await createProject(alice);
    const taken = await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: bob,
      json: { id, title: "Mine now" },
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe("id_taken");
    const emptyPatch = await callRoute(project, {
      method: "PATCH",
      path: `/api/assistant/projects/${id}`,
      params: { id },
      as: alice,
      json: {},
    });
    expect(emptyPatch.status).toBe(400);

    const signedOut = await callRoute(projects, { path: "/api/assistant/projects", as: null });
    expect(signedOut.status).toBe(401);
    expect((await errorOf(signedOut)).code).toBe("unauthorized");
  });

  test("a body over 32 KB answers 413, by its Content-Length or, without one, by the bytes read", async () => {
    const huge = JSON.stringify({ id: crypto.randomUUID(), title: "x".repeat(40_000) });
    const declared = await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: alice,
      body: huge,
      headers: { "content-type": "application/json", "content-length": String(huge.length) },
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe("too_large");
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(8192).fill(32));
        if (pulled > 1000) controller.close();
      },
    });
    const streamed = await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: alice,
      body: endless,
      headers: { "content-type": "application/json" },
    });
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});

describe("chats and the message stream (without a model)", () => {
  test("the first question makes the chat; the stream is start, citations, deltas, done; everything is stored", async () => {
    const projectId = await createProject(alice);
    const chatId = crypto.randomUUID();
    const question = "What must deployers do with the logs of a high-risk AI system?";
    const response = await callRoute(chatMessages, {
      method: "POST",
      path: `/api/assistant/chats/${chatId}/messages`,
      params: { id: chatId },
      as: alice,
      json: { projectId, question },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const events = await readEvents(response);
    const types = events.map((event) => event.type);
    expect(types[0]).toBe("start");
    expect(types[1]).toBe("citations");
    expect(types.at(-1)).toBe("done");
    expect(types.slice(2, -1).every((type) => type === "delta")).toBe(true);
    expect(types).not.toContain("error");

    const start = events[0] as Extract<(typeof events)[number], { type: "start" }>;
    expect(start).toMatchObject({ chatId, userMessage: { type: "user", content: question } });
    const citations = (events[1] as Extract<(typeof events)[number], { type: "citations" }>).citations;
    expect(citations.length).toBeGreaterThan(0);
    expect(citations[0]).toMatchObject({
      id: "citation1",
      n: 1,
      metadata: { act: "AI Act", celex: "32024R1689", url: expect.stringContaining("#") },
    });
    const done = (events.at(-1) as Extract<(typeof events)[number], { type: "done" }>).message;
    expect(done).toMatchObject({ type: "ai", withoutModel: true, isError: false, isStreaming: false });
    expect(done.content).toBe(
      events
        .filter((event) => event.type === "delta")
        .map((event) => event.text)
        .join(""),
    );
    const markers = [...done.content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
    expect(markers.length).toBeGreaterThan(0);
    for (const n of markers) expect(citations.map((citation) => citation.n)).toContain(n);
    expect(Array.isArray(done.followUps)).toBe(true);
    // The note cites the definitions its provisions rely on, numbered after the passages.
    // ("deployer" means a person using a robot: the definition of "robot" is cited after the passages.)
    const robot = citations.find((citation) => citation.metadata.pinpoint === "Art. 1(1)");
    expect(robot).toMatchObject({ n: citations.length, metadata: { heading: "robot" } });
    expect(markers).toContain(robot!.n);

    const stored = await (
      await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })
    ).json();
    expect(stored.chat).toEqual({ id: chatId, projectId, title: question, createdAt: expect.any(String) });
    expect(stored.messages.map((message: { type: string }) => message.type)).toEqual(["user", "ai"]);
    expect(stored.messages[1]).toEqual(done);
    const listed = await (
      await callRoute(projectChats, {
        path: `/api/assistant/projects/${projectId}/chats`,
        params: { id: projectId },
        as: alice,
      })
    ).json();
    expect(listed.chats).toEqual([{ id: chatId, title: question, createdAt: stored.chat.createdAt }]);
    // No model, no usage.
    expect(await (await callRoute(usage, { path: "/api/assistant/usage", as: alice })).json()).toEqual({
      used: 0,
      limit: 200,
    });
  });

  test("another user's chat answers 404 (read, delete, and sending into it); the owner deletes it (204)", async () => {
    const projectId = await createProject(alice);
    const chatId = crypto.randomUUID();
    await readEvents(
      await callRoute(chatMessages, {
        method: "POST",
        path: `/api/assistant/chats/${chatId}/messages`,
        params: { id: chatId },
        as: alice,
        json: { projectId, question: "logs" },
      }),
    );
    const bobProject = await createProject(bob);
    for (const [route, method, json] of [
      [chat, "GET", undefined],
      [chat, "DELETE", undefined],
      [chatMessages, "POST", { projectId: bobProject, question: "Hijack?" }],
      [chatMessages, "POST", { projectId, question: "Hijack?" }],
    ] as const) {
      const response = await callRoute(route, {
        method,
        path: `/api/assistant/chats/${chatId}`,
        params: { id: chatId },
        as: bob,
        json,
      });
      expect([method, response.status]).toEqual([method, 404]);
    }
    expect(
      (
        await (
          await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })
        ).json()
      ).messages,
    ).toHaveLength(2);
    expect(
      (
        await callRoute(chat, {
          method: "DELETE",
          path: `/api/assistant/chats/${chatId}`,
          params: { id: chatId },
          as: alice,
        })
      ).status,
    ).toBe(204);
    expect(
      (await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })).status,
    ).toBe(404);
  });

  test("a question must be 1–4,000 characters; nothing is stored for a refused one", async () => {
    const projectId = await createProject(alice);
    const chatId = crypto.randomUUID();
    for (const question of ["", "   ", "x".repeat(4001)]) {
      const response = await callRoute(chatMessages, {
        method: "POST",
        path: `/api/assistant/chats/${chatId}/messages`,
        params: { id: chatId },
        as: alice,
        json: { projectId, question },
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues).toEqual([expect.objectContaining({ path: ["question"] })]);
    }
    expect(
      (await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })).status,
    ).toBe(404);
    const longest = await callRoute(chatMessages, {
      method: "POST",
      path: `/api/assistant/chats/${chatId}/messages`,
      params: { id: chatId },
      as: alice,
      json: { projectId, question: "ä".repeat(4000) },
    });
    expect(longest.status).toBe(200);
    await longest.text();
    const notUuid = await callRoute(chatMessages, {
      method: "POST",
      path: "/api/assistant/chats/abc/messages",
      params: { id: "abc" },
      as: alice,
      json: { projectId, question: "q" },
    });
    expect(notUuid.status).toBe(400);
  });

  test("a user with three answers in progress gets 429 with Retry-After; once one ends, questions go through again", async () => {
    const projectId = await createProject(alice);
    const chatId = crypto.randomUUID();
    const send = () =>
      callRoute(chatMessages, {
        method: "POST",
        path: `/api/assistant/chats/${chatId}/messages`,
        params: { id: chatId },
        as: alice,
        json: { projectId, question: "logs" },
      });
    for (let index = 0; index < 3; index++) expect(reserveAnswer(alice.user.uid)).toBe(true);
    try {
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("5");
      expect((await errorOf(limited)).code).toBe("too_many_answers");
      expect(
        (await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })).status,
      ).toBe(404);
    } finally {
      releaseAnswer(alice.user.uid);
    }
    const allowed = await send();
    expect(allowed.status).toBe(200);
    await allowed.text();
    releaseAnswer(alice.user.uid);
    releaseAnswer(alice.user.uid);
  });

  test("methods a route does not have answer 405 with Allow", async () => {
    const response = await callRoute(usage, { method: "POST", path: "/api/assistant/usage", as: alice, json: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect((await errorOf(response)).code).toBe("method_not_allowed");
  });

  test("a chat reads the same after the corpus is re-imported with other text (citations are stored with the answer)", async () => {
    const projectId = await createProject(alice);
    const chatId = crypto.randomUUID();
    await readEvents(
      await callRoute(chatMessages, {
        method: "POST",
        path: `/api/assistant/chats/${chatId}/messages`,
        params: { id: chatId },
        as: alice,
        json: { projectId, question: "What must deployers do with the logs?" },
      }),
    );
    const before = await (
      await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })
    ).json();
    expect(before.messages[1].citations.length).toBeGreaterThan(0);
    const source = fs.readFileSync(
      path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
      "utf8",
    );
    const changed = source.replaceAll("logs", "records").replaceAll("Deployers", "Operators");
    expect(changed).not.toBe(source);
    await importAct({ act: { ...parseActFile(changed), celex: "32024R1689" } });
    const after = await (
      await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })
    ).json();
    expect(after).toEqual(before);
    // The control: the corpus did change — a new answer quotes the new text.
    const fresh = crypto.randomUUID();
    const events = await readEvents(
      await callRoute(chatMessages, {
        method: "POST",
        path: `/api/assistant/chats/${fresh}/messages`,
        params: { id: fresh },
        as: alice,
        json: { projectId, question: "What must deployers do with the logs?" },
      }),
    );
    const texts = (
      events.find((event) => event.type === "citations") as Extract<(typeof events)[number], { type: "citations" }>
    ).citations
      .map((citation) => citation.text)
      .join(" ");
    expect(texts).toContain("records");
    expect(before.messages[1].citations.map((citation: { text: string }) => citation.text).join(" ")).toContain("logs");
  });
});
