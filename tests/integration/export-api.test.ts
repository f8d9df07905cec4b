import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import type { ChatMessage } from "#app/domain/assistant/stream-events.ts";
import * as checkExport from "#app/routes/ai-act-check_.export.ts";
import * as chatMessages from "#app/routes/api.assistant.chats.$id.messages.ts";
import * as chat from "#app/routes/api.assistant.chats.$id.ts";
import * as chatExport from "#app/routes/api.assistant.chats.$id.export.ts";
import * as breakdownRoute from "#app/routes/api.assistant.projects.$id.breakdown.ts";
import * as projectExport from "#app/routes/api.assistant.projects.$id.export.ts";
import * as cardsRoute from "#app/routes/api.assistant.projects.$id.regulation-cards.ts";
import * as project from "#app/routes/api.assistant.projects.$id.ts";
import * as projects from "#app/routes/api.assistant.projects.ts";
import { callRoute, readEvents } from "../support/assistant-api.ts";
import { useTestDatabase } from "../support/database.ts";
import { readDocx } from "../support/read-docx.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

/*
 * The export routes (docs/api.md) called as the router calls them: a chat, one answer and a project
 * (signed in, per-user 404) and the public AI Act check result (no account), as Markdown and Word.
 * Without AI_BASE_URL the answers are research notes composed without a model from the mini act.
 */
useTestDatabase();

let alice: SignedIn;
let bob: SignedIn;
let projectId: string;
let chatId: string;
let answer: ChatMessage;
const question = "What must deployers do with the logs?";
const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

beforeAll(async () => {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
    "utf8",
  );
  await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
  alice = await signIn();
  bob = await signIn();
  projectId = crypto.randomUUID();
  const created = await callRoute(projects, {
    method: "POST",
    path: "/api/assistant/projects",
    as: alice,
    json: { id: projectId, title: "Robot café", description: "Cleaning robots in a café." },
  });
  expect(created.status).toBe(201);
  chatId = crypto.randomUUID();
  const asked = await callRoute(chatMessages, {
    method: "POST",
    path: `/api/assistant/chats/${chatId}/messages`,
    params: { id: chatId },
    as: alice,
    json: { projectId, question },
  });
  const done = (await readEvents(asked)).at(-1);
  if (done?.type !== "done") throw new Error("the answer did not finish");
  answer = done.message;
  expect(answer.citations?.length).toBeGreaterThan(0);
});

const chatPath = (query: string, id = chatId) => ({
  path: `/api/assistant/chats/${id}/export?${query}`,
  params: { id },
});
const projectPath = (query: string, id = projectId) => ({
  path: `/api/assistant/projects/${id}/export?${query}`,
  params: { id },
});
const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { code: string; message: string; issues?: { path: string[]; message: string }[] };
    }
  ).error;
const today = new Date().toISOString().slice(0, 10);

function expectDownload(response: Response, type: string, name: RegExp) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(type);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const disposition = response.headers.get("content-disposition") ?? "";
  expect(disposition).toMatch(/^attachment; filename="[a-z0-9-]+\.(md|docx)"$/);
  expect(disposition.slice(disposition.indexOf('"') + 1, -1)).toMatch(name);
}

