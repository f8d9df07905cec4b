import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

/*
 * An export in the language asked for, through the production server as curl calls it (docs/api.md):
 * `lang` is the document's language, answered 200 with the document and no cookie, where a page's
 * `?lang=` is the language switch (303 and a cookie).
 */
describe("exports in the chosen language on the production server", () => {
  let server: TestServer;
  let alice: SignedIn;
  let projectId: string;
  let chatId: string;

  beforeAll(async () => {
    server = await startTestServer("export-language", {}, async () => {
      const source = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"), "utf8");
      await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
      alice = await signIn({ verified: true });
      projectId = crypto.randomUUID();
      await createProject({ uid: alice.user.uid, id: projectId, title: "Roboter im Café" });
    });
    chatId = crypto.randomUUID();
    const asked = await fetch(`${server.url}/api/assistant/chats/${chatId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: alice.cookie },
      body: JSON.stringify({ projectId, question: "What must deployers do with the logs?" }),
    });
    expect(asked.status).toBe(200);
    await asked.text();
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string) => fetch(`${server.url}${url}`, { headers: { cookie: alice.cookie }, redirect: "manual" });

  test.each([
    ["project", () => `/api/assistant/projects/${projectId}/export?format=md&lang=de`],
    ["chat", () => `/api/assistant/chats/${chatId}/export?format=md&lang=de`],
  ])("the %s export with lang=de: 200, German, no cookie, no character references", async (_name, url) => {
    const response = await get(url());
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
    const markdown = await response.text();
    expect(markdown).toMatch(/^#{2,3} Frage 1$/m);
    expect(markdown).toContain("What must deployers do with the logs?");
    expect(markdown).not.toMatch(/&#x[0-9A-F]+;/i);
  });

  test("the same export in English when asked, whatever the cookie says", async () => {
    const response = await fetch(`${server.url}/api/assistant/chats/${chatId}/export?format=md&lang=en`, { headers: { cookie: `${alice.cookie}; lang=de` }, redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^## Question 1$/m);
  });

  test("a page's ?lang= is still the language switch: 303 back without it, and the cookie", async () => {
    const response = await get("/pricing?lang=de");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/pricing");
    expect(response.headers.get("set-cookie")).toMatch(/^lang=de;/);
  });
});
