import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { loadData } from "#app/domain/data-load/load-data.server.ts";
import { getStarterStatus, updateStarterStatus } from "#app/jobs/starter-status.server.ts";
import * as chatMessages from "#app/routes/api.assistant.chats.$id.messages.ts";
import * as projects from "#app/routes/api.assistant.projects.ts";
import { callRoute, readEvents } from "../support/assistant-api.ts";
import { useTestDatabase } from "../support/database.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

/*
 * The first minute after a first start: the starter set installs the EU acts before the decisions,
 * and a question asked while no act is installed yet is answered with "the legal texts are still
 * being installed" (503), not with an answer that cites nothing.
 */
useTestDatabase();

let alice: SignedIn;
let projectId: string;
const fixtures = path.resolve(import.meta.dirname, "../fixtures");

beforeAll(async () => {
  alice = await signIn();
  projectId = crypto.randomUUID();
  const created = await callRoute(projects, {
    method: "POST",
    path: "/api/assistant/projects",
    as: alice,
    json: { id: projectId, title: "Erster Start" },
  });
  expect(created.status).toBe(201);
});
afterEach(() => updateStarterStatus({ state: "idle" }));

const ask = (question: string) => {
  const chatId = crypto.randomUUID();
  return callRoute(chatMessages, {
    method: "POST",
    path: `/api/assistant/chats/${chatId}/messages`,
    params: { id: chatId },
    as: alice,
    json: { projectId, question },
  });
};

describe("the first minute", () => {
  test("while the starter set installs and no act is there, a question gets 503 legal_texts_installing", async () => {
    updateStarterStatus({ state: "importing" });
    const response = await ask("What must deployers do with the logs?");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("legal_texts_installing");
  });

  test("the acts are installed before the decisions; then the question is answered from them", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "starter-order-"));
    try {
      // File names that sort the decisions first: the order must come from the kinds, not the names.
      fs.copyFileSync(path.join(fixtures, "court-data/oldp/cases.jsonl"), path.join(folder, "a-decisions.jsonl"));
      fs.copyFileSync(path.join(fixtures, "corpus/mini-act_EN.formex.xml"), path.join(folder, "z-act.xml"));
      updateStarterStatus({ state: "importing" });
      const order: string[] = [];
      await loadData([folder], {
        embeddings: searchSettingsOf(getEnv()).embeddings,
        onFileDone: (result) => order.push(`${result.kind}:${path.basename(result.file)}`),
      });
      expect(order).toEqual(["eu-act:z-act.xml", "oldp:a-decisions.jsonl"]);
      expect(getStarterStatus().state).toBe("importing");
      const response = await ask("What must deployers do with the logs?");
      expect(response.status).toBe(200);
      const done = (await readEvents(response)).at(-1);
      expect(done?.type).toBe("done");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
