import {
  acknowledge,
  answerConfirm,
  expect,
  failedRequest,
  openSidebarIfCollapsed,
  richText,
  storedSession,
  test,
  testImage,
  unique,
} from "./backoffice-support.ts";
import { adminToken, createDokumentasi } from "./public-helpers.ts";

test.use({ seed: "none" });

type Item = {
  id: number;
  judul: string;
  slug: string;
  gambar: string;
  tanggal: string;
  uploaded: string;
};

async function listDokumentasi(request: import("@playwright/test").APIRequestContext, url: string) {
  return (await (await request.get(`${url}/api/dokumentasi`)).json()) as Item[];
}

async function createViaApi(
  request: import("@playwright/test").APIRequestContext,
  url: string,
  judul: string,
) {
  const fields = {
    judul,
    tanggal: "2026-03-14",
    uploaded: "Abdi Dalem",
    deskripsi: "<p>Kirab budaya</p>",
  };
  const image = (await testImage("jpeg", "#1f3a5f")).buffer;
  return createDokumentasi(request, url, await adminToken(request, url), fields, image);
}

test("an admin adds documentation with a photo; it is listed and has its public page", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  const table = page.getByRole("table", { name: "Daftar dokumentasi kegiatan" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "No",
    "Judul",
    "Tanggal",
    "Status",
    "Uploaded",
    "Deskripsi",
    "Gambar",
    "Aksi",
  ]);

  const judul = unique("Panjang Jimat");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await form.getByLabel("Judul").fill(judul);
  await expect(form.getByLabel("Tanggal")).toHaveAttribute("type", "date");
  await form.getByLabel("Tanggal").fill("2026-09-05");
  await form.getByLabel("Diunggah oleh").fill("Tim Humas");
  await richText(form, "Deskripsi").click();
  await page.keyboard.type("Iring-iringan pusaka keraton.");
  await form.getByLabel("Gambar").setInputFiles(await testImage("jpeg"));
  await expect(form.getByRole("img", { name: "Pratinjau gambar yang dipilih" })).toBeVisible();
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Dokumentasi berhasil ditambahkan");
  await expect(form).toBeHidden();

  const row = table.getByRole("row").filter({ hasText: judul });
  await expect(row).toContainText("5 Sep 2026");
  await expect(row).toContainText("Tim Humas");
  await expect(row).toContainText("Iring-iringan pusaka keraton.");
  await expect(row.getByRole("img", { name: `Gambar ${judul}` })).toBeVisible();

  const item = (await listDokumentasi(request, server.url)).find((d) => d.judul === judul);
  expect(item?.gambar).toMatch(/^\/uploads\//);
  const detail = await request.get(`${server.url}/kegiatan/${item?.slug}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toContain(judul);
});

test("editing without a new image keeps the old one; the new title is shown", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const item = await createViaApi(request, server.url, unique("Grebeg Syawal"));
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  const row = page.getByRole("row").filter({ hasText: item.judul });
  await row.getByRole("button", { name: "Edit" }).click();

  const form = page.getByRole("dialog", { name: "Edit Dokumentasi" });
  await expect(form.getByLabel("Judul")).toHaveValue(item.judul);
  await expect(form.getByLabel("Tanggal")).toHaveValue("2026-03-14");
  await expect(form.getByRole("img", { name: "Gambar saat ini" })).toBeVisible();
  await expect(richText(form, "Deskripsi")).toHaveText("Kirab budaya");
  const judul = unique("Grebeg Syawal diperbarui");
  await form.getByLabel("Judul").fill(judul);
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Dokumentasi berhasil diperbarui");

  await expect(page.getByRole("row").filter({ hasText: judul })).toBeVisible();
  const updated = (await listDokumentasi(request, server.url)).find((d) => d.id === item.id);
  expect(updated).toMatchObject({ judul, gambar: item.gambar });
});

test("deleting asks 'Yakin?' first and then says 'Dihapus!'", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const item = await createViaApi(request, server.url, unique("Siraman Panjang"));
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  const row = page.getByRole("row").filter({ hasText: item.judul });
  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin?", "Batal", "Data akan dihapus permanen!");
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin?", "Hapus");
  await acknowledge(page, "Dihapus!", "Dokumentasi berhasil dihapus");
  await expect(row).toHaveCount(0);
  expect((await listDokumentasi(request, server.url)).some((d) => d.id === item.id)).toBe(false);
});

test("tanggal is required, and an image the server refuses is explained while the form stays", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(415), /^Gagal menyimpan dokumentasi: /);
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  let posts = 0;
  page.on(
    "request",
    (r) => r.method() === "POST" && r.url().endsWith("/api/dokumentasi") && posts++,
  );
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  const judul = unique("Tanpa tanggal");
  await form.getByLabel("Judul").fill(judul);
  await form.getByLabel("Tanggal").fill("");
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await expect(form.getByText("Tanggal wajib diisi")).toBeVisible();
  expect(posts).toBe(0);

  // Starts like a JPEG, so the browser lets it through; the server reads it and refuses (415).
  await form.getByLabel("Tanggal").fill("2026-01-01");
  const fake = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from("bukan gambar sungguhan"),
  ]);
  await form
    .getByLabel("Gambar")
    .setInputFiles({ name: "rusak.jpg", mimeType: "image/jpeg", buffer: fake });
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "File harus berupa gambar JPEG, PNG, WebP, GIF atau AVIF");
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Judul")).toHaveValue(judul);
  expect(posts).toBe(1);
});

test("with the session gone from storage, saving says 'Anda belum login'", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await form.getByLabel("Judul").fill(unique("Sesi hilang"));
  await page.evaluate(() => localStorage.removeItem("token"));
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "Anda belum login");
  expect((await storedSession(page)).token).toBeNull();
});

test("closing the form with unsaved changes asks 'Buang perubahan?'; a failed load is announced", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    failedRequest("net::ERR_CONNECTION_REFUSED"),
    /^Gagal mengambil dokumentasi: /,
  );
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await richText(form, "Deskripsi").click();
  await page.keyboard.type("Catatan yang belum disimpan");
  await form.getByRole("button", { name: "Batal" }).click();
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(richText(form, "Deskripsi")).toHaveText("Catatan yang belum disimpan");
  await form.getByRole("button", { name: "Tutup" }).click();
  await answerConfirm(page, "Buang perubahan?", "Buang");
  await expect(form).toBeHidden();

  await page.route("**/api/dokumentasi", (route) => route.abort("connectionrefused"));
  await page.reload();
  await acknowledge(page, "Gagal", "Gagal mengambil data dokumentasi");
});

test("an editor adds, edits and deletes documentation at /editor/dokumentasi with the editor's sidebar", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  await loginAs("editor");
  await page.goto("/editor/dokumentasi");
  // The editor's panel (on a phone its menu waits behind the menu button).
  await expect(page.getByRole("banner")).toContainText("Panel Editor");
  await expect(page.getByRole("heading", { name: "Dokumentasi Kegiatan", level: 1 })).toBeVisible();

  const judul = unique("Muludan dari tim konten");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await form.getByLabel("Judul").fill(judul);
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Dokumentasi berhasil ditambahkan");
  const row = page.getByRole("row").filter({ hasText: judul });
  // Left empty, "uploaded" becomes the editor's own name.
  await expect(row).toContainText("Editor Uji");

  const renamed = unique("Muludan diperbarui tim konten");
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Dokumentasi" });
  await expect(edit.getByLabel("Judul")).toHaveValue(judul);
  await edit.getByLabel("Judul").fill(renamed);
  await edit.getByLabel("Tanggal").fill("2026-10-17");
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Dokumentasi berhasil diperbarui");
  const renamedRow = page.getByRole("row").filter({ hasText: renamed });
  await expect(renamedRow).toContainText("17 Okt 2026");
  await expect(row).toHaveCount(0);

  await renamedRow.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin?", "Hapus");
  await acknowledge(page, "Dihapus!", "Dokumentasi berhasil dihapus");
  await expect(renamedRow).toHaveCount(0);
  expect((await listDokumentasi(request, server.url)).some((d) => d.judul === renamed)).toBe(false);
});

test("a failed save or delete says so and keeps the form or the row; an oversized image is explained", async ({
  page,
  loginAs,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    failedRequest(500),
    failedRequest(413),
    /^Gagal menyimpan dokumentasi: /,
    /^Gagal menghapus dokumentasi: /,
  );
  const item = await createViaApi(request, server.url, unique("Gagal disimpan"));
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  const row = page.getByRole("row").filter({ hasText: item.judul });

  // A server failure without a message of its own: the screen's text says it.
  await page.route(`**/api/dokumentasi/${item.id}`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "" }),
  );
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Dokumentasi" });
  await edit.getByLabel("Judul").fill("Judul yang belum tersimpan");
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "Terjadi kesalahan server");
  await expect(edit.getByLabel("Judul")).toHaveValue("Judul yang belum tersimpan");
  await edit.getByRole("button", { name: "Batal" }).click();
  await answerConfirm(page, "Buang perubahan?", "Buang");

  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin?", "Hapus");
  await acknowledge(page, "Gagal!", "Terjadi kesalahan server");
  await expect(row).toBeVisible();
  expect((await listDokumentasi(request, server.url)).some((d) => d.id === item.id)).toBe(true);

  await page.route("**/api/dokumentasi", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 413,
          contentType: "application/json",
          body: JSON.stringify({ message: "Ukuran gambar melebihi 10 MB" }),
        })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const add = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await add.getByLabel("Judul").fill(unique("Foto besar"));
  await add.getByLabel("Gambar").setInputFiles(await testImage("jpeg"));
  await add.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "Ukuran gambar melebihi 10 MB");
  await expect(add).toBeVisible();
  await expect(add.getByRole("img", { name: "Pratinjau gambar yang dipilih" })).toBeVisible();
});

test("on a tablet with the sidebar open, the table scrolls in its own box and every row's buttons can be reached", async ({
  page,
  loginAs,
  request,
  server,
  axe,
}) => {
  await page.setViewportSize({ width: 900, height: 800 });
  const item = await createViaApi(request, server.url, unique("Tabel di layar tablet"));
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await openSidebarIfCollapsed(page);
  await expect(page.getByRole("button", { name: "Menu samping" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const table = page.getByRole("table", { name: "Daftar dokumentasi kegiatan" });
  await expect(table.getByRole("row").filter({ hasText: item.judul })).toBeVisible();

  // Too wide for the space left: the table's own box scrolls, and it can be scrolled from the
  // keyboard (a named, focusable region), while the page itself does not scroll sideways.
  const scroller = page.getByRole("region", { name: "Daftar dokumentasi kegiatan" });
  await scroller.focus();
  for (let i = 0; i < 25; i++) await page.keyboard.press("ArrowRight");
  const lastRow = table.getByRole("row").last();
  const edit = lastRow.getByRole("button", { name: "Edit" });
  const remove = lastRow.getByRole("button", { name: "Delete" });
  await expect(edit).toBeInViewport({ ratio: 1 });
  await expect(remove).toBeInViewport({ ratio: 1 });
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
  expect(await axe()).toEqual([]);

  await remove.click();
  await answerConfirm(page, "Yakin?", "Batal");
  await edit.click();
  await expect(page.getByRole("dialog", { name: "Edit Dokumentasi" })).toBeVisible();
});
