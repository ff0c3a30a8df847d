import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server-process.ts";
import { apiLogin, createUser } from "./api-helpers.ts";

type Role = "admin" | "editor";
export type Session = { token: string; role: Role; username: string; password: string };

type WorkerFixtures = { seed: "demo" | "none"; server: RunningServer };
type TestFixtures = {
  /** Logs in through the API (an editor is made first) and stores the session as the login screen would. */
  loginAs: (role: Role) => Promise<Session>;
  /** Fails the test on any console error or uncaught page error. */
  consoleErrors: string[];
  /** axe-core, WCAG 2.2 AA: returns the violations found on the page as it is now. */
  axe: (page?: Page) => Promise<Array<{ id: string; help: string; nodes: number }>>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  seed: ["demo", { scope: "worker", option: true }],
  server: [
    async ({ seed }, use) => {
      // Tests may act as several visitors (views count once per address): X-Forwarded-For from
      // the test runner on this machine is believed, as from nginx in front of the site.
      const server = await startServer({ seed, env: { TRUST_PROXY: "loopback" } });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // The test's own API calls: one connection each. Reusing a kept-alive connection races the
  // server closing it after 5 s idle: a POST sent as it closed met ECONNRESET in a CI run.
  request: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { connection: "close" },
    });
    await use(context);
    await context.dispose();
  },

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await use(errors);
  },

  loginAs: async ({ page, request, server }, use) => {
    await use(async (role) => {
      const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
      let session: Session = { ...admin, password: E2E_ADMIN.password };
      if (role === "editor") {
        const editor = await createUser(request, server.url, admin.token, "editor", "Editor Uji");
        session = {
          ...(await apiLogin(request, server.url, editor.username, editor.password)),
          password: editor.password,
        };
      }
      // Any same-origin page gives access to local storage: the smallest one will do.
      await page.goto("/api/health");
      await page.evaluate((s) => {
        localStorage.setItem("token", s.token);
        localStorage.setItem("role", s.role);
        localStorage.setItem("username", s.username);
      }, session);
      return session;
    });
  },

  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      // A popup fading in has its text at partial opacity: judge contrast on the settled page.
      await target.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== "running"),
      );
      const result = await new AxeBuilder({ page: target })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.length }));
    });
  },
});

export { expect };
