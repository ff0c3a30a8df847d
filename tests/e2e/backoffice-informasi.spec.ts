import {
  acknowledge,
  answerConfirm,
  expect,
  failedRequest,
  richText,
  test,
  testImage,
  unique,
} from "./backoffice-support.ts";
import { adminToken, createInformasi } from "./public-helpers.ts";

test.use({ seed: "none" });

type Item = {
  id: number;
  judul: string;
  slug: string;
  gambar: string;
  tanggal: string;
  deskripsi: string;
};

async function createViaApi(
  request: import("@playwright/test").APIRequestContext,
  url: string,
  judul: string,
) {
  const fields = { judul, tanggal: "2026-04-02", deskripsi: "<p>Jam buka museum</p>" };
  const image = (await testImage("webp")).buffer;
  return createInformasi(request, url, await adminToken(request, url), fields, image);
}

test("an admin adds an article with a picture; it is listed here and on /informasi", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  await loginAs("admin");
  await page.goto("/admin/informasi");
  const table = page.getByRole("table", { name: "Daftar informasi" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "No",
    "Informasi",
    "Tanggal",
    "Status",
    "Deskripsi",
    "Gambar",
    "Aksi",
  ]);

  const judul = unique("Jadwal kunjungan Ramadan");
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Informasi" });
  await form.getByLabel("Judul").fill(judul);
  await richText(form, "Deskripsi").click();
  await page.keyboard.type("Keraton buka pukul 08.00.");
  await form.getByLabel("Gambar").setInputFiles(await testImage("png"));
  await expect(form.getByRole("img", { name: "Pratinjau gambar yang dipilih" })).toBeVisible();
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil ditambahkan!");

  const row = table.getByRole("row").filter({ hasText: judul });
  await expect(row).toContainText("Keraton buka pukul 08.00.");
  await expect(row.getByRole("img", { name: `Gambar ${judul}` })).toBeVisible();
  const list = await (await request.get(`${server.url}/informasi`)).text();
  expect(list).toContain(judul);
});

test("edit opens its own modal with the stored article; an empty image keeps the old one", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const item = await createViaApi(request, server.url, unique("Tiket masuk"));
  await loginAs("admin");
  await page.goto("/admin/informasi");
  const row = page.getByRole("row").filter({ hasText: item.judul });
  await row.getByRole("button", { name: "Edit" }).click();

  const form = page.getByRole("dialog", { name: "Edit Informasi" });
  await expect(form.getByLabel("Judul")).toHaveValue(item.judul);
  await expect(form.getByLabel("Tanggal")).toHaveValue("2026-04-02");
  await expect(richText(form, "Deskripsi")).toHaveText("Jam buka museum");
  await expect(form.getByText("Kosongkan jika tidak diganti")).toBeVisible();
  const judul = unique("Tiket masuk terbaru");
  await form.getByLabel("Judul").fill(judul);
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil diperbarui!");

  const updated = (await (
    await request.get(`${server.url}/api/informasi/${item.id}`)
  ).json()) as Item;
  expect(updated).toMatchObject({ judul, gambar: item.gambar });
  const detail = await request.get(`${server.url}/informasi/${updated.slug}`);
  expect(await detail.text()).toContain(judul);
});

test("deleting asks 'Apakah Anda yakin?': Batal keeps the article, Hapus removes it", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const item = await createViaApi(request, server.url, unique("Pengumuman lama"));
  await loginAs("admin");
  await page.goto("/admin/informasi");
  const row = page.getByRole("row").filter({ hasText: item.judul });
  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Apakah Anda yakin?", "Batal", item.judul);
  await expect(row).toBeVisible();
  expect((await request.get(`${server.url}/api/informasi/${item.id}`)).status()).toBe(200);

  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Apakah Anda yakin?", "Hapus", item.judul);
  await acknowledge(page, "Berhasil", "Informasi berhasil dihapus.");
  await expect(row).toHaveCount(0);
  expect((await request.get(`${server.url}/api/informasi/${item.id}`)).status()).toBe(404);
});

