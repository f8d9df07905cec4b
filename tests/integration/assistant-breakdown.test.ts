import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { getUsage, incrementUsage } from "#app/domain/accounts/usage.server.ts";
import { getAssistantModel } from "#app/domain/assistant/assistant-model.server.ts";
import { createProceduralBreakdown } from "#app/domain/assistant/breakdown/create-procedural-breakdown.server.ts";
import { BreakdownRequestSchema } from "#app/domain/assistant/breakdown/breakdown-request.ts";
import {
  ProceduralBreakdownDataSchema,
  ProceduralBreakdownSchema,
  latestBreakdown,
} from "#app/domain/assistant/breakdown/procedural-breakdown.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { getEnv } from "#app/env.server.ts";
import * as breakdownRoute from "#app/routes/api.assistant.projects.$id.breakdown.ts";
import * as projectRoute from "#app/routes/api.assistant.projects.$id.ts";
import * as projectsRoute from "#app/routes/api.assistant.projects.ts";
import { callRoute } from "../support/assistant-api.ts";
import { useTestDatabase } from "../support/database.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../support/openai-test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

/*
 * POST /api/assistant/projects/:id/breakdown as the router calls it (the Origin check and CSRF in
 * front of it: accounts-authorization.test.ts), and the model's rewrite against the project's
 * OpenAI-compatible test server: counted only with a model, invalid output falls back to the engine.
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

async function createProject(as: SignedIn) {
  const id = crypto.randomUUID();
  const response = await callRoute(projectsRoute, {
    method: "POST",
    path: "/api/assistant/projects",
    as,
    json: { id, title: "HR tool" },
  });
  expect(response.status).toBe(201);
  return id;
}

const hiring = {
  question: "Which duties apply to our CV screening tool?",
  context: {
    industry: "Human resources",
    ai_type: "Ranking model",
    region: "Germany",
    intended_use: "CV screening for hiring",
  },
};
const post = (id: string, as: SignedIn | null, json: unknown) =>
  callRoute(breakdownRoute, {
    method: "POST",
    path: `/api/assistant/projects/${id}/breakdown`,
    params: { id },
    as,
    json,
  });

describe("POST /api/assistant/projects/:id/breakdown without a model", () => {
  test("the engine's breakdown from the context; stored on the project; a second request adds to it; no usage counted", async () => {
    const id = await createProject(alice);
    const before = (await getUsage(alice.user.uid)).count;
    const response = await post(id, alice, hiring);
    expect(response.status).toBe(200);
    const { breakdown } = (await response.json()) as { breakdown: unknown };
    const parsed = ProceduralBreakdownSchema.parse(breakdown);
    expect(parsed.withoutModel).toBe(true);
    expect(parsed.profile.annexIII?.[0]?.area).toBe("employment");
    expect(parsed.steps.find((step) => step.title === "Classify the system")!.description).toContain(
      "High-risk AI system (Annex III)",
    );
    // Citations carry the provision's text from the installed act where it has it.
    const cited = parsed.steps.flatMap((step) => step.citations);
    expect(
      cited.some(
        (citation) =>
          citation.metadata.act !== "" && citation.text.length > 20 && citation.text !== citation.metadata.pinpoint,
      ),
    ).toBe(true);

    const explicit = await post(id, alice, {
      ...hiring,
      question: "And as a chatbot?",
      profile: {
        profileVersion: 1,
        roles: ["provider"],
        establishedInEu: true,
        placedOnEuMarket: true,
        interactsWithPeople: true,
      },
    });
    expect(explicit.status).toBe(200);
    const second = ProceduralBreakdownSchema.parse(((await explicit.json()) as { breakdown: unknown }).breakdown);
    expect(second.flowchart_logic.find((node) => node.id === "transparency")!.engineAnswer).toBe("yes");

    const project = (
      (await (
        await callRoute(projectRoute, { path: `/api/assistant/projects/${id}`, params: { id }, as: alice })
      ).json()) as { project: { proceduralBreakdownData: unknown } }
    ).project;
    const data = ProceduralBreakdownDataSchema.parse(project.proceduralBreakdownData);
    expect(data.messages.map((message) => message.type)).toEqual(["user", "ai", "user", "ai"]);
    expect(data.messages[2]).toMatchObject({
      type: "user",
      question: "And as a chatbot?",
      profile: { interactsWithPeople: true },
    });
    expect(latestBreakdown(data)!.question).toBe("And as a chatbot?");
    expect((await getUsage(alice.user.uid)).count).toBe(before);
  });

  test("simultaneous requests on one project lose nothing (the row is locked); only the last 20 messages are kept", async () => {
    const id = await createProject(alice);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => post(id, alice, { ...hiring, question: `Request ${index}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 6 }, () => 200));
    const read = async () =>
      ProceduralBreakdownDataSchema.parse(
        (
          (await (
            await callRoute(projectRoute, { path: `/api/assistant/projects/${id}`, params: { id }, as: alice })
          ).json()) as { project: { proceduralBreakdownData: unknown } }
        ).project.proceduralBreakdownData,
      );
    const data = await read();
    expect(data.messages).toHaveLength(12);
    expect(
      new Set(
        data.messages
          .filter((message) => message.type === "user")
          .map((message) => (message.type === "user" ? message.question : "")),
      ),
    ).toEqual(new Set(Array.from({ length: 6 }, (_, index) => `Request ${index}`)));
    for (let index = 6; index < 12; index++)
      expect((await post(id, alice, { ...hiring, question: `Later ${index}` })).status).toBe(200);
    const trimmed = await read();
    expect(trimmed.messages).toHaveLength(20);
    expect(trimmed.messages.at(-2)).toMatchObject({ type: "user", question: "Later 11" });
  });

  test("another user's project, an unknown id and a malformed id: 404; bad bodies: 400 with issues; signed out: 401; GET: 405", async () => {
    const id = await createProject(alice);
    expect((await post(id, bob, hiring)).status).toBe(404);
    expect((await post(crypto.randomUUID(), alice, hiring)).status).toBe(404);
    expect((await post("not-a-uuid", alice, hiring)).status).toBe(404);
    const bad = await post(id, alice, { question: "", context: {} });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: unknown[] } }).error.issues.length).toBeGreaterThan(0);
    expect((await post(id, alice, { ...hiring, profile: { profileVersion: 2 } })).status).toBe(400);
    expect(
      (await post(id, alice, { ...hiring, context: { ...hiring.context, intended_use: "x".repeat(1001) } })).status,
    ).toBe(400);
    expect((await post(id, null, hiring)).status).toBe(401);
    expect(
      (await callRoute(breakdownRoute, { path: `/api/assistant/projects/${id}/breakdown`, params: { id }, as: alice }))
        .status,
    ).toBe(405);
    const big = await callRoute(breakdownRoute, {
      method: "POST",
      path: `/api/assistant/projects/${id}/breakdown`,
      params: { id },
      as: alice,
      json: { ...hiring, question: "y".repeat(40_000) },
    });
    expect(big.status).toBe(413);
    // Nothing of bob's attempt or the refused bodies is stored.
    const project = (
      (await (
        await callRoute(projectRoute, { path: `/api/assistant/projects/${id}`, params: { id }, as: alice })
      ).json()) as { project: { proceduralBreakdownData: unknown } }
    ).project;
    expect(project.proceduralBreakdownData).toBeNull();
  });
});

describe("with a model (the project's OpenAI-compatible test server)", () => {
  const rewrite = {
    summary_markdown: "Your CV screening tool is high-risk under Annex III [2]. Unknown [999].",
    steps: [{ index: 0, description: "Rewritten scope step." }],
  };
  const modelAt = (server: OpenAiTestServer) =>
    getAssistantModel({ ...getEnv(), AI_BASE_URL: server.url, AI_API_KEY: "k", AI_MODEL: "test-model" });

  test("valid structured output rewrites the summary and step texts (unknown markers removed); one model call counted", async () => {
    const id = await createProject(alice);
    const before = (await getUsage(alice.user.uid)).count;
    const server = await startOpenAiTestServer({ answer: JSON.stringify(rewrite) });
    try {
      const outcome = await createProceduralBreakdown({
        search: searchSettingsOf(getEnv()),
        uid: alice.user.uid,
        projectId: id,
        request: BreakdownRequestSchema.parse(hiring),
        model: modelAt(server),
        usageLimit: getEnv().USAGE_LIMIT,
      });
      expect(outcome!.notice).toBeUndefined();
      expect(outcome!.breakdown.withoutModel).toBe(false);
      expect(outcome!.breakdown.summary_markdown).toBe(
        "Your CV screening tool is high-risk under Annex III [2]. Unknown.",
      );
      expect(outcome!.breakdown.steps[0]!.description).toBe("Rewritten scope step.");
      expect(outcome!.breakdown.steps[1]!.title).toBe("Classify the system");
      expect(server.requests).toHaveLength(1);
      expect(JSON.stringify(server.requests[0]!.messages)).toContain("CV screening for hiring");
    } finally {
      await server.close();
    }
    expect((await getUsage(alice.user.uid)).count).toBe(before + 1);
  });

  test("output that is not the schema's JSON, or an upstream 500: the engine's breakdown, counted, logged", async () => {
    const id = await createProject(alice);
    const warn = vi
      .spyOn((await import("#app/utils/logger.server.ts")).logger, "warn")
      .mockImplementation(() => undefined as never);
    for (const server of [
      await startOpenAiTestServer({ answer: "Not JSON at all" }),
      await startOpenAiTestServer({ answer: JSON.stringify({ summary_markdown: 42 }) }),
      await startOpenAiTestServer({ scenario: "status-500" }),
    ]) {
      const before = (await getUsage(alice.user.uid)).count;
      try {
        const outcome = await createProceduralBreakdown({
          search: searchSettingsOf(getEnv()),
          uid: alice.user.uid,
          projectId: id,
          request: BreakdownRequestSchema.parse(hiring),
          model: modelAt(server),
          usageLimit: getEnv().USAGE_LIMIT,
        });
        expect(outcome!.notice).toBe("model_failed");
        expect(outcome!.breakdown.withoutModel).toBe(true);
        expect(outcome!.breakdown.steps[0]!.title).toBe("Check scope and definition");
        expect(server.requests).toHaveLength(1);
      } finally {
        await server.close();
      }
      expect((await getUsage(alice.user.uid)).count).toBe(before + 1);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  test("at the usage limit: no model call, the engine's breakdown with the notice", async () => {
    const id = await createProject(bob);
    await incrementUsage(bob.user.uid, { by: getEnv().USAGE_LIMIT });
    const server = await startOpenAiTestServer({ answer: JSON.stringify(rewrite) });
    try {
      const outcome = await createProceduralBreakdown({
        search: searchSettingsOf(getEnv()),
        uid: bob.user.uid,
        projectId: id,
        request: BreakdownRequestSchema.parse(hiring),
        model: modelAt(server),
        usageLimit: getEnv().USAGE_LIMIT,
      });
      expect(outcome!.notice).toBe("usage_limit");
      expect(outcome!.breakdown.withoutModel).toBe(true);
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
