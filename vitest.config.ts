import { defineConfig } from "vitest/config";

export default defineConfig({
  // The app's aliases (`~/`, `@common/`) from tsconfig.json, as Vite resolves them in the build.
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "common/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "tests/support/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/*.test.{ts,tsx}",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    // Two files at a time: the default on 2 cores is one, and most files wait on a database or
    // a mail server, not on the processor (decision 210).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_REQUESTS: "0" },
  },
});
