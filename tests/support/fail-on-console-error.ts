import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`console.error was called ${seen.length} time(s): ${seen.map((a) => String(a[0])).join(" | ")}`);
  }
});
