import { expect, test } from "vitest";
import { eurLexHtmlUrl, fetchActHtml } from "./fetch-act.server.ts";

test("offline: a clear error that says what to do instead", async () => {
  const offline = (async () => {
    throw new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND eur-lex.europa.eu") });
  }) as typeof fetch;
  await expect(fetchActHtml({ celex: "32019L0790", language: "DE", fetchImpl: offline })).rejects.toThrow(
    "Cannot reach EUR-Lex (getaddrinfo ENOTFOUND eur-lex.europa.eu). This machine seems to be offline: download https://eur-lex.europa.eu/legal-content/DE/TXT/HTML/?uri=CELEX:32019L0790 elsewhere and run npm run corpus:import -- <file> --celex 32019L0790 --lang DE",
  );
});

test("a page without articles (captcha, wrong language) is refused, an act page is returned", async () => {
  const answer = (body: string, status = 200) => (async () => new Response(body, { status })) as typeof fetch;
  await expect(
    fetchActHtml({ celex: "32019L0790", language: "EN", fetchImpl: answer("<html>captcha</html>") }),
  ).rejects.toThrow(/without articles/);
  await expect(fetchActHtml({ celex: "32019L0790", language: "EN", fetchImpl: answer("gone", 404) })).rejects.toThrow(
    /answered 404/,
  );
  const page = '<html><div id="art_1"></div></html>';
  expect(await fetchActHtml({ celex: "32019L0790", language: "EN", fetchImpl: answer(page) })).toBe(page);
  expect(eurLexHtmlUrl("32024R1689", "EN")).toBe(
    "https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=CELEX:32024R1689",
  );
});

test("refuses what is not a CELEX number before going online", async () => {
  await expect(
    fetchActHtml({
      celex: "2024/1689",
      language: "EN",
      fetchImpl: (() => {
        throw new Error("no");
      }) as typeof fetch,
    }),
  ).rejects.toThrow(/not a CELEX number/);
});

test("a consolidated version's CELEX fetches the consolidated page", async () => {
  let asked = "";
  const page = '<html><p class="reference">01985L0374 — EN — 04.06.1999</p><div id="art_1"></div></html>';
  const answer = (async (url: string) => {
    asked = url;
    return new Response(page);
  }) as unknown as typeof fetch;
  expect(await fetchActHtml({ celex: "01985L0374-19990604", language: "EN", fetchImpl: answer })).toBe(page);
  expect(asked).toBe("https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=CELEX:01985L0374-19990604");
  await expect(fetchActHtml({ celex: "01985L0374-1999", language: "EN", fetchImpl: answer })).rejects.toThrow(
    /not a CELEX number/,
  );
});

test("reads at most maxBytes from the configured EUR-Lex address", async () => {
  let asked = "";
  const answer = (async (url: string) => {
    asked = url;
    return new Response(`<html><div id="art_1">${"x".repeat(5_000)}</div></html>`);
  }) as unknown as typeof fetch;
  await expect(
    fetchActHtml({
      celex: "32019L0790",
      language: "EN",
      fetchImpl: answer,
      baseUrl: "http://127.0.0.1:9/",
      maxBytes: 1_000,
    }),
  ).rejects.toThrow(
    "EUR-Lex sent more than 1000 bytes for http://127.0.0.1:9/legal-content/EN/TXT/HTML/?uri=CELEX:32019L0790; not read",
  );
  expect(asked).toBe("http://127.0.0.1:9/legal-content/EN/TXT/HTML/?uri=CELEX:32019L0790");
  expect(await fetchActHtml({ celex: "32019L0790", language: "EN", fetchImpl: answer, maxBytes: 10_000 })).toContain(
    'id="art_1"',
  );
});
