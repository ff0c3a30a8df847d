import type { Page } from "@playwright/test";
import {
  answerConfirm,
  expect,
  failedRequest,
  test,
  testImage,
  throttleUploads,
  unique,
} from "./backoffice-support.ts";
import { createDokumentasi, jpeg } from "./public-helpers.ts";

test.use({ seed: "none" });

/** Three real pictures with names of their own. */
async function threePictures() {
  const colors = ["#8b2e1f", "#2f4f7f", "#c9a227"];
  const names = ["gerbang.jpg", "pendopo.jpg", "kereta.jpg"];
  return Promise.all(
    names.map(async (name, i) => ({ ...(await testImage("jpeg", colors[i])), name })),
  );
}

/** Opens the edit dialog of one documentation item from the editor's table. */
async function openEdit(page: Page, judul: string) {
  await page.goto("/editor/dokumentasi");
  const row = page.getByRole("row").filter({ hasText: judul });
  await row.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Dokumentasi" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("An editor adds three pictures with captions to an activity's gallery and removes one", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  // Three uploads slowed on purpose, plus two screens and the public page: more than the default.
  test.setTimeout(60_000);
  const editor = await loginAs("editor");
  const judul = unique("Panjang Jimat");
  const item = await createDokumentasi(
    request,
    server.url,
    editor.token,
    { judul, tanggal: "2026-09-05", deskripsi: "<p>Kirab pusaka.</p>" },
    await jpeg(),
  );

  // A new item has no gallery yet: the form says why.
  await page.goto("/editor/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const add = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await expect(add).toContainText("Simpan dulu untuk menambah galeri");
  await add.getByRole("button", { name: "Batal" }).click();
  await expect(add).toBeHidden();

  const dialog = await openEdit(page, judul);
  await expect(dialog.getByText("0/30 foto")).toBeVisible();
  await dialog.getByLabel("Pilih foto galeri").setInputFiles(await threePictures());
  const captions = {
    "gerbang.jpg": "Gerbang Siti Inggil saat kirab",
    "pendopo.jpg": "Para abdi dalem di pendopo",
    "kereta.jpg": "Kereta Singa Barong",
  };
  for (const [file, caption] of Object.entries(captions)) {
    await dialog.getByLabel(`Keterangan ${file}`).fill(caption);
  }
  // Enter in a caption field does not save the item.
  await dialog.getByLabel("Keterangan kereta.jpg").press("Enter");
  await expect(dialog).toBeVisible();

  // Each picture shows its own progress while it goes up (uploads slowed to about a second each).
  const pictures = await threePictures();
  const unthrottle = await throttleUploads(page, pictures[0].buffer.length);
  await dialog.getByRole("button", { name: "Unggah 3 foto" }).click();
  await expect(dialog.getByText(/Mengunggah gambar… \d+%/)).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText("3 foto ditambahkan ke galeri.");
  await unthrottle();
  await expect(dialog.getByText("3/30 foto")).toBeVisible();
  const stored = dialog.getByRole("list", { name: "Foto di galeri" }).getByRole("listitem");
  await expect(stored).toHaveCount(3);
  for (const caption of Object.values(captions))
    await expect(stored.getByText(caption)).toBeVisible();

  // Removing asks first, naming the picture; Batal keeps it.
  const remove = dialog.getByRole("button", { name: "Hapus foto Para abdi dalem di pendopo" });
  await remove.click();
  await answerConfirm(page, "Hapus foto ini?", "Batal", 'Foto "Para abdi dalem di pendopo"');
  await expect(stored).toHaveCount(3);
  await remove.click();
  await answerConfirm(page, "Hapus foto ini?", "Hapus");
  await expect(dialog.getByRole("status")).toContainText(
    'Foto "Para abdi dalem di pendopo" dihapus dari galeri.',
  );
  await expect(stored).toHaveCount(2);
  await expect(dialog.getByText("2/30 foto")).toBeVisible();
  await dialog.getByRole("button", { name: "Batal" }).click();
  await expect(dialog).toBeHidden();

  // The activity's page shows the two that remain, with their captions.
  await page.goto(`/kegiatan/${item.slug}`);
  await expect(page.getByRole("heading", { name: /Galeri/ })).toBeVisible();
  await expect(page.getByRole("img", { name: "Gerbang Siti Inggil saat kirab" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Kereta Singa Barong" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Para abdi dalem di pendopo" })).toHaveCount(0);
});