describe("chat export", () => {
  test("Word: the question, the answer, the date, the not-legal-advice line, and each cited provision as a footnote with its EUR-Lex link", async () => {
    const response = await callRoute(chatExport, { ...chatPath("format=docx&lang=en"), as: alice });
    expectDownload(
      response,
      docxType,
      new RegExp(`^research-chat-what-must-deployers-do-with-the-logs-${today}\\.docx$`),
    );
    const docx = readDocx(new Uint8Array(await response.arrayBuffer()));
    const text = docx.paragraphs.map((paragraph) => paragraph.text).join("\n");
    expect(text).toContain("Research chat: What must deployers do with the logs?");
    expect(text).toContain("Question 1");
    expect(text).toContain(question);
    expect(text).toContain("Composed without an AI model from the retrieved provisions.");
    expect(text).toMatch(/Exported on \d{1,2} \w+ 20\d\d/);
    expect(text).toContain("Not legal advice.");
    expect(docx.paragraphs.some((paragraph) => paragraph.footnotes.length > 0)).toBe(true);
    const logs = docx.footnotes.find((footnote) => footnote.text.startsWith("Art. 2(1) AI Act"));
    expect(logs?.text).toContain("Obligations of deployers");
    expect(logs?.hyperlinks).toEqual([
      answer.citations!.find((citation) => citation.metadata.pinpoint === "Art. 2(1)")!.metadata.url,
    ]);
    expect(logs?.hyperlinks[0]).toMatch(
      /^https:\/\/eur-lex\.europa\.eu\/legal-content\/EN\/TXT\/\?uri=CELEX:32024R1689#/,
    );
  });

  test("Markdown: GFM footnotes, one per cited provision, with the provision and its link; in German when asked", async () => {
    const response = await callRoute(chatExport, { ...chatPath("format=md&lang=de"), as: alice });
    expectDownload(response, "text/markdown; charset=utf-8", /\.md$/);
    const markdown = await response.text();
    expect(markdown).toContain("# Recherche-Chat: What must deployers do with the logs?");
    expect(markdown).toContain("## Frage 1");
    expect(markdown).toContain("_Keine Rechtsberatung.");
    const references = new Set([...markdown.matchAll(/\[\^(\d+)\](?!:)/g)].map((match) => match[1]));
    const definitions = [...markdown.matchAll(/^\[\^(\d+)\]: (.*)$/gm)];
    expect(references.size).toBeGreaterThan(0);
    expect(definitions.map((match) => match[1])).toEqual([...references]);
    // Named the German way; the act is installed only in English, and the footnote says so (ADR 121).
    expect(
      definitions.some(([, , text]) =>
        text!.startsWith(
          "Art. 2 Abs. 1 KI-Verordnung — Obligations of deployers (CELEX 32024R1689). <https://eur-lex.europa.eu/",
        ),
      ),
    ).toBe(true);
    expect(definitions.every(([, , text]) => /Wortlaut nur auf Englisch verfügbar: „.+“$/.test(text!))).toBe(true);
  });

  test("the language follows the visitor's choice when none is asked for", async () => {
    const response = await callRoute(chatExport, {
      ...chatPath("format=md"),
      as: alice,
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(await response.text()).toContain("# Recherche-Chat:");
  });

  test("one answer: under its question, with its own footnotes", async () => {
    const response = await callRoute(chatExport, { ...chatPath(`format=md&message=${answer.id}&lang=en`), as: alice });
    expectDownload(response, "text/markdown; charset=utf-8", new RegExp(`^research-answer-${today}\\.md$`));
    const markdown = await response.text();
    expect(markdown.split("\n\n").slice(0, 2)).toEqual(["# Research answer", `**${question}**`]);
    expect(markdown).toMatch(/^\[\^1\]: Art\. \d/m);
    const word = readDocx(
      new Uint8Array(
        await (
          await callRoute(chatExport, { ...chatPath(`format=docx&message=${answer.id}`), as: alice })
        ).arrayBuffer(),
      ),
    );
    expect(word.footnotes.length).toBeGreaterThan(0);
    expect(word.footnotes.every((footnote) => footnote.hyperlinks[0]?.startsWith("https://eur-lex.europa.eu/"))).toBe(
      true,
    );
  });

  test("a question's id, an unknown id and an id of another chat are not answers: 404", async () => {
    const stored = (await (
      await callRoute(chat, { path: `/api/assistant/chats/${chatId}`, params: { id: chatId }, as: alice })
    ).json()) as { messages: ChatMessage[] };
    const questionId = stored.messages.find((message) => message.type === "user")!.id;
    for (const id of [questionId, crypto.randomUUID()]) {
      const response = await callRoute(chatExport, { ...chatPath(`format=md&message=${id}`), as: alice });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "not_found", message: "No answer in this chat with this id." });
    }
  });

  test("another user's chat answers 404 exactly like an unknown one; signed out 401", async () => {
    const foreign = await callRoute(chatExport, { ...chatPath("format=docx"), as: bob });
    const unknownId = crypto.randomUUID();
    const missing = await callRoute(chatExport, { ...chatPath("format=docx", unknownId), as: bob });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("content-disposition")).toBeNull();
    expect(await foreign.json()).toEqual(await missing.json());
    const answerOfOther = await callRoute(chatExport, { ...chatPath(`format=md&message=${answer.id}`), as: bob });
    expect(answerOfOther.status).toBe(404);
    expect((await callRoute(chatExport, { ...chatPath("format=md"), as: null })).status).toBe(401);
  });

  test("a missing or unknown format, a bad language or message id, a repeated parameter: 400 with the issues", async () => {
    for (const [query, field] of [
      ["", "format"],
      ["format=pdf", "format"],
      ["format=md&lang=fr", "lang"],
      ["format=md&message=m2", "message"],
      ["format=md&format=docx", "format"],
    ] as const) {
      const response = await callRoute(chatExport, { ...chatPath(query), as: alice });
      expect([query, response.status]).toEqual([query, 400]);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_query");
      expect(error.issues?.map((issue) => issue.path[0])).toContain(field);
    }
    const long = await callRoute(chatExport, { ...chatPath(`format=md&x=${"a".repeat(5000)}`), as: alice });
    expect(long.status).toBe(400);
  });
});

