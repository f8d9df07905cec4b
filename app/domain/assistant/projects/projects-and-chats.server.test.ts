import { describe, expect, test } from "vitest";
import { exportAccountData, deleteAccount } from "#app/domain/accounts/account-data.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { appendMessage } from "../chat/append-message.server.ts";
import { createProject, IdTakenError } from "./create-project.server.ts";
import { deleteChat } from "./delete-chat.server.ts";
import { deleteProject } from "./delete-project.server.ts";
import { getChat } from "../chat/get-chat.server.ts";
import { getProject } from "./get-project.server.ts";
import { listChats } from "./list-chats.server.ts";
import { listProjects } from "./list-projects.server.ts";
import { openChat } from "../chat/open-chat.server.ts";
import { openChatWithQuestion } from "../chat/open-chat-with-question.server.ts";
import { updateProject } from "./update-project.server.ts";

useTestDatabase();

const citation = {
  id: "citation1",
  n: 1,
  text: "Transparency obligations …",
  metadata: {
    act: "AI Act",
    celex: "32024R1689",
    pinpoint: "Art. 50(1)",
    provisionId: "32024R1689:EN:art_50.par_1",
    heading: "Transparency",
    url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj#art_50",
  },
};

describe("projects", () => {
  test("create, list newest first, rename, edit the description, delete; nothing of another user's is reachable", async () => {
    const alice = (await signIn()).user.uid;
    const bob = (await signIn()).user.uid;
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    const created = await createProject({
      uid: alice,
      id: first,
      title: "Chatbot launch",
      now: new Date("2026-01-01T10:00:00Z"),
    });
    expect(created).toMatchObject({
      id: first,
      title: "Chatbot launch",
      description: "",
      createdAt: "2026-01-01T10:00:00.000Z",
      regulationCards: null,
    });
    await createProject({
      uid: alice,
      id: second,
      title: "Product liability",
      description: "Recall",
      now: new Date("2026-01-02T10:00:00Z"),
    });
    expect((await listProjects(alice)).map((project) => project.id)).toEqual([second, first]);
    expect(await listProjects(bob)).toEqual([]);

    expect(await updateProject({ uid: alice, id: first, title: "Chatbot (EU launch)" })).toMatchObject({
      title: "Chatbot (EU launch)",
      description: "",
    });
    expect(await updateProject({ uid: alice, id: first, description: "Art. 50 duties" })).toMatchObject({
      title: "Chatbot (EU launch)",
      description: "Art. 50 duties",
    });
    expect(await updateProject({ uid: bob, id: first, title: "stolen" })).toBeNull();
    expect(await getProject({ uid: bob, id: first })).toBeNull();
    expect(await deleteProject({ uid: bob, id: first })).toBe(false);
    expect((await getProject({ uid: alice, id: first }))?.title).toBe("Chatbot (EU launch)");

    expect(await deleteProject({ uid: alice, id: first })).toBe(true);
    expect(await deleteProject({ uid: alice, id: first })).toBe(false);
    expect((await listProjects(alice)).map((project) => project.id)).toEqual([second]);
  });

  test("an id that exists (another user's or one's own) is refused and the existing project stays as it was", async () => {
    const alice = (await signIn()).user.uid;
    const bob = (await signIn()).user.uid;
    const id = crypto.randomUUID();
    await createProject({ uid: alice, id, title: "Alice's" });
    await expect(createProject({ uid: bob, id, title: "Bob's" })).rejects.toBeInstanceOf(IdTakenError);
    await expect(createProject({ uid: alice, id, title: "Again" })).rejects.toBeInstanceOf(IdTakenError);
    expect((await getProject({ uid: alice, id }))?.title).toBe("Alice's");
    expect(await listProjects(bob)).toEqual([]);
  });
});

