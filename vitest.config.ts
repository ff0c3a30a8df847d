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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_REQUESTS: "0" },
  },
});
