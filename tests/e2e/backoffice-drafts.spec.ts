import { acknowledge, expect, richText, test, testImage, unique } from "./backoffice-support.ts";
import { adminToken, createInformasi, jpeg } from "./public-helpers.ts";

type Stored = {
  id: number;
  slug: string;
  judul: string;
  status: string;
  keterangan_gambar: string;
};

async function staffList(
  request: import("@playwright/test").APIRequestContext,
  base: string,
  token: string,
  kind: "informasi" | "dokumentasi",
) {
  const res = await request.get(`${base}/api/${kind}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as Stored[];
}

test("An editor saves a draft, previews it, publishes it", async ({
  page,
  axe,
  context,
  loginAs,
  request,
  server,
}) => {
  test.setTimeout(60_000); // several screens, a new tab and axe runs: slow on a busy machine
  const session = await loginAs("editor");
  await page.goto("/editor/informasi");
  const judul = unique("Pengumuman kirab malam");
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const add = page.getByRole("dialog", { name: "Tambah Informasi" });
  await add.getByLabel("Judul").fill(judul);
  await richText(add, "Deskripsi").click();
  await page.keyboard.type("Kirab dimulai selepas isya.");
  await add.getByLabel("Gambar").setInputFiles(await testImage("jpeg"));
  await add.getByLabel("Keterangan foto").fill("Obor kirab di halaman keraton");
  await expect(add.getByText("Pratinjau tersedia setelah disimpan")).toBeVisible();
  await add.getByRole("button", { name: "Simpan sebagai draf" }).click();
  await acknowledge(page, "Berhasil", "belum tampil di situs");

  // The draft is listed with its status, and the filter finds it.
  const row = page.getByRole("row").filter({ hasText: judul });
  await expect(row).toContainText("Draf");
  const filter = page.getByLabel("Tampilkan status");
  await filter.selectOption("terbit");
  await expect(row).toHaveCount(0);
  await filter.selectOption("draf");
  await expect(row).toBeVisible();
  await filter.selectOption("semua");

  const stored = (await staffList(request, server.url, session.token, "informasi")).find(
    (item) => item.judul === judul,
  );
  expect(stored).toMatchObject({
    status: "draf",
    keterangan_gambar: "Obor kirab di halaman keraton",
  });
  const slug = stored?.slug ?? "";
  // Visitors do not see it: not in the list, and its page answers 404.
  expect(await (await request.get(`${server.url}/informasi`)).text()).not.toContain(judul);
  expect((await request.get(`${server.url}/informasi/${slug}`)).status()).toBe(404);

  // The preview opens the draft's public page in a new tab.
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Informasi" });
  await expect(edit.getByLabel("Keterangan foto")).toHaveValue("Obor kirab di halaman keraton");
  const previewing = context.waitForEvent("page");
  await edit.getByRole("button", { name: "Pratinjau" }).click();
  const preview = await previewing;
  await preview.waitForURL(new RegExp(`/informasi/${slug}\\?pratinjau=`));
  await expect(preview.getByRole("heading", { name: judul })).toBeVisible();
  await expect(preview.getByRole("img", { name: "Obor kirab di halaman keraton" })).toBeVisible();
  // A preview link leaks to no other site: the page sends no Referer, whatever the site's default.
  const previewAnswer = await request.get(preview.url());
  expect(previewAnswer.headers()["referrer-policy"]).toBe("no-referrer");
  await preview.close();

  // Terbitkan: public at once, and the success popup links to the page.
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  const success = page.getByRole("dialog", { name: "Berhasil", exact: true });
  await expect(success).toContainText("Informasi berhasil diperbarui!");
  expect(await axe()).toEqual([]);
  const opening = context.waitForEvent("page");
  await success.getByRole("link", { name: /Lihat di situs/ }).click();
  const site = await opening;
  await site.waitForURL(new RegExp(`/informasi/${slug}$`));
  await expect(site.getByRole("heading", { name: judul })).toBeVisible();
  await site.close();
  await acknowledge(page, "Berhasil");

  await expect(row).toContainText("Terbit");
  expect(await (await request.get(`${server.url}/informasi`)).text()).toContain(judul);
});

test("A renamed article's old link still works", async ({ page, loginAs, request, server }) => {
  const token = await adminToken(request, server.url);
  const item = await createInformasi(
    request,
    server.url,
    token,
    { judul: unique("Harga tiket lama"), deskripsi: "<p>Tiket masuk.</p>" },
    await jpeg(),
  );
  await loginAs("admin");
  await page.goto("/admin/informasi");
  await page
    .getByRole("row")
    .filter({ hasText: item.judul })
    .getByRole("button", { name: "Edit" })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Informasi" });
  const judul = unique("Harga tiket terbaru");
  await edit.getByLabel("Judul").fill(judul);
  const note = edit.getByText("Tautan lama tetap berfungsi");
  await expect(note).toBeVisible();
  await expect(note).toContainText(`/informasi/${item.slug}`);
  await expect(note).toContainText(`/informasi/${judul.toLowerCase().replaceAll(" ", "-")}`);
  // The note is read out with the title field.
  await expect(edit.getByLabel("Judul")).toHaveAccessibleDescription(/Tautan lama tetap berfungsi/);
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil diperbarui!");

  const renamed = (await (
    await request.get(`${server.url}/api/informasi/${item.id}`)
  ).json()) as Stored;
  expect(renamed.slug).not.toBe(item.slug);
  const old = await request.get(`${server.url}/informasi/${item.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toContain(`/informasi/${renamed.slug}`);
  await page.goto(`/informasi/${item.slug}`);
  await expect(page).toHaveURL(new RegExp(`/informasi/${renamed.slug}$`));
  await expect(page.getByRole("heading", { name: judul })).toBeVisible();
});

test("An editor keeps documentation as a draft until it is published from the form", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  await loginAs("editor");
  await page.goto("/editor/dokumentasi");
  const judul = unique("Gladi resik Panjang Jimat");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const add = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await add.getByLabel("Judul").fill(judul);
  await add.getByLabel("Gambar").setInputFiles(await testImage("png"));
  await add.getByLabel("Keterangan foto").fill("Abdi dalem berlatih di Siti Inggil");
  await add.getByRole("button", { name: "Simpan sebagai draf" }).click();
  await acknowledge(page, "Berhasil", "Dokumentasi berhasil ditambahkan");

  const row = page.getByRole("row").filter({ hasText: judul });
  await expect(row).toContainText("Draf");
  expect(await (await request.get(`${server.url}/kegiatan`)).text()).not.toContain(judul);

  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Dokumentasi" });
  // Editing a draft: Enter keeps it a draft, so 'Simpan sebagai draf' is the filled button.
  await expect(edit.getByRole("button", { name: "Simpan sebagai draf" })).toHaveAttribute(
    "type",
    "submit",
  );
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  const success = page.getByRole("dialog", { name: "Berhasil", exact: true });
  await expect(success.getByRole("link", { name: /Lihat di situs/ })).toHaveAttribute(
    "href",
    /^\/kegiatan\//,
  );
  await acknowledge(page, "Berhasil", "Dokumentasi berhasil diperbarui");
  await expect(row).toContainText("Terbit");
  const page2 = await (await request.get(`${server.url}/kegiatan`)).text();
  expect(page2).toContain(judul);
});

test("the content forms with picture words, drafts and preview pass axe", async ({
  page,
  loginAs,
  axe,
  request,
  server,
}) => {
  test.setTimeout(60_000); // several screens, a new tab and axe runs: slow on a busy machine
  const token = await adminToken(request, server.url);
  const item = await createInformasi(
    request,
    server.url,
    token,
    { judul: unique("Aksesibilitas formulir") },
    await jpeg(),
  );
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  await expect(
    page.getByRole("dialog", { name: "Tambah Dokumentasi" }).getByLabel("Keterangan foto"),
  ).toBeVisible();
  expect(await axe()).toEqual([]);
  await page.goto("/admin/informasi");
  await expect(page.getByRole("row").filter({ hasText: item.judul })).toContainText("Terbit");
  expect(await axe()).toEqual([]);
  await page
    .getByRole("row")
    .filter({ hasText: item.judul })
    .getByRole("button", { name: "Edit" })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Informasi" });
  await edit.getByLabel("Judul").fill(unique("Judul baru"));
  await expect(edit.getByText("Tautan lama tetap berfungsi")).toBeVisible();
  await expect(edit.getByRole("button", { name: "Pratinjau" })).toBeVisible();
  expect(await axe()).toEqual([]);
});
