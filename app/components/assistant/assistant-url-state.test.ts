import { expect, test } from "vitest";
import { assistantSearchParams, readAssistantLocation } from "./assistant-url-state.ts";

const read = (query: string) => readAssistantLocation(new URLSearchParams(query));

test("project, chat and view round-trip through the query string", () => {
  const location = { projectId: "7f3c1a52-0000-4000-8000-000000000001", chatId: "c-2", view: "chat_view" as const };
  const query = assistantSearchParams(location).toString();
  expect(query).toBe("project=7f3c1a52-0000-4000-8000-000000000001&chat=c-2&view=chat_view");
  expect(read(query)).toEqual(location);
});

test("the comparison view is the default; unknown views and malformed ids count as absent", () => {
  expect(read("")).toEqual({ projectId: null, chatId: null, view: "comparison_view" });
  expect(read("view=admin&project=" + "x".repeat(101))).toEqual({
    projectId: null,
    chatId: null,
    view: "comparison_view",
  });
  expect(read("project=p&view=procedural_breakdown")).toEqual({
    projectId: "p",
    chatId: null,
    view: "procedural_breakdown",
  });
});

test("a chat without its project is ignored, and is not written without one", () => {
  expect(read("chat=c&view=chat_view")).toEqual({ projectId: null, chatId: null, view: "chat_view" });
  expect(assistantSearchParams({ projectId: null, chatId: "c", view: "chat_view" }).toString()).toBe("view=chat_view");
});
