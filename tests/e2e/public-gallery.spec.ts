import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminToken, createDokumentasi, jpeg, waitForIslands } from "./public-helpers.ts";

// A phone with a touch screen in both projects: these stories are about fingers.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const CAPTIONS = ["Gerbang Siti Inggil", "Bangsal Pringgandani", "Taman Bunderan Dewandaru"];

/** An activity with a three-picture gallery, made through the API. */
async function activityWithGallery(request: APIRequestContext, base: string, judul: string) {
  const token = await adminToken(request, base);
  const item = await createDokumentasi(request, base, token, { judul, tanggal: "2025-03-01" });
  for (const [i, keterangan] of CAPTIONS.entries()) {
    const res = await request.post(`${base}/api/dokumentasi/${item.id}/galeri`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        keterangan,
        gambar: {
          name: `foto${i}.jpg`,
          mimeType: "image/jpeg",
          buffer: await jpeg(["#8b2e1f", "#1f3a5f", "#c9a227"][i]),
        },
      },
    });
    expect(res.status()).toBe(201);
  }
  return item;
}

/**
 * A finger drawn across the screen, as the phone's touch screen reports it (Chrome's own touch
 * input: the browser decides, as on a phone, whether the touch scrolls or reaches the page).
 */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y: from.y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from.x) });
  for (let step = 1; step <= 8; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at(from.x + (dx * step) / 8),
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("A visitor on a phone swipes through an activity's gallery with a finger", async ({
  page,
  request,
  server,
  consoleErrors,
}) => {
  const item = await activityWithGallery(request, server.url, "Galeri Usapan Jari");
  await page.goto(`/kegiatan/${item.slug}`);
  await waitForIslands(page);
  await page.getByRole("link", { name: CAPTIONS[0] }).tap();
  const viewer = page.getByRole("dialog", { name: "Galeri Galeri Usapan Jari" });
  await expect(viewer.getByText("Foto 1 dari 3")).toBeVisible();

  const picture = await viewer.getByRole("img", { name: CAPTIONS[0] }).boundingBox();
  if (!picture) throw new Error("the picture is not on screen");
  const middle = { x: picture.x + picture.width / 2, y: picture.y + picture.height / 2 };

  // Right to left: the next picture.
  await swipe(page, { x: middle.x + 120, y: middle.y }, -240);
  await expect(viewer.getByText("Foto 2 dari 3")).toBeVisible();
  await expect(viewer.locator("figcaption")).toHaveText(CAPTIONS[1]);
  await expect(viewer.getByRole("img", { name: CAPTIONS[1] })).toBeVisible();

  // Left to right: back again.
  await swipe(page, { x: middle.x - 120, y: middle.y }, 240);
  await expect(viewer.getByText("Foto 1 dari 3")).toBeVisible();
  await expect(viewer.locator("figcaption")).toHaveText(CAPTIONS[0]);

  // Closed with its button on the second picture: the focus is on that picture in the grid.
  await swipe(page, { x: middle.x + 120, y: middle.y }, -240);
  await expect(viewer.locator("figcaption")).toHaveText(CAPTIONS[1]);
  await viewer.getByRole("button", { name: "Tutup galeri" }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("link", { name: CAPTIONS[1] })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