describe("project export", () => {
  test("title, description and every chat with its questions and footnotes, as Word and Markdown", async () => {
    const response = await callRoute(projectExport, { ...projectPath("format=docx&lang=en"), as: alice });
    expectDownload(response, docxType, new RegExp(`^research-project-robot-cafe-${today}\\.docx$`));
    const docx = readDocx(new Uint8Array(await response.arrayBuffer()));
    const text = docx.paragraphs.map((paragraph) => paragraph.text).join("\n");
    for (const expected of [
      "Research project: Robot café",
      "Description",
      "Cleaning robots in a café.",
      `Chat: ${question}`,
      "Question 1",
      "Not legal advice.",
    ])
      expect(text).toContain(expected);
    expect(docx.footnotes.find((footnote) => footnote.text.startsWith("Art. 2(1) AI Act"))?.hyperlinks[0]).toMatch(
      /^https:\/\/eur-lex\.europa\.eu\//,
    );

    const markdown = await (await callRoute(projectExport, { ...projectPath("format=md&lang=en"), as: alice })).text();
    expect(markdown).toContain("## Description\n\nCleaning robots in a café.");
    expect(markdown).toContain(`## Chat: ${question}`);
    expect(markdown).toMatch(/^\[\^1\]: Art\. /m);
  });

  test("the regulation cards and the procedural breakdown come before the chats, their provisions as footnotes", async () => {
    const id = crypto.randomUUID();
    expect(
      (
        await callRoute(projects, {
          method: "POST",
          path: "/api/assistant/projects",
          as: alice,
          json: { id, title: "Hiring tool" },
        })
      ).status,
    ).toBe(201);
    const before = await (
      await callRoute(projectExport, { ...projectPath("format=md&lang=en", id), as: alice })
    ).text();
    expect(before).not.toContain("Which duties apply to our CV screening tool?");
    const cards = await callRoute(cardsRoute, {
      method: "POST",
      path: `/api/assistant/projects/${id}/regulation-cards`,
      params: { id },
      as: alice,
      json: { language: "en" },
    });
    expect(cards.status).toBe(200);
    const breakdown = await callRoute(breakdownRoute, {
      method: "POST",
      path: `/api/assistant/projects/${id}/breakdown`,
      params: { id },
      as: alice,
      json: {
        question: "Which duties apply to our CV screening tool?",
        context: {
          industry: "Human resources",
          ai_type: "Ranking model",
          region: "Germany",
          intended_use: "CV screening for hiring",
        },
      },
    });
    expect(breakdown.status).toBe(200);
    const { regulationCards } = (await cards.json()) as { regulationCards: { cards: { name: string }[] } };

    const markdown = await (
      await callRoute(projectExport, { ...projectPath("format=md&lang=en", id), as: alice })
    ).text();
    for (const card of regulationCards.cards) expect(markdown).toContain(card.name);
    expect(markdown).toContain("Which duties apply to our CV screening tool?");
    expect(markdown.indexOf(regulationCards.cards[0]!.name)).toBeLessThan(
      markdown.indexOf("Which duties apply to our CV screening tool?"),
    );
    const docx = readDocx(
      new Uint8Array(
        await (await callRoute(projectExport, { ...projectPath("format=docx&lang=en", id), as: alice })).arrayBuffer(),
      ),
    );
    expect(docx.footnotes.length).toBeGreaterThan(0);
    expect(docx.footnotes.every((footnote) => footnote.hyperlinks[0]?.startsWith("https://eur-lex.europa.eu/"))).toBe(
      true,
    );
  });

  test("another user's project answers 404 like an unknown one, a deleted one too; message is not a project parameter", async () => {
    const foreign = await callRoute(projectExport, { ...projectPath("format=md"), as: bob });
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toEqual({ code: "not_found", message: "No project with this id." });
    const notUuid = await callRoute(projectExport, { ...projectPath("format=md", "not-a-uuid"), as: alice });
    expect(notUuid.status).toBe(404);
    const withMessage = await callRoute(projectExport, { ...projectPath(`format=md&message=${answer.id}`), as: alice });
    expect(withMessage.status).toBe(400);

    const doomed = crypto.randomUUID();
    await callRoute(projects, {
      method: "POST",
      path: "/api/assistant/projects",
      as: alice,
      json: { id: doomed, title: "Doomed" },
    });
    expect((await callRoute(projectExport, { ...projectPath("format=md", doomed), as: alice })).status).toBe(200);
    await callRoute(project, {
      method: "DELETE",
      path: `/api/assistant/projects/${doomed}`,
      params: { id: doomed },
      as: alice,
    });
    expect((await callRoute(projectExport, { ...projectPath("format=md", doomed), as: alice })).status).toBe(404);
  });
});

