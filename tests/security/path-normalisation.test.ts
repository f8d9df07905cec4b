import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { normalisedPath } from "../../server/path-guard.ts";
import { sameSiteLocation } from "../../server/same-site-location.ts";
import { rawRequest } from "../support/raw-request.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

/*
 * Attacks: (2) rate limits skipped with dot segments: the limiter compared the raw path while
 * routing normalised /./ and x/../, so forty requests to /x/../ai-act-check/export and
 * POST /./api/ai-act/classify all went through a limit of 30; (7) a NUL in a path parameter
 * (/decision-details/a%00b) answered 500; (8) /.//127.0.0.1:5299/?lang=de answered
 * Location: //127.0.0.1:5299/ (off-site).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer("security-paths", { LOG_LEVEL: "fatal" });
});
afterAll(() => server?.close());

describe("paths that routing would read differently", () => {
  test.each([
    ["GET", "/x/../ai-act-check/export?format=md"],
    ["GET", "/./ai-act-check/export?format=md"],
    ["GET", "/%2e/ai-act-check/export?format=md"],
    ["GET", "/x/%2E%2E/ai-act-check/export?format=md"],
    ["POST", "/./api/ai-act/classify"],
    ["GET", "/auth/./sign-in?provider=dev"],
    ["GET", "/auth\\sign-in?provider=dev"],
  ])("%s %s is refused with 400 before any route or limit", async (method, path) => {
    const answer = await rawRequest(server.base, {
      method,
      path,
      headers: { "content-type": "application/json", origin: server.base },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("plain form");
  });

  test("forty requests through dot segments never reach the public check's export (limit 30)", async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const answer = await rawRequest(server.base, { method: "GET", path: "/x/../ai-act-check/export?format=docx" });
      answers.add(`${answer.status} ${answer.body.includes("plain form") ? "refused" : "reached the route"}`);
    }
    expect([...answers]).toEqual(["400 refused"]);
  });

  test.each([
    "/decision-details/a%00b",
    "/decisions/a%00b",
    "/api/assistant/chats/a%00b",
    "/decision-details/%E0%A4%A",
  ])("a NUL or a broken escape in a path parameter (%s) answers 400, not 500", async (path) => {
    const answer = await rawRequest(server.base, { method: "GET", path });
    expect(answer.status).toBe(400);
  });

  test("an ordinary path still reaches its page", async () => {
    expect((await rawRequest(server.base, { method: "GET", path: "/pricing" })).status).toBe(200);
  });
});

describe("the language switch's redirect stays on the site", () => {
  test.each(["//127.0.0.1:5299/?lang=de", "///127.0.0.1:5299/?lang=de", "/.//127.0.0.1:5299/?lang=de"])(
    "%s",
    async (path) => {
      const answer = await rawRequest(server.base, { method: "GET", path });
      if (answer.status === 400) return; // refused as not normalised: no redirect at all
      expect(answer.status).toBe(303);
      const location = answer.headers.location ?? "";
      expect(location.startsWith("/")).toBe(true);
      expect(location.startsWith("//")).toBe(false);
      expect(new URL(location, server.base).origin).toBe(server.base);
    },
  );

  test("the language switch keeps the page and its other parameters", () => {
    expect(sameSiteLocation("/decisions?q=urteil&lang=de", "lang")).toBe("/decisions?q=urteil");
    expect(sameSiteLocation("//evil.example//x/?lang=de", "lang")).toBe("/evil.example/x/");
    expect(sameSiteLocation("/?lang=en", "lang")).toBe("/");
  });
});

test("normalisedPath accepts what browsers send and refuses the rest", () => {
  expect(normalisedPath("/decisions/bgh-2024-01-01")).toBe("/decisions/bgh-2024-01-01");
  expect(normalisedPath("/feeds/search.ics")).toBe("/feeds/search.ics");
  expect(normalisedPath("/a/%C3%A4")).toBe("/a/%C3%A4");
  for (const path of ["/a/../b", "/./a", "/a/.", "/a/%2e%2e/b", "/a\\b", "/a%00", "/%E0%A4%A", "*"])
    expect(normalisedPath(path)).toBeNull();
});
