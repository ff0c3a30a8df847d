import { defineConfig, devices } from "@playwright/test";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Stories about the back office on a phone: they set a phone's width themselves. */
const PHONE_ONLY = /backoffice-(phone|small-screens)\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // The demo content, made once for the run: test servers start on a copy of it.
  globalSetup: "./tests/support/e2e-global-setup.ts",
  // Generous: on a busy 2-core machine a page or a server start can take several times as long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    trace: "off",
    launchOptions: {
      // CHROMIUM as scripts/test.sh and the README name it; CHROMIUM_PATH as before.
      executablePath: process.env.CHROMIUM ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Server behaviour (start, stop, configuration) does not depend on the screen: run once.
    { name: "server", testMatch: /server-.*\.spec\.ts/, testIgnore: /server-topology\.spec\.ts/ },
    // Three server copies, nginx and a load: after the other server tests, so neither starves.
    { name: "topology", testMatch: /server-topology\.spec\.ts/, dependencies: ["server"] },
    {
      name: "desktop",
      testIgnore: [/server-.*\.spec\.ts/, PHONE_ONLY],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      // Visitors come on phones: every public story runs here too. Staff work at desks: the
      // back office's phone stories (menu, tables, forms at 320 and 375 px) run here, the rest of
      // the back office once, on the desktop (decision 210). Mirador, a scholar's desktop viewer,
      // is checked on the desktop only.
      name: "phone",
      testMatch: [
        /public-.*\.spec\.ts/,
        /smoke\.spec\.ts/,
        /login-flow\.spec\.ts/,
        PHONE_ONLY,
        /backoffice-layout\.spec\.ts/,
      ],
      use: {
        ...devices["Pixel 7"],
        browserName: "chromium",
        viewport: { width: 375, height: 740 },
      },
    },
  ],
});
