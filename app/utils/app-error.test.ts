import { describe, expect, test } from "vitest";
import { AppError, callableStatusOf, errorProtocolOf, errorResponse, internalError } from "./app-error.ts";

describe("the one error shape", () => {
  test("an AppError answers its status with {error:{code,message}}, never cached, with its own headers", async () => {
    const response = errorResponse(new AppError(405, "method_not_allowed", "Use GET.", undefined, { Allow: "GET" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({ error: { code: "method_not_allowed", message: "Use GET." } });
  });

  test("validation issues come with the error", async () => {
    const issues = [{ path: ["question"], message: "Too long" }];
    const response = errorResponse(new AppError(400, "invalid_body", "question: Too long", issues));
    expect(await response.json()).toEqual({ error: { code: "invalid_body", message: "question: Too long", issues } });
  });

  test("callable functions get the same object plus the protocol's status name", async () => {
    expect(errorProtocolOf("/api/functions/searchLegalDocuments")).toBe("callable");
    expect(errorProtocolOf("/api/assistant/projects")).toBe("json");
    const response = errorResponse(new AppError(429, "too_many_searches", "Too many searches."), "callable");
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: { code: "too_many_searches", status: "RESOURCE_EXHAUSTED", message: "Too many searches." },
    });
  });

  test.each([
    [400, "INVALID_ARGUMENT"],
    [401, "UNAUTHENTICATED"],
    [403, "PERMISSION_DENIED"],
    [404, "NOT_FOUND"],
    [409, "ABORTED"],
    [413, "INVALID_ARGUMENT"],
    [429, "RESOURCE_EXHAUSTED"],
    [500, "INTERNAL"],
    [503, "UNAVAILABLE"],
    [504, "DEADLINE_EXCEEDED"],
  ])("HTTP %i is the callable status %s", (status, name) => {
    expect(callableStatusOf(status)).toBe(name);
  });

  test("an unexpected failure is a 500 that says nothing of its cause", async () => {
    const response = errorResponse(internalError());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    });
  });
});
