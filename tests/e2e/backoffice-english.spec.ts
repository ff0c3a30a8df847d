import { HARI } from "../../common/schemas/kunjungan.schema.ts";
import { acknowledge, expect, richText, test, testImage, unique } from "./backoffice-support.ts";
import { adminToken, createInformasi } from "./public-helpers.ts";

test.use({ seed: "none" });

const UNTRANSLATED = "Belum ada terjemahan";

test("an editor adds an English title to an article and the list no longer marks it untranslated", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const item = await createInformasi(request, server.url, token, {
    judul: unique("Jam buka museum"),
    deskripsi: "<p>Museum buka setiap hari.</p>",
  });
  await loginAs("editor");
  await page.goto("/editor/informasi");
  const row = page.getByRole("row").filter({ hasText: item.judul });
  await expect(row).toContainText(UNTRANSLATED);

  await row.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("dialog", { name: "Edit Informasi" });
  const english = form.getByRole("group", { name: "English (opsional)" });
  await expect(english).toContainText("Belum diisi.");
  const toggle = english.getByRole("button", { name: "English (opsional)" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await english.getByLabel("Title (English)").fill("Museum opening hours");
  await richText(english, "Uraian (bahasa Inggris)").click();
  await page.keyboard.type("The museum is open every day.");
  await expect(english).toContainText("Terjemahan sudah diisi.");
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil diperbarui!");

  await expect(row).toBeVisible();
  await expect(row).not.toContainText(UNTRANSLATED);
  // Read as staff: whether the form's Simpan keeps it published or a draft is not this story's.
  const stored = await (
    await request.get(`${server.url}/api/informasi/${item.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  expect(stored).toMatchObject({
    judul: item.judul,
    slug: item.slug,
    judul_en: "Museum opening hours",
    deskripsi_en: "<p>The museum is open every day.</p>",
  });

  // Opened again, the form shows the stored English and clearing the title marks the row again.
  await row.getByRole("button", { name: "Edit" }).click();
  await expect(english).toContainText("Terjemahan sudah diisi.");
  await english.getByRole("button", { name: "English (opsional)" }).click();
  await expect(english.getByLabel("Title (English)")).toHaveValue("Museum opening hours");
  await english.getByLabel("Title (English)").fill("");
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil diperbarui!");
  await expect(row).toContainText(UNTRANSLATED);
});

test("the dokumentasi form with its English part open passes axe and fits the screen", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  const english = form.getByRole("group", { name: "English (opsional)" });
  await english.getByRole("button", { name: "English (opsional)" }).click();
  await expect(richText(english, "Uraian (bahasa Inggris)")).toBeVisible();
  await expect(english.getByLabel("Photo caption (English)")).toBeVisible();
  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("an admin writes the English vision and footer; they are stored beside the Indonesian", async ({
  page,
  loginAs,
  request,
  server,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/Visi-Misi");
  await expect(richText(page, "Teks Visi")).toBeVisible();
  const english = page.getByRole("group", { name: "English (opsional)" });
  await english.getByRole("button", { name: "English (opsional)" }).click();
  await richText(english, "Visi dalam bahasa Inggris").click();
  await page.keyboard.type("A centre of Cirebon's heritage.");
  expect(await axe()).toEqual([]);
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil");
  const visi = await (await request.get(`${server.url}/api/visi_misi/visi`)).json();
  expect(visi.content_en).toBe("<p>A centre of Cirebon's heritage.</p>");

  await page.goto("/admin/settings");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();
  await page.getByRole("tab", { name: "Deskripsi Footer" }).click();
  const footerEnglish = page
    .getByRole("tabpanel", { name: "Deskripsi Footer" })
    .getByRole("group", { name: "English (opsional)" });
  await footerEnglish.getByRole("button", { name: "English (opsional)" }).click();
  await footerEnglish
    .getByLabel("Teks footer (bahasa Inggris)")
    .fill("The palace's official site.");
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan!");
  const settings = await (await request.get(`${server.url}/api/settings`)).json();
  expect(settings.Deskripsi_Footer_en).toBe("The palace's official site.");
});

test("an admin names a ticket and writes the notes in English on the Kunjungan screen", async ({
  page,
  loginAs,
  request,
  server,
  axe,
}) => {
  const admin = await loginAs("admin");
  const set = await request.put(`${server.url}/api/kunjungan`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      jam: HARI.map((hari) => ({ hari, buka: "08:00", tutup: "16:00" })),
      tiket: [{ kategori: "Dewasa", harga: 20000 }],
      catatan: "<p>Berpakaian sopan.</p>",
      petunjuk: "",
    },
  });
  expect(set.status()).toBe(200);
  await page.goto("/admin/kunjungan");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();
  const english = page.getByRole("group", { name: "English (opsional)" });
  await english.getByRole("button", { name: "English (opsional)" }).click();
  await english.getByLabel("Nama tiket “Dewasa” (bahasa Inggris)").fill("Adults");
  await richText(english, "Catatan (bahasa Inggris)").click();
  await page.keyboard.type("Please dress modestly.");
  expect(await axe()).toEqual([]);
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil");
  const visit = await (await request.get(`${server.url}/api/kunjungan`)).json();
  expect(visit.tiket).toEqual([{ kategori: "Dewasa", harga: 20000, kategori_en: "Adults" }]);
  expect(visit.catatan_en).toBe("<p>Please dress modestly.</p>");
  expect(visit).not.toHaveProperty("petunjuk_en");
});

test("an admin gives a banner picture an English caption", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const added = await request.post(`${server.url}/api/hero`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { keterangan: "Gerbang Siti Inggil", gambar: await testImage("jpeg") },
  });
  expect(added.status()).toBe(201);
  const slide = (await added.json()).data;
  try {
    await loginAs("admin");
    await page.goto("/admin/banner-beranda");
    await page.getByRole("button", { name: "Edit Gambar 1 “Gerbang Siti Inggil”" }).click();
    const form = page.getByRole("dialog", { name: "Edit Gambar Banner" });
    await expect(form.getByLabel("Keterangan")).toHaveValue("Gerbang Siti Inggil");
    const english = form.getByRole("group", { name: "English (opsional)" });
    await english.getByRole("button", { name: "English (opsional)" }).click();
    await english.getByLabel("Caption (English)").fill("The Siti Inggil gate");
    await form.getByRole("button", { name: "Simpan" }).click();
    await acknowledge(page, "Berhasil");
    const [stored] = await (await request.get(`${server.url}/api/hero`)).json();
    expect(stored).toMatchObject({
      id: slide.id,
      keterangan: "Gerbang Siti Inggil",
      keterangan_en: "The Siti Inggil gate",
    });
  } finally {
    await request.delete(`${server.url}/api/hero/${slide.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
