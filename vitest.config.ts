import { defineConfig } from "vitest/config";
import { vitestInclude } from "./tests/support/suites.ts";

export default defineConfig({
  test: {
    include: vitestInclude,
    globalSetup: ["./tests/support/global-setup.ts"],
    setupFiles: ["./tests/support/fail-on-console-error.ts", "./tests/support/record-database-use.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The paraphrases of the real acts (ADR 046) would add their words to the small fixtures that
    // share the acts' CELEX numbers; paraphrases.test.ts switches them on, the real-data suite and
    // the end-to-end tests run with them.
    env: { NODE_ENV: "test", LOG_LEVEL: "warn", CORPUS_PARAPHRASES: "off" },
  },
});
