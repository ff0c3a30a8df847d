import type { APIRequestContext } from "@playwright/test";
import {
  acknowledge,
  answerConfirm,
  expect,
  richText,
  test,
  testImage,
} from "./backoffice-support.ts";
import { adminToken } from "./public-helpers.ts";

// A server of its own kind (no demo content): the banner starts with the shipped pictures.
test.use({ seed: "none" });

/** A stored image without its extension: pages show it through its WebP variants. */
const stem = (path = "") => path.replace(/\.[a-z0-9]+$/i, "");

type Slide = { id: number; gambar: string; keterangan: string; urutan: number };

async function slides(request: APIRequestContext, base: string): Promise<Slide[]> {
  return (await (await request.get(`${base}/api/hero`)).json()) as Slide[];
}

async function addSlide(
  request: APIRequestContext,
  base: string,
  token: string,
  keterangan: string,
  color: string,
) {
  const image = await testImage("jpeg", color);
  const res = await request.post(`${base}/api/hero`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { keterangan, gambar: image },
  });
  expect(res.status()).toBe(201);
}

/** Leaves the banner as shipped, whatever a test did. */
async function removeAllSlides(request: APIRequestContext, base: string, token: string) {
  for (const slide of await slides(request, base)) {
    await request.delete(`${base}/api/hero/${slide.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

test.afterEach(async ({ request, server }) => {
  const token = await adminToken(request, server.url);
  await removeAllSlides(request, server.url, token);
  // Back to the shipped welcome text and map pin (the photo stays; no test here reads it).
  await request.post(`${server.url}/api/settings/update`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { Teks_Sambutan: "", Peta_Lintang: "", Peta_Bujur: "" },
  });
});

test("An admin replaces the second banner picture and the home page shows it", async ({
  page,
  loginAs,
  request,
  server,
  axe,
}) => {
  test.setTimeout(60_000); // two axe runs, an upload and public pages: slow on a busy machine
  const token = await adminToken(request, server.url);
  await removeAllSlides(request, server.url, token);
  await addSlide(request, server.url, token, "Bangsal Pringgandani", "#8b2e1f");
  await addSlide(request, server.url, token, "Siti Inggil", "#1f4e8b");
  const [, second] = await slides(request, server.url);

  await loginAs("admin");
  await page.goto("/admin/banner-beranda");
  await expect(page.getByRole("heading", { name: "Banner Beranda", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Gambar banner, sesuai urutan tampil" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("img", { name: "Siti Inggil" })).toBeVisible();
  await expect(page.getByText("2 dari 10 gambar.")).toBeVisible();
  expect(await axe()).toEqual([]);
  // Nothing scrolls sideways, on a phone too.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await list.getByRole("button", { name: "Edit Gambar 2 “Siti Inggil”" }).click();
  const form = page.getByRole("dialog", { name: "Edit Gambar Banner" });
  await expect(form.getByLabel("Keterangan")).toHaveValue("Siti Inggil");
  await form.getByLabel("Gambar").setInputFiles(await testImage("png", "#2f6b3a"));
  await form.getByLabel("Keterangan").fill("Siti Inggil di pagi hari");
  await expect(form.getByRole("img", { name: "Pratinjau gambar yang dipilih" })).toBeVisible();
  expect(await axe()).toEqual([]);
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Gambar banner berhasil diperbarui");
  await expect(list.getByRole("img", { name: "Siti Inggil di pagi hari" })).toBeVisible();

  const after = await slides(request, server.url);
  expect(after[1]).toMatchObject({ id: second?.id, keterangan: "Siti Inggil di pagi hari" });
  expect(after[1]?.gambar).not.toBe(second?.gambar);

  await page.goto("/");
  const picture = page.getByRole("img", { name: "Siti Inggil di pagi hari", includeHidden: true });
  await expect(picture).toHaveAttribute("src", new RegExp(`^${stem(after[1]?.gambar)}`));
  await expect(page.locator(`img[src^="${stem(second?.gambar)}"]`)).toHaveCount(0);
});

test("An admin orders and removes banner pictures with the keyboard alone", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  await removeAllSlides(request, server.url, token);
  await addSlide(request, server.url, token, "Gerbang", "#8b2e1f");
  await addSlide(request, server.url, token, "Taman", "#1f4e8b");
  await addSlide(request, server.url, token, "", "#2f6b3a");

  await loginAs("admin");
  await page.goto("/admin/banner-beranda");
  const list = page.getByRole("list", { name: "Gambar banner, sesuai urutan tampil" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("listitem").nth(2)).toContainText("Belum ada keterangan");

  // Move "Gerbang" down with Enter: the focus stays on its button, at its new place.
  const down = list.getByRole("button", { name: "Turunkan Gambar 1 “Gerbang”" });
  await down.focus();
  await page.keyboard.press("Enter");
  const moved = list.getByRole("button", { name: "Turunkan Gambar 2 “Gerbang”" });
  await expect(moved).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("Gambar 2 “Gerbang” sekarang di urutan 2.");
  expect((await slides(request, server.url)).map((s) => s.keterangan)).toEqual([
    "Taman",
    "Gerbang",
    "",
  ]);

  // Up again with Space; at the top, "Naikkan" says it cannot act and nothing moves.
  const up = list.getByRole("button", { name: "Naikkan Gambar 2 “Gerbang”" });
  await up.focus();
  await page.keyboard.press("Space");
  const top = list.getByRole("button", { name: "Naikkan Gambar 1 “Gerbang”" });
  await expect(top).toBeFocused();
  await expect(top).toHaveAttribute("aria-disabled", "true");
  expect((await slides(request, server.url))[0]?.keterangan).toBe("Gerbang");

  // Delete asks first, naming the slide.
  await list.getByRole("button", { name: "Hapus Gambar 2 “Taman”" }).click();
  await answerConfirm(page, "Hapus gambar banner?", "Hapus", "Gambar 2 “Taman”");
  await acknowledge(page, "Dihapus!", "Gambar banner berhasil dihapus");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  expect((await slides(request, server.url)).map((s) => s.keterangan)).toEqual(["Gerbang", ""]);
});

test("A new banner picture needs its file; the tenth is the last the banner takes", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  await removeAllSlides(request, server.url, token);
  await loginAs("admin");
  await page.goto("/admin/banner-beranda");
  await expect(page.getByText("Belum ada gambar banner.")).toBeVisible();
  await page.getByRole("button", { name: "Tambah Gambar" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Gambar Banner" });
  await expect(form.getByText("Sebaiknya isi keterangan")).toBeVisible();
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByText("Gambar wajib diunggah")).toBeVisible();
  await form.getByLabel("Gambar").setInputFiles(await testImage("jpeg"));
  await form.getByLabel("Keterangan").fill("Pendopo");
  await expect(form.getByText("Sebaiknya isi keterangan")).toHaveCount(0);
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Gambar banner berhasil ditambahkan");
  await expect(page.getByRole("img", { name: "Pendopo" })).toBeVisible();

  for (let i = 2; i <= 10; i++)
    await addSlide(request, server.url, token, `Gambar ${i}`, "#555555");
  await page.reload();
  await expect(
    page.getByText("10 dari 10 gambar. Banner paling banyak berisi 10 gambar"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Tambah Gambar" })).toHaveCount(0);
});

test("An admin sets the welcome text, photo and map pin; the home and contact pages show them", async ({
  page,
  loginAs,
  request,
  server,
  axe,
}) => {
  test.setTimeout(60_000); // two axe runs, an upload and public pages: slow on a busy machine
  await loginAs("admin");
  await page.goto("/admin/settings");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();

  // Kontak: the pin, checked in the browser, with a preview of where it points.
  await expect(page.getByText("Kosong: peta memakai titik bawaan.")).toBeVisible();
  await page.getByLabel("Lintang").fill("95");
  await page.getByLabel("Bujur").fill("");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(
    page.getByText("Lintang harus berupa derajat desimal antara -90 dan 90"),
  ).toBeVisible();
  await expect(page.getByText("Isi lintang dan bujur sekaligus")).toBeVisible();
  await page.getByLabel("Lintang").fill("-6,7301");
  await page.getByLabel("Bujur").fill("108.5612");
  await expect(page.getByText("Titik peta: -6.7301, 108.5612.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Lihat titik di peta/ })).toHaveAttribute(
    "href",
    /mlat=-6\.7301&mlon=108\.5612/,
  );
  await expect(page.getByTitle("Pratinjau titik peta")).toHaveAttribute(
    "src",
    /marker=-6\.7301%2C108\.5612/,
  );

  // Beranda: the welcome text and photo.
  await page.getByRole("tab", { name: "Beranda" }).click();
  const teks = richText(page, "Teks Sambutan");
  await teks.click();
  await page.keyboard.type("Sugeng rawuh di keraton tertua Cirebon.");
  await page.getByLabel("Gambar Sambutan").setInputFiles(await testImage("webp", "#6b4f2f"));
  expect(await axe()).toEqual([]);
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan!");

  const settings = (await (await request.get(`${server.url}/api/settings`)).json()) as Record<
    string,
    string
  >;
  expect(settings).toMatchObject({ Peta_Lintang: "-6.7301", Peta_Bujur: "108.5612" });
  expect(settings.Teks_Sambutan).toContain("Sugeng rawuh di keraton tertua Cirebon.");
  expect(settings.Gambar_Sambutan).toMatch(/^\/uploads\//);

  await page.goto("/");
  const sambutan = page.locator("section[aria-labelledby='judul-sambutan']");
  await expect(sambutan).toContainText("Sugeng rawuh di keraton tertua Cirebon.");
  await expect(sambutan.locator(`img[src^="${stem(settings.Gambar_Sambutan)}"]`)).toHaveCount(1);

  await page.goto("/contact");
  await expect(page.locator("iframe")).toHaveAttribute("src", /marker=-6\.7301%2C108\.5612/);
});

test("the Beranda and Kontak tabs of settings pass axe and fit a phone", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/settings");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();
  await expect(page.getByLabel("Lintang")).toBeVisible();
  expect(await axe()).toEqual([]);
  await page.getByRole("tab", { name: "Beranda" }).click();
  await expect(richText(page, "Teks Sambutan")).toBeVisible();
  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