describe("AI Act check result export (public)", () => {
  const cvScreening =
    "subject=ai_system&role=provider&role=deployer&eu=yes&market=yes&output=yes&area=employment&asOf=2027-01-01&step=result";

  test("without an account: Word with the classification, the duties per role with their dates and the provisions as footnotes linking the consolidated text", async () => {
    const response = await callRoute(checkExport, {
      path: `/ai-act-check/export?${cvScreening}&format=docx&lang=en`,
      as: null,
    });
    expectDownload(response, docxType, new RegExp(`^ai-act-check-result-${today}\\.docx$`));
    const docx = readDocx(new Uint8Array(await response.arrayBuffer()));
    const text = docx.paragraphs.map((paragraph) => paragraph.text).join("\n");
    for (const expected of [
      "AI Act check: result",
      "The AI Act applies.",
      "What applies on 1 January 2027.",
      "High-risk AI system (Annex III)",
      "Provider",
      "Deployer",
      "Applies from 2 December 2027",
      "Not legal advice.",
    ]) {
      expect(text).toContain(expected);
    }
    const annexIII = docx.footnotes.find((footnote) => footnote.text.startsWith("Annex III, point 4 AI Act"));
    expect(annexIII?.hyperlinks).toEqual([
      "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727#anx_III",
    ]);
    expect(annexIII?.text).toContain("consolidated text of 27 July 2026");
    expect(
      docx.footnotes.every((footnote) =>
        footnote.hyperlinks[0]?.startsWith(
          "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02024R1689-20260727#",
        ),
      ),
    ).toBe(true);
  });

  test("Markdown in German, linking back to the shareable result", async () => {
    const response = await callRoute(checkExport, { path: `/ai-act-check/export?${cvScreening}&format=md&lang=de` });
    expectDownload(response, "text/markdown; charset=utf-8", /^ai-act-check-ergebnis-\d{4}-\d\d-\d\d\.md$/);
    const markdown = await response.text();
    expect(markdown).toContain("# AI-Act-Check: Ergebnis");
    expect(markdown).toContain("Hochrisiko-KI-System (Anhang III)");
    expect(markdown).toMatch(
      /^\[\^\d+\]: Anhang III Nr\. 4 KI-Verordnung \(CELEX 32024R1689\)\. <https:\/\/eur-lex\.europa\.eu\/legal-content\/DE\/TXT\/\?uri=CELEX:02024R1689-20260727#anx_III>/m,
    );
    // The link's "&" are backslash-escaped in Markdown (mdast-util-to-markdown); a Markdown reader reads them as "&".
    const link = /\]\((http:\/\/[^)]+\/ai-act-check\?[^)]*)\)/.exec(markdown)?.[1]?.replaceAll("\\&", "&");
    expect(link).toMatch(/\/ai-act-check\?subject=ai_system&role=provider&role=deployer&.*&step=result$/);
  });

  test("incomplete answers or a bad format: 400 with a clear error", async () => {
    const noRole = await callRoute(checkExport, { path: "/ai-act-check/export?subject=ai_system&format=md" });
    expect(noRole.status).toBe(400);
    expect(await errorOf(noRole)).toMatchObject({
      code: "invalid_answers",
      message: "Choose at least one role (role=…).",
    });
    const noSituation = await callRoute(checkExport, {
      path: "/ai-act-check/export?subject=ai_system&role=provider&format=md",
    });
    expect(noSituation.status).toBe(400);
    expect((await errorOf(noSituation)).issues?.[0]?.path).toEqual(["eu"]);
    const badDate = await callRoute(checkExport, {
      path: "/ai-act-check/export?subject=ai_system&role=provider&eu=yes&market=yes&asOf=someday&format=md",
    });
    expect(badDate.status).toBe(400);
    expect((await errorOf(badDate)).code).toBe("invalid_answers");
    const badFormat = await callRoute(checkExport, { path: `/ai-act-check/export?${cvScreening}&format=pdf` });
    expect(badFormat.status).toBe(400);
    expect((await errorOf(badFormat)).issues?.[0]?.path).toEqual(["format"]);
  });
});
