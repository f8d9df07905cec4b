import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { readDocx } from "../support/read-docx.ts";
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
      const fixture = (name: string) =>
        fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/corpus", name), "utf8");
      await importAct({ act: { ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" } });
      // Directive 85/374/EEC in English and German; the AI Act only in English.
      await importAct({ act: parseActFile(fixture("mini-directive_EN.eurlex.txt")) });
      await importAct({ act: parseActFile(fixture("mini-directive_DE.eurlex.txt")) });
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

  describe("the cited provisions' words in the document's language", () => {
    let liabilityChat: string;
    beforeAll(async () => {
      liabilityChat = crypto.randomUUID();
      const asked = await fetch(`${server.url}/api/assistant/chats/${liabilityChat}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie: alice.cookie },
        body: JSON.stringify({
          projectId,
          question:
            "Under Directive 85/374/EEC, is the producer liable if he did not put the product into circulation?",
        }),
      });
      expect(asked.status).toBe(200);
      await asked.text();
    });

    const footnotes = (markdown: string) => markdown.split("\n").filter((line) => /^\[\^\d+\]:/.test(line));

    test("German Markdown: 85/374/EEC quoted in German with its German page, German labels; what only the English text has, and the AI Act, say so", async () => {
      const response = await get(`/api/assistant/projects/${projectId}/export?format=md&lang=de`);
      expect(response.status).toBe(200);
      const notes = footnotes(await response.text());
      const directive = notes.filter((line) => line.includes("CELEX 31985L0374"));
      for (const line of directive)
        expect(line).toMatch(
          /^\[\^\d+\]: Art\. \d+( Abs\. \d+)?( Buchst\. [a-z])? Produkthaftungsrichtlinie 85\/374\/EWG/,
        );
      // The German text of the fixture has Articles 1 to 3; Article 4 and Article 2(3) only the English one.
      const german = directive.filter((line) => line.includes("Wortlaut: „"));
      expect(german.find((line) => line.includes("Art. 1 Produkthaftungsrichtlinie"))).toMatch(
        /Wortlaut: „Der Hersteller eines Produkts haftet für den Schaden/,
      );
      for (const line of german)
        expect(line).toContain(
          "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:31985L0374#:~:text=Artikel%20",
        );
      const english = directive.filter((line) => !line.includes("Wortlaut: „"));
      expect(english.length).toBeGreaterThan(0);
      for (const line of english) expect(line).toMatch(/Wortlaut nur auf Englisch verfügbar: „(1\.|2\.|3\.) /);
      const aiAct = notes.filter((line) => line.includes("CELEX 32024R1689"));
      expect(aiAct.length).toBeGreaterThan(0);
      for (const line of aiAct)
        expect(line).toMatch(
          /^\[\^\d+\]: (Art\.|Erwägungsgrund) .* KI-Verordnung .*Wortlaut nur auf Englisch verfügbar: „\S/,
        );
      expect(notes.every((line) => /Wortlaut( nur auf Englisch verfügbar)?: „/.test(line))).toBe(true);
    });

    test("English Markdown: the same footnotes quote the English words", async () => {
      const response = await get(`/api/assistant/chats/${liabilityChat}/export?format=md&lang=en`);
      expect(response.status).toBe(200);
      const directive = footnotes(await response.text()).filter((line) => line.includes("CELEX 31985L0374"));
      expect(directive.length).toBeGreaterThan(0);
      for (const line of directive)
        expect(line).toMatch(
          /^\[\^\d+\]: Art\. .* Product Liability Directive 85\/374\/EEC .*legal-content\/EN\/.* Wording: “.+”$/,
        );
    });

    test("German Word document: the footnotes quote the German words", async () => {
      const response = await get(`/api/assistant/chats/${liabilityChat}/export?format=docx&lang=de`);
      expect(response.status).toBe(200);
      const { footnotes: notes } = readDocx(new Uint8Array(await response.arrayBuffer()));
      const directive = notes.filter((note) => note.text.includes("CELEX 31985L0374"));
      expect(directive.some((note) => /Wortlaut: „Der Hersteller eines Produkts haftet/.test(note.text))).toBe(true);
      for (const note of directive) expect(note.text).toMatch(/Wortlaut( nur auf Englisch verfügbar)?: „/);
    });
  });

  test("the same export in English when asked, whatever the cookie says", async () => {
    const response = await fetch(`${server.url}/api/assistant/chats/${chatId}/export?format=md&lang=en`, {
      headers: { cookie: `${alice.cookie}; lang=de` },
      redirect: "manual",
    });
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