test("failures say what failed and keep what was typed", async ({
  page,
  loginAs,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    failedRequest(400),
    failedRequest(500),
    failedRequest("net::ERR_CONNECTION_REFUSED"),
    /^Gagal menyimpan informasi: /,
    /^Gagal mengambil informasi untuk diedit: /,
    /^Gagal menghapus informasi: /,
  );
  const item = await createViaApi(request, server.url, unique("Akan gagal"));
  await loginAs("admin");
  await page.goto("/admin/informasi");

  // Adding without a title: the server refuses and its reason is shown with SPEC's text.
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Informasi" });
  await richText(form, "Deskripsi").click();
  await page.keyboard.type("Isi tanpa judul");
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "Terjadi kesalahan saat menambahkan informasi.");
  await expect(form.getByText("Judul wajib diisi")).toBeVisible();
  await expect(richText(form, "Deskripsi")).toHaveText("Isi tanpa judul");
  await page.keyboard.press("Escape");
  await answerConfirm(page, "Buang perubahan?", "Buang");

  const row = page.getByRole("row").filter({ hasText: item.judul });
  await page.route(`**/api/informasi/${item.id}`, (route) =>
    route.request().method() === "GET" ? route.abort("connectionrefused") : route.fallback(),
  );
  await row.getByRole("button", { name: "Edit" }).click();
  await acknowledge(page, "Gagal", "Gagal mengambil data untuk diedit.");
  await expect(page.getByRole("dialog", { name: "Edit Informasi" })).toBeHidden();
  await page.unroute(`**/api/informasi/${item.id}`);

  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Informasi" });
  await page.route(`**/api/informasi/${item.id}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"message":"Terjadi kesalahan server"}',
        })
      : route.fallback(),
  );
  await edit.getByLabel("Judul").fill("Judul baru yang belum tersimpan");
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "Terjadi kesalahan saat memperbarui informasi.");
  await expect(edit.getByLabel("Judul")).toHaveValue("Judul baru yang belum tersimpan");
  await page.keyboard.press("Escape");
  await answerConfirm(page, "Buang perubahan?", "Buang");

  await page.route(`**/api/informasi/${item.id}`, (route) =>
    route.request().method() === "DELETE" ? route.abort("connectionrefused") : route.fallback(),
  );
  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Apakah Anda yakin?", "Hapus");
  await acknowledge(page, "Gagal", "Terjadi kesalahan saat menghapus informasi.");
  await expect(row).toBeVisible();
});

test("an editor adds, edits and deletes an article at /editor/informasi", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  await loginAs("editor");
  await page.goto("/editor/informasi");
  // The editor's panel (on a phone its menu waits behind the menu button).
  await expect(page.getByRole("banner")).toContainText("Panel Editor");
  const judul = unique("Info dari tim konten");
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Informasi" });
  await form.getByLabel("Judul").fill(judul);
  await form.getByLabel("Tanggal").fill("2026-12-24");
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil ditambahkan!");
  const row = page.getByRole("row").filter({ hasText: judul });
  await expect(row).toContainText("24 Des 2026");
  const list = (await (await request.get(`${server.url}/api/informasi`)).json()) as Item[];
  expect(list.some((i) => i.judul === judul)).toBe(true);

  const renamed = unique("Info tim konten diperbarui");
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Informasi" });
  await expect(edit.getByLabel("Judul")).toHaveValue(judul);
  await edit.getByLabel("Judul").fill(renamed);
  await richText(edit, "Deskripsi").click();
  await page.keyboard.type("Dibuka untuk umum.");
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil diperbarui!");
  const renamedRow = page.getByRole("row").filter({ hasText: renamed });
  await expect(renamedRow).toContainText("Dibuka untuk umum.");
  await expect(row).toHaveCount(0);

  await renamedRow.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Apakah Anda yakin?", "Hapus");
  await acknowledge(page, "Berhasil", "Informasi berhasil dihapus.");
  await expect(renamedRow).toHaveCount(0);
});