describe("chats and messages", () => {
  test("a chat is opened in the user's project, titled with the question; messages come back in order with citations", async () => {
    const alice = (await signIn()).user.uid;
    const bob = (await signIn()).user.uid;
    const projectId = crypto.randomUUID();
    await createProject({ uid: alice, id: projectId, title: "P" });
    const chatId = crypto.randomUUID();
    const question =
      "Which transparency duties apply to a chatbot that talks with consumers in the EU, and since when do they apply to providers?";
    expect(await openChat({ uid: alice, id: chatId, projectId, question })).toEqual({ id: chatId, created: true });
    expect(await openChat({ uid: alice, id: chatId, projectId, question: "second" })).toEqual({
      id: chatId,
      created: false,
    });
    // Another user can neither open the chat nor put one into Alice's project.
    expect(await openChat({ uid: bob, id: chatId, projectId, question })).toBeNull();
    expect(await openChat({ uid: bob, id: crypto.randomUUID(), projectId, question })).toBeNull();

    await appendMessage({ chatId, type: "user", content: question, now: new Date("2026-01-01T10:00:00Z") });
    await appendMessage({
      chatId,
      type: "ai",
      content: "Article 50 applies [1].",
      citations: [citation],
      followUps: ["Since when?"],
      now: new Date("2026-01-01T10:00:05Z"),
    });
    await appendMessage({
      chatId,
      type: "ai",
      content: "I encountered an error. Please try again.",
      status: "error",
      errorCode: "upstream",
      now: new Date("2026-01-01T10:00:06Z"),
    });

    const chat = await getChat({ uid: alice, id: chatId });
    expect(chat?.chat).toMatchObject({ id: chatId, projectId });
    expect(chat!.chat.title.length).toBeLessThanOrEqual(80);
    expect(chat!.chat.title).toMatch(/^Which transparency duties apply to a chatbot .*…$/);
    expect(chat?.messages.map((message) => [message.type, message.isError ?? false])).toEqual([
      ["user", false],
      ["ai", false],
      ["ai", true],
    ]);
    expect(chat?.messages[1]).toMatchObject({ citations: [citation], followUps: ["Since when?"], isStreaming: false });
    expect(chat?.messages[2]).toMatchObject({ errorCode: "upstream", isError: true });
    expect(await getChat({ uid: bob, id: chatId })).toBeNull();
    expect(await listChats({ uid: alice, projectId })).toEqual([
      { id: chatId, title: chat!.chat.title, createdAt: chat!.chat.createdAt },
    ]);
    expect(await listChats({ uid: bob, projectId })).toBeNull();

    expect(await deleteChat({ uid: bob, id: chatId })).toBe(false);
    expect(await deleteChat({ uid: alice, id: chatId })).toBe(true);
    expect(await getChat({ uid: alice, id: chatId })).toBeNull();
  });

  test("a question opens its chat and is stored in it at once; nothing is stored in another user's chat or project", async () => {
    const alice = (await signIn()).user.uid;
    const bob = (await signIn()).user.uid;
    const projectId = crypto.randomUUID();
    const otherProject = crypto.randomUUID();
    await createProject({ uid: alice, id: projectId, title: "P" });
    await createProject({ uid: alice, id: otherProject, title: "Q" });
    const chatId = crypto.randomUUID();
    const first = await openChatWithQuestion({
      uid: alice,
      id: chatId,
      projectId,
      question: "What must deployers do with the logs?",
      now: new Date("2026-01-01T10:00:00Z"),
    });
    expect(first).toEqual({
      id: chatId,
      created: true,
      userMessage: {
        id: expect.any(String),
        type: "user",
        content: "What must deployers do with the logs?",
        timestamp: "2026-01-01T10:00:00.000Z",
      },
    });
    const second = await openChatWithQuestion({
      uid: alice,
      id: chatId,
      projectId,
      question: "For how long?",
      now: new Date("2026-01-01T10:01:00Z"),
    });
    expect(second).toMatchObject({ id: chatId, created: false, userMessage: { content: "For how long?" } });
    // Another user's chat, a chat of another project, another user's project: no chat, nothing stored.
    expect(await openChatWithQuestion({ uid: bob, id: chatId, projectId, question: "Mine?" })).toBeNull();
    expect(
      await openChatWithQuestion({ uid: alice, id: chatId, projectId: otherProject, question: "Here?" }),
    ).toBeNull();
    const bobsChat = crypto.randomUUID();
    expect(await openChatWithQuestion({ uid: bob, id: bobsChat, projectId, question: "In hers?" })).toBeNull();
    expect(await listChats({ uid: alice, projectId: otherProject })).toEqual([]);

    const chat = await getChat({ uid: alice, id: chatId });
    expect(chat!.chat.title).toBe("What must deployers do with the logs?");
    expect(chat!.messages).toEqual([first!.userMessage, second!.userMessage]);
  });

  test("deleting a project deletes its chats and messages; the account export holds them and account deletion removes them", async () => {
    const alice = (await signIn()).user.uid;
    const projectId = crypto.randomUUID();
    const other = crypto.randomUUID();
    await createProject({ uid: alice, id: projectId, title: "Keep" });
    await createProject({ uid: alice, id: other, title: "Drop" });
    const kept = crypto.randomUUID();
    const dropped = crypto.randomUUID();
    await openChat({ uid: alice, id: kept, projectId, question: "Kept question" });
    await openChat({ uid: alice, id: dropped, projectId: other, question: "Dropped question" });
    await appendMessage({ chatId: kept, type: "user", content: "Kept question" });
    await appendMessage({ chatId: kept, type: "ai", content: "Kept answer [1]", citations: [citation] });
    await appendMessage({ chatId: dropped, type: "user", content: "Dropped question" });

    expect(await deleteProject({ uid: alice, id: other })).toBe(true);
    expect(await getChat({ uid: alice, id: dropped })).toBeNull();

    const exported = await exportAccountData(alice);
    expect(exported?.projects.map((project) => project.title)).toEqual(["Keep"]);
    expect(exported?.chats.map((chat) => chat.id)).toEqual([kept]);
    expect(exported?.chats[0]?.messages.map((message) => [message.type, message.content])).toEqual([
      ["user", "Kept question"],
      ["ai", "Kept answer [1]"],
    ]);
    expect(JSON.stringify(exported)).toContain("32024R1689:EN:art_50.par_1");
    expect(JSON.stringify(exported)).not.toContain("Dropped");

    await deleteAccount(alice);
    expect(await getChat({ uid: alice, id: kept })).toBeNull();
    expect(await listProjects(alice)).toEqual([]);
  });
});

