import { E2E_ADMIN } from "../support/server-process.ts";
import {
  acknowledge,
  answerConfirm,
  apiLogin,
  expect,
  richText,
  storedSession,
  test,
  testImage,
  unique,
} from "./backoffice-support.ts";

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
  const admin = await apiLogin(request, url, E2E_ADMIN.username, E2E_ADMIN.password);
  const image = await testImage("jpeg", "#1f3a5f");
  const res = await request.post(`${url}/api/dokumentasi`, {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: {
      judul,
      tanggal: "2026-03-14",
      uploaded: "Abdi Dalem",
      deskripsi: "<p>Kirab budaya</p>",
      gambar: image,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: Item }).data;
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
  await form.getByRole("button", { name: "Simpan" }).click();
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
  await form.getByRole("button", { name: "Simpan" }).click();
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
}) => {
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
  await form.getByRole("button", { name: "Simpan" }).click();
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
  await form.getByRole("button", { name: "Simpan" }).click();
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
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Gagal", "Anda belum login");
  expect((await storedSession(page)).token).toBeNull();
});

test("closing the form with unsaved changes asks 'Buang perubahan?'; a failed load is announced", async ({
  page,
  loginAs,
}) => {
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
  await acknowledge(page, "Error", "Gagal mengambil data dokumentasi");
});

test("an editor manages documentation at /editor/dokumentasi with the editor's sidebar", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const editor = await loginAs("editor");
  await page.goto("/editor/dokumentasi");
  await expect(page.getByRole("navigation", { name: "Menu editor" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dokumentasi Kegiatan", level: 1 })).toBeVisible();

  const judul = unique("Muludan oleh editor");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await form.getByLabel("Judul").fill(judul);
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Dokumentasi berhasil ditambahkan");
  const row = page.getByRole("row").filter({ hasText: judul });
  // Left empty, "uploaded" becomes the editor's own name.
  await expect(row).toContainText("Editor Uji");

  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin?", "Hapus");
  await acknowledge(page, "Dihapus!", "Dokumentasi berhasil dihapus");
  expect((await listDokumentasi(request, server.url)).some((d) => d.judul === judul)).toBe(false);
  expect(editor.role).toBe("editor");
});
