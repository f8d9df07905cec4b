import { describe, expect, test } from "vitest";
import { CallableError, callableErrorResponse, callableResultResponse, callableStatuses, type CallableStatus } from "./callable-error.ts";

// The callable-function contract: each error code has its own HTTP status.
const contract: [CallableStatus, number][] = [
  ["INVALID_ARGUMENT", 400],
  ["UNAUTHENTICATED", 401],
  ["PERMISSION_DENIED", 403],
  ["NOT_FOUND", 404],
  ["ABORTED", 409],
  ["RESOURCE_EXHAUSTED", 429],
  ["INTERNAL", 500],
  ["UNIMPLEMENTED", 501],
  ["UNAVAILABLE", 503],
  ["DEADLINE_EXCEEDED", 504],
];

describe("callableErrorResponse", () => {
  test.each(contract)("%s answers HTTP %i with {error: {status, message}}, JSON, not cached", async (status, http) => {
    const response = callableErrorResponse(status, `message for ${status}`);
    expect(response.status).toBe(http);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { status, message: `message for ${status}` } });
  });

  test("the ten codes of the contract and no others", () => {
    expect(Object.entries(callableStatuses)).toEqual(contract);
  });

  test("a CallableError carries its code; a result is wrapped in {result}", async () => {
    const error = new CallableError("NOT_FOUND", "No such act.");
    expect(error).toBeInstanceOf(Error);
    expect({ status: error.status, message: error.message }).toEqual({ status: "NOT_FOUND", message: "No such act." });
    const response = callableResultResponse({ matches: [] });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ result: { matches: [] } });
  });
});
