import { describe, expect, it } from "vitest";
import { httpGet, HttpStatusError, SourceUnreachableError } from "./http.server.ts";

/** A fetch that answers from a script, one entry per request, and counts the requests. */
function scriptedFetch(script: (Response | Error)[]) {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    calls.push(String(input));
    const next = script.shift();
    if (!next) throw new Error("no more answers scripted");
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const url = "http://source.test/toc.xml";

describe("httpGet: retries and backoff", () => {
  it("retries 503 and 429 with a growing wait, then returns the answer", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      new Response("", { status: 503 }),
      new Response("", { status: 429 }),
      new Response("ok"),
    ]);
    const waits: number[] = [];
    const response = await httpGet(url, { fetchImpl, sleep: async (ms) => void waits.push(ms) });
    expect(await response.text()).toBe("ok");
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it("gives up after the retries with the source named and the last reason, including the cause fetch hides", async () => {
    const refused = () => new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") });
    const { fetchImpl, calls } = scriptedFetch([refused(), refused(), refused()]);
    const failure = httpGet(url, { fetchImpl, sleep: async () => undefined });
    await expect(failure).rejects.toBeInstanceOf(SourceUnreachableError);
    await expect(failure).rejects.toThrow(
      `source unreachable: ${url} (fetch failed: connect ECONNREFUSED 127.0.0.1:9)`,
    );
    expect(calls).toHaveLength(3);
  });

  it("retries any failed request, not only those a library recognises as network errors", async () => {
    const { fetchImpl, calls } = scriptedFetch([new TypeError("invalid response"), new Response("ok")]);
    const response = await httpGet(url, { fetchImpl, sleep: async () => undefined });
    expect(await response.text()).toBe("ok");
    expect(calls).toHaveLength(2);
  });

  it("a 5xx on the last attempt names the status", async () => {
    const { fetchImpl } = scriptedFetch([new Response("", { status: 502 })]);
    await expect(httpGet(url, { fetchImpl, retries: 0, sleep: async () => undefined })).rejects.toThrow(
      `source unreachable: ${url} (GET ${url}: HTTP 502)`,
    );
  });

  it("a 4xx other than 429 fails at once, without a retry", async () => {
    const { fetchImpl, calls } = scriptedFetch([new Response("", { status: 404 }), new Response("ok")]);
    const failure = httpGet(url, { fetchImpl, sleep: async () => undefined });
    await expect(failure).rejects.toBeInstanceOf(HttpStatusError);
    await expect(failure).rejects.toMatchObject({ status: 404, url });
    expect(calls).toHaveLength(1);
  });
});
