import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../support/server-process.ts";
import { test as base, expect, type Session } from "./fixtures.ts";

/** Shared steps of the back-office specs: API shortcuts, real test images, popups. */

/**
 * What the browser logs for a request answered with an error status (e.g. 409) or that failed
 * on the way (e.g. "net::ERR_CONNECTION_REFUSED"): for tests that provoke one on purpose.
 */
export function failedRequest(reason: number | string): RegExp {
  const detail =
    typeof reason === "number" ? `the server responded with a status of ${reason} ` : reason;
  return new RegExp(`^Failed to load resource: ${detail}`);
}

type BackofficeFixtures = {
  allowedConsoleErrors: RegExp[];
  /** Console errors a test provokes on purpose; any other console or page error fails it. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  failOnConsoleErrors: undefined;
};

/**
 * The project's fixtures with a lighter `loginAs`: the session is stored from a tiny same-origin
 * page (/api/health) instead of the public home page, which these specs do not need to render.
 * Every test ends by checking that nothing unexpected went to the console.
 */
export const test = base.extend<BackofficeFixtures>({
  allowedConsoleErrors: async ({ page: _page }, use) => use([]),
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) =>
    use((...patterns) => void allowedConsoleErrors.push(...patterns)),
  failOnConsoleErrors: [
    async ({ consoleErrors, allowedConsoleErrors }, use) => {
      await use(undefined);
      const unexpected = consoleErrors.filter(
        (error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, "console and page errors").toEqual([]);
    },
    { auto: true },
  ],
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
      // That stand-in page links no icon, so Chrome asks for /favicon.ico, which the site does
      // not serve (its pages link /favicon.svg): answer it here rather than log a 404.
      await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
      await page.goto("/api/health");
      await page.evaluate((s) => {
        localStorage.setItem("token", s.token);
        localStorage.setItem("role", s.role);
        localStorage.setItem("username", s.username);
      }, session);
      return session;
    });
  },
});
export { expect };

let counter = 0;
/** A title no other test uses, so tests never depend on each other's data. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${(++counter).toString(36)}`;

export async function apiLogin(
  request: APIRequestContext,
  baseUrl: string,
  username: string,
  password: string,
) {
  const res = await request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; role: "admin" | "editor"; username: string };
}

/** Creates a user through the API with an admin token; answers its id and password. */
export async function createUser(
  request: APIRequestContext,
  baseUrl: string,
  adminToken: string,
  role: "admin" | "editor",
  name = "Pengguna Uji",
) {
  const username = `u${Date.now().toString(36)}${(++counter).toString(36)}`;
  const password = "rahasia-uji-123";
  const res = await request.post(`${baseUrl}/api/users`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name, username, password, role },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { id: number };
  return { id: body.id, username, password, name };
}

/** A real picture made on the spot (nothing downloaded). */
export async function testImage(format: "jpeg" | "png" | "webp" = "jpeg", color = "#8b2e1f") {
  const buffer = await sharp({
    create: { width: 640, height: 420, channels: 3, background: color },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="420"><circle cx="320" cy="210" r="120" fill="#c9a227"/></svg>',
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
  const mimeType = format === "jpeg" ? "image/jpeg" : `image/${format}`;
  return { name: `foto-uji.${format === "jpeg" ? "jpg" : format}`, mimeType, buffer };
}

/** A PNG of random noise (it does not compress): big enough to watch an upload progress. */
export async function noiseImage(side = 220) {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  const buffer = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  return { name: "struktur.png", mimeType: "image/png", buffer };
}

/** Slows the page's uploads (Chromium) so the progress bar has something to show. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

/** A sweetalert2 popup found by its title. */
export function popup(page: Page, title: string): Locator {
  return page.getByRole("dialog", { name: title, exact: true });
}

/** Checks a popup's title and text, then closes it with its OK button. */
export async function acknowledge(page: Page, title: string, text?: string) {
  const dialog = popup(page, title);
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "OK" }).click();
  await waitUntilClosed(page, dialog);
}

/** Answers a confirmation popup with one of its buttons. */
export async function answerConfirm(
  page: Page,
  title: string,
  button: "Hapus" | "Batal" | "Buang" | "Lanjut mengedit",
  text?: string,
) {
  const dialog = popup(page, title);
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await waitUntilClosed(page, dialog);
}

/**
 * The popup's backdrop fades out after the popup itself: wait until it no longer takes clicks.
 * Another popup may already have replaced it (a success after a confirmation).
 */
async function waitUntilClosed(page: Page, dialog: Locator) {
  await expect(dialog).toBeHidden();
  await expect(page.locator(".swal2-container.swal2-backdrop-hide:visible")).toHaveCount(0);
}

/** The rich-text editor (a labelled textbox) inside a container. */
export function richText(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("textbox", { name: label, exact: true });
}

/** Opens the phone's collapsed sidebar when needed, so its links can be clicked. */
export async function openSidebarIfCollapsed(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu samping" });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

/** Reads the three session keys. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem("token"),
    role: localStorage.getItem("role"),
    username: localStorage.getItem("username"),
  }));
}