describe("answers cut off by a crash", () => {
  test("at start, an answer still marked streaming becomes the error message; finished ones stay", async () => {
    const { failInterruptedAnswers } = await import("../chat/fail-interrupted-answers.server.ts");
    const alice = (await signIn()).user.uid;
    const projectId = crypto.randomUUID();
    await createProject({ uid: alice, id: projectId, title: "Crash" });
    const chatId = crypto.randomUUID();
    await openChat({ uid: alice, id: chatId, projectId, question: "Cut off?" });
    await appendMessage({ chatId, type: "user", content: "Cut off?", now: new Date("2026-01-01T10:00:00Z") });
    await appendMessage({
      chatId,
      type: "ai",
      content: "Done [1].",
      citations: [citation],
      now: new Date("2026-01-01T10:00:01Z"),
    });
    await appendMessage({ chatId, type: "user", content: "And then?", now: new Date("2026-01-01T10:00:02Z") });
    await appendMessage({
      chatId,
      type: "ai",
      content: "",
      status: "streaming",
      now: new Date("2026-01-01T10:00:03Z"),
    });
    expect(await failInterruptedAnswers()).toBe(1);
    const chat = await getChat({ uid: alice, id: chatId });
    expect(
      chat?.messages.map((message) => [message.content, message.isError ?? false, message.isStreaming ?? false]),
    ).toEqual([
      ["Cut off?", false, false],
      ["Done [1].", false, false],
      ["And then?", false, false],
      ["I encountered an error. Please try again.", true, false],
    ]);
    expect(await failInterruptedAnswers()).toBe(0);
  });
});