test("the gallery section passes axe, fits the screen and tells each refusal beside its picture", async ({
  page,
  loginAs,
  request,
  server,
  axe,
  allowConsoleErrors,
}) => {
  const editor = await loginAs("editor");
  const judul = unique("Muludan");
  await createDokumentasi(request, server.url, editor.token, { judul, tanggal: "2026-08-20" });
  const dialog = await openEdit(page, judul);
  await expect(dialog.getByText("0/30 foto")).toBeVisible();

  // The server refuses the second upload (the gallery filled up meanwhile); the first goes in.
  let posts = 0;
  await page.route("**/api/dokumentasi/*/galeri", async (route) => {
    if (route.request().method() !== "POST" || ++posts === 1) return route.continue();
    await route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ message: "Galeri sudah berisi 30 foto, batas maksimal" }),
    });
  });
  allowConsoleErrors(failedRequest(409), /^Gagal mengunggah foto galeri:/);
  const [first, second] = await threePictures();
  const notImage = {
    name: "catatan.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("bukan gambar"),
  };
  await dialog.getByLabel("Pilih foto galeri").setInputFiles([first, second, notImage]);
  await expect(
    dialog.getByText("File harus berupa gambar JPEG, PNG, WebP, GIF atau AVIF"),
  ).toBeVisible();
  await dialog.getByLabel("Keterangan gerbang.jpg").fill("Gerbang");
  await dialog.getByRole("button", { name: "Unggah 2 foto" }).click();
  await expect(dialog.getByRole("status")).toContainText("1 foto ditambahkan ke galeri.");
  await expect(dialog.getByText("Galeri sudah berisi 30 foto, batas maksimal")).toBeVisible();
  await expect(dialog.getByText("1/30 foto")).toBeVisible();
  await expect(
    dialog.getByRole("list", { name: "Foto yang akan diunggah" }).getByRole("listitem"),
  ).toHaveCount(2);

  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Keyboard only: the refused picture is taken off the list with its Batalkan button.
  await dialog.getByRole("button", { name: "Batalkan catatan.jpg" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("File harus berupa gambar")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Hapus foto Gerbang" }).focus();
  await page.keyboard.press("Enter");
  await answerConfirm(page, "Hapus foto ini?", "Hapus", 'Foto "Gerbang"');
  await expect(dialog.getByText("0/30 foto")).toBeVisible();
});

test("captioned pictures not yet uploaded are not dropped unasked, nor while they go up", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const editor = await loginAs("editor");
  const judul = unique("Grebeg Syawal");
  await createDokumentasi(request, server.url, editor.token, { judul, tanggal: "2026-03-20" });
  const dialog = await openEdit(page, judul);
  await expect(dialog.getByText("0/30 foto")).toBeVisible();
  const [first] = await threePictures();
  await dialog.getByLabel("Pilih foto galeri").setInputFiles([first]);
  await dialog.getByLabel("Keterangan gerbang.jpg").fill("Gerbang saat grebeg");

  // Batal asks first; the caption is still there after 'Lanjut mengedit'.
  await dialog.getByRole("button", { name: "Batal", exact: true }).click();
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(dialog.getByLabel("Keterangan gerbang.jpg")).toHaveValue("Gerbang saat grebeg");

  // While the picture goes up, Escape does not close the dialog.
  const unthrottle = await throttleUploads(page, first.buffer.length);
  await dialog.getByRole("button", { name: "Unggah 1 foto" }).click();
  await expect(dialog.getByText(/Mengunggah gambar… \d+%/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("status")).toContainText("1 foto ditambahkan ke galeri.");
  await unthrottle();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1/30 foto")).toBeVisible();

  // Uploaded, nothing is left to lose: Batal closes at once.
  await dialog.getByRole("button", { name: "Batal", exact: true }).click();
  await expect(dialog).toBeHidden();
});
