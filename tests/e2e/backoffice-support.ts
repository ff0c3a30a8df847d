import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { test as base, expect } from "./fixtures.ts";
import { screenState } from "./screen-state.ts";

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
  explainFailure: undefined;
};

/** The project's fixtures; every test ends by checking that nothing unexpected went to the console. */
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
  // A failure's output says what the screen showed (flakes seen only on other machines).
  explainFailure: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      // The list reporter prints 300 characters of each: the facts first, then the tree.
      const state = await screenState(page).catch((error) => ({ facts: String(error), tree: "" }));
      await testInfo.attach("screen at the failure", {
        body: state.facts,
        contentType: "text/plain",
      });
      await testInfo.attach("its accessibility tree", {
        body: state.tree,
        contentType: "text/plain",
      });
    },
    { auto: true },
  ],
});

export { apiLogin, createUser, unique } from "./api-helpers.ts";
export { expect };

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
 * Popups close without animation (decision 205): once the popup is gone no backdrop is left to take
 * clicks. The next popup (a success after a confirmation) may already be up.
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
