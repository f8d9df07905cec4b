import { expect, test, vi } from "vitest";
import { AssistantApiError, createAssistantApi } from "./assistant-api.ts";
import { readStreamEvents } from "./read-stream-events.ts";
import { ndjson } from "./test-fixtures.ts";

const project = {
  id: "7f3c1a52-0000-4000-8000-000000000001",
  title: "AI Act",
  description: "",
  createdAt: "2026-11-25T08:00:00.000Z",
};

function api(respond: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond(String(input), init ?? {});
  });
  return { client: createAssistantApi({ csrfToken: "token-1", fetch }), calls };
}

test("changes send JSON and the CSRF token; a bodiless DELETE sends the token too", async () => {
  const { client, calls } = api((url, init) =>
    init.method === "DELETE" ? new Response(null, { status: 204 }) : Response.json({ project }, { status: 201 }),
  );
  await expect(client.createProject({ id: project.id, title: "AI Act" })).resolves.toEqual(project);
  await client.deleteProject(project.id);
  expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
    ["POST", "/api/assistant/projects", JSON.stringify({ id: project.id, title: "AI Act" })],
    ["DELETE", `/api/assistant/projects/${project.id}`, undefined],
  ]);
  expect(calls[0]!.init.headers).toMatchObject({ "content-type": "application/json", "x-csrf-token": "token-1" });
  expect(calls[1]!.init.headers).toMatchObject({ "x-csrf-token": "token-1" });
  expect(calls[1]!.init.headers).not.toHaveProperty("content-type");
});

test("ids are escaped in paths", async () => {
  const { client, calls } = api(() => Response.json({ chats: [] }));
  await client.listChats("a/b?c");
  expect(calls[0]!.url).toBe("/api/assistant/projects/a%2Fb%3Fc/chats");
});

test("an error answer becomes an AssistantApiError with the server's code, also when it is not JSON", async () => {
  const { client } = api((url) =>
    url.endsWith("/usage")
      ? new Response("<h1>Bad gateway</h1>", { status: 502 })
      : Response.json({ error: { code: "not_found", message: "No such project" } }, { status: 404 }),
  );
  await expect(client.getChat("x")).rejects.toMatchObject({
    name: "AssistantApiError",
    status: 404,
    code: "not_found",
    message: "No such project",
  });
  const error = await client.getUsage().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AssistantApiError);
  expect(error).toMatchObject({ status: 502, code: "http_502" });
});

test("an answer that does not match the contract is refused", async () => {
  const { client } = api(() => Response.json({ used: -1, limit: 200 }));
  await expect(client.getUsage()).rejects.toThrow();
});

test("sendQuestion posts the question and returns the event stream; a refused question throws", async () => {
  const { client, calls } = api((url, init) =>
    JSON.parse(String(init.body)).question === "limit"
      ? Response.json({ error: { code: "usage_limit", message: "Usage limit reached" } }, { status: 429 })
      : new Response(ndjson([{ type: "delta", text: "Hi" }]), { headers: { "content-type": "application/x-ndjson" } }),
  );
  const body = await client.sendQuestion("c1", { projectId: project.id, question: "Hello?" });
  const events = [];
  for await (const event of readStreamEvents(body)) events.push(event);
  expect(events).toEqual([{ type: "delta", text: "Hi" }]);
  expect(calls[0]).toMatchObject({
    url: "/api/assistant/chats/c1/messages",
    init: { method: "POST", body: JSON.stringify({ projectId: project.id, question: "Hello?" }) },
  });
  await expect(client.sendQuestion("c1", { projectId: project.id, question: "limit" })).rejects.toMatchObject({
    status: 429,
    code: "usage_limit",
  });
});
