import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { getUsage, incrementUsage } from "#app/domain/accounts/usage.server.ts";
import { appendMessage } from "#app/domain/assistant/chat/append-message.server.ts";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { openChat } from "#app/domain/assistant/chat/open-chat.server.ts";
import {
  RegulationCardsSchema,
  CARD_SECTIONS,
  type RegulationCards,
} from "#app/domain/assistant/cards/regulation-cards.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { resetEnvForTests } from "#app/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import * as cardsRoute from "#app/routes/api.assistant.projects.$id.regulation-cards.ts";
import * as projectRoute from "#app/routes/api.assistant.projects.$id.ts";
import { callRoute } from "../support/assistant-api.ts";
import { useTestDatabase } from "../support/database.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

/*
 * POST /api/assistant/projects/:id/regulation-cards through the route module: without a model
 * (retrieval + the AI Act engine, nothing counted) and with the project's OpenAI-compatible test
 * server (one structured-output call, counted; a point with an unknown citation dropped).
 */
useTestDatabase();

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/corpus", name), "utf8");
let upstream: OpenAiTestServer;
beforeAll(async () => {
  await importAct({ act: { ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" } });
  await importAct({ act: { ...parseActFile(fixture("mini-pld_EN.structured.json")), celex: "32024L2853" } });
  upstream = await startOpenAiTestServer();
});
afterAll(() => upstream?.close());

const saved = { ...process.env };
function configureModel(on: boolean) {
  if (on)
    Object.assign(process.env, {
      AI_BASE_URL: upstream.url,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
      USAGE_LIMIT: "3",
    });
  else for (const key of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL", "USAGE_LIMIT"]) delete process.env[key];
  resetEnvForTests();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

async function project(
  title = "Robot vacuum AI",
  description = "An AI robot product that vacuums floors, sold as software and device.",
) {
  const user = await signIn();
  const id = crypto.randomUUID();
  await createProject({ uid: user.user.uid, id, title, description });
  return { user, id };
}

const generate = (as: SignedIn | null, id: string, json: unknown = { language: "en" }) =>
  callRoute(cardsRoute, {
    method: "POST",
    path: `/api/assistant/projects/${id}/regulation-cards`,
    params: { id },
    as,
    json,
  });
const read = async (as: SignedIn, id: string) =>
  (await (await callRoute(projectRoute, { path: `/api/assistant/projects/${id}`, params: { id }, as })).json()) as {
    project: { regulationCards: RegulationCards | null };
  };

describe("without a model", () => {
  test("cards for every act, each point cited, stored with the time they were made, nothing counted", async () => {
    configureModel(false);
    const { user, id } = await project();
    expect((await read(user, id)).project.regulationCards).toBeNull();
    const response = await generate(user, id);
    expect(response.status).toBe(200);
    const { regulationCards } = (await response.json()) as { regulationCards: RegulationCards };
    expect(RegulationCardsSchema.parse(regulationCards)).toEqual(regulationCards);
    expect(regulationCards.withoutModel).toBe(true);
    expect(regulationCards.cards.map((card) => [card.act, card.status])).toEqual([
      ["ai_act", "applies"],
      ["dsm", "not_installed"],
      ["pld_2024", "applies"],
      ["pld_1985", "not_installed"],
    ]);
    const points = regulationCards.cards.flatMap((card) => CARD_SECTIONS.flatMap((section) => card[section]));
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) expect(point.citations[0]!.metadata.url).toMatch(/^https:\/\/eur-lex\.europa\.eu\//);
    expect((await read(user, id)).project.regulationCards).toEqual(regulationCards);
    expect((await getUsage(user.user.uid)).count).toBe(0);
  });

  test("the chats' questions count as the project's subject: a question about emotion recognition at work makes it prohibited", async () => {
    configureModel(false);
    const { user, id } = await project("Workplace tool", "");
    const before = ((await (await generate(user, id)).json()) as { regulationCards: RegulationCards }).regulationCards;
    expect(before.cards[0]!.status).toBe("does_not_apply");
    const chatId = crypto.randomUUID();
    const question = "May our AI use emotion recognition of employees at work?";
    await openChat({ uid: user.user.uid, id: chatId, projectId: id, question });
    await appendMessage({ chatId, type: "user", content: question });
    const after = ((await (await generate(user, id)).json()) as { regulationCards: RegulationCards }).regulationCards;
    expect(after.cards[0]!.status).toBe("applies");
    expect(after.basis).toContain("Infers emotions of people at the workplace or in education");
  });

  test("regenerating replaces the stored cards (a later time)", async () => {
    configureModel(false);
    const { user, id } = await project();
    const first = ((await (await generate(user, id)).json()) as { regulationCards: RegulationCards }).regulationCards;
    await new Promise((resolve) => setImmediate(resolve));
    const second = (
      (await (await generate(user, id, { language: "de" })).json()) as { regulationCards: RegulationCards }
    ).regulationCards;
    expect(second.language).toBe("de");
    expect(second.generatedAt >= first.generatedAt).toBe(true);
    expect((await read(user, id)).project.regulationCards).toEqual(second);
  });

  test("another user's project, an unknown id and a non-UUID answer 404; signed out 401; bad bodies 400", async () => {
    configureModel(false);
    const { id } = await project();
    const other = await signIn();
    expect((await generate(other, id)).status).toBe(404);
    expect((await generate(other, crypto.randomUUID())).status).toBe(404);
    expect((await generate(other, "not-a-uuid")).status).toBe(404);
    expect((await generate(null, id)).status).toBe(401);
    const bad = await generate(other, id, { language: "fr" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_body" } });
    const get = await callRoute(cardsRoute, {
      path: `/api/assistant/projects/${id}/regulation-cards`,
      params: { id },
      as: other,
    });
    expect(get.status).toBe(405);
  });
});

describe("with a model", () => {
  test("one structured-output call, counted; the point citing an unknown passage is dropped and logged", async () => {
    configureModel(true);
    const warn = vi.spyOn(logger, "warn");
    const { user, id } = await project();
    const before = upstream.requests.length;
    const response = await generate(user, id);
    expect(response.status).toBe(200);
    const { regulationCards } = (await response.json()) as { regulationCards: RegulationCards };
    expect(upstream.requests.length).toBe(before + 1);
    const request = upstream.requests.at(-1)!;
    expect(request.stream).not.toBe(true);
    expect(request.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
    // Strict structured output (OpenAI) rejects string length keywords.
    expect(JSON.stringify(request.response_format)).not.toMatch(/minLength|maxLength/);
    expect(JSON.stringify(request.messages)).toContain("Robot vacuum AI");
    expect(regulationCards.withoutModel).toBe(false);
    const ai = regulationCards.cards[0]!;
    expect(ai).toMatchObject({ act: "ai_act", status: "applies" });
    expect(ai.applicability.map((point) => point.text)).toEqual([
      "The project describes an AI system placed on the Union market.",
    ]);
    expect(ai.obligations[0]!.citations.map((citation) => citation.n)).toEqual([1, 2]);
    expect(regulationCards.cards.find((card) => card.act === "dsm")!.status).toBe("not_installed");
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ droppedPoints: 1, unknownCitations: [999] }),
      expect.stringContaining("points dropped"),
    );
    warn.mockRestore();
    expect((await getUsage(user.user.uid)).count).toBe(1);
    expect((await read(user, id)).project.regulationCards).toEqual(regulationCards);
  });

  test("at the usage limit: 429 usage_limit, no model call, the stored cards unchanged", async () => {
    configureModel(true);
    const { user, id } = await project();
    await generate(user, id);
    const stored = (await read(user, id)).project.regulationCards;
    await incrementUsage(user.user.uid, { by: 2 });
    const before = upstream.requests.length;
    const response = await generate(user, id);
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: { code: "usage_limit" } });
    expect(upstream.requests.length).toBe(before);
    expect((await read(user, id)).project.regulationCards).toEqual(stored);
  });

  test("model output that does not fit the schema: 502 upstream, nothing stored", async () => {
    const odd = await startOpenAiTestServer({ structuredAnswer: { cards: [{ act: "gdpr", status: "applies" }] } });
    try {
      configureModel(true);
      process.env.AI_BASE_URL = odd.url;
      resetEnvForTests();
      const error = vi.spyOn(logger, "error").mockImplementation(() => {});
      const { user, id } = await project();
      const response = await generate(user, id);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: { code: "upstream" } });
      expect(error).toHaveBeenCalledWith(expect.anything(), "regulation cards: the model failed");
      expect((await read(user, id)).project.regulationCards).toBeNull();
      error.mockRestore();
    } finally {
      await odd.close();
    }
  });

  test("the model failing: 502 upstream, the call counted, nothing stored", async () => {
    configureModel(true);
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const { user, id } = await project("Robot [test:status-500]");
    const response = await generate(user, id);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: "upstream" } });
    expect((await read(user, id)).project.regulationCards).toBeNull();
    expect((await getUsage(user.user.uid)).count).toBe(1);
    error.mockRestore();
  });
});
