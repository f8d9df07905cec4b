import { defineConfig } from "vitest/config";

// The real-data suite: imports the files in ../shared/data and fails when one is missing.
export default defineConfig({
  test: {
    include: ["tests/real-data/**/*.test.ts"],
    globalSetup: ["./tests/support/global-setup.ts"],
    setupFiles: ["./tests/support/fail-on-console-error.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
  },
});
