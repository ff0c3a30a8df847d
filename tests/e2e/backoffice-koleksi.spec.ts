// A cataloguer of the palace museum records an heirloom in the back office: the record card's
// groups, the licence from a list, a master photograph that is processed for deep zoom while the
// list says so, a second view, finding it again by number, and what visitors and IIIF viewers get.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import {
  acknowledge,
  answerConfirm,
  expect,
  richText,
  test,
  testImage,
  unique,
} from "./backoffice-support.ts";
import { adminToken, jpeg } from "./public-helpers.ts";

test.use({ seed: "none" });

/** A museum master: 5,000 × 3,500 pixels (17.5 MP), drawn on the spot. */
async function masterPhoto() {
  const [width, height] = [5000, 3500];
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1f3a5f"/><stop offset="1" stop-color="#f3e9d2"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${120 * i + 60}" cy="${(i * 397) % height}" r="${40 + i * 3}" fill="#8b2e1f"/>`).join("")}
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name: "piring-biru-putih.jpg", mimeType: "image/jpeg", buffer };
}

test("A cataloguer records a porcelain plate with its data, licence and two views, and finds it again by its number", async ({
  page,
  loginAs,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/, /Gagal menyimpan koleksi: .*sudah dipakai/);
  // A 17.5 MP master is re-encoded and tiled by the server while the story goes on.
  test.setTimeout(120_000);
  await loginAs("editor");
  await page.goto("/editor/koleksi");
  const table = page.getByRole("table", { name: "Daftar koleksi museum" });
  await expect(table.getByRole("columnheader")).toContainText(["No. inventaris", "Kategori"]);

  const judul = unique("Piring Biru Putih");
  const nomor = unique("MPK-KRM").toUpperCase();
  await page.getByRole("button", { name: "Tambah Koleksi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Koleksi" });
  await form.getByLabel("Nama benda").fill(judul);

  // The record card's groups, as a cataloguer fills them.
  const identitas = form.getByRole("group", { name: "Identitas benda" });
  await identitas.getByLabel("Nomor inventaris").fill(nomor);
  await identitas.getByLabel("Kategori").selectOption({ label: "Keramik" });
  const katalog = form.getByRole("group", { name: "Data katalog" });
  await katalog.getByLabel("Bahan", { exact: true }).fill("Porselen, glasir biru");
  await katalog.getByLabel("Periode", { exact: true }).fill("Dinasti Ming, abad ke-16");
  await katalog.getByLabel("Asal", { exact: true }).fill("Tiongkok");
  await katalog.getByLabel("Lokasi").fill("Museum Pusaka, lemari 3");
  // The licence is chosen from the five the museum publishes under.
  const lisensi = form.getByRole("group", { name: "Hak atas foto" }).getByLabel("Lisensi");
  await expect(lisensi.locator("option:not([disabled])")).toHaveText([
    "CC0 1.0",
    "CC BY 4.0",
    "CC BY-NC 4.0",
    "CC BY-NC-ND 4.0",
    "In Copyright 1.0",
  ]);
  await expect(lisensi).toHaveValue("inc");
  await lisensi.selectOption({ label: "CC BY 4.0" });
  await richText(form, "Deskripsi").click();
  await page.keyboard.type("Piring porselen biru putih, hadiah dagang dari Tiongkok.");
  await form.getByLabel("Gambar").setInputFiles(await masterPhoto());
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Koleksi berhasil ditambahkan");
  await expect(form).toBeHidden();

  // The list says the master is being processed for deep zoom, then, by itself, that it is done.
  const row = table.getByRole("row").filter({ hasText: judul });
  await expect(row).toContainText(nomor);
  await expect(row).toContainText("Keramik");
  await expect(row.getByText("Sedang diproses")).toBeVisible();
  await expect(row.getByText("Sedang diproses")).toHaveCount(0, { timeout: 90_000 });

  // A second object may not take the same number, whatever its case.
  await page.getByRole("button", { name: "Tambah Koleksi" }).click();
  const second = page.getByRole("dialog", { name: "Tambah Koleksi" });
  await second.getByLabel("Nama benda").fill(unique("Piring Lain"));
  await second.getByLabel("Nomor inventaris").fill(nomor.toLowerCase());
  await second.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "Nomor inventaris sudah dipakai koleksi lain");
  await expect(second.getByLabel("Nomor inventaris")).toHaveAccessibleDescription(
    "Nomor inventaris sudah dipakai koleksi lain",
  );
  await second.getByRole("button", { name: "Batal" }).click();
  await answerConfirm(page, "Buang perubahan?", "Buang");
  await expect(second).toBeHidden();
  await expect(table.getByRole("row").filter({ hasText: "Piring Lain" })).toHaveCount(0);

  // Found again by its number, or by category and a word of its material.
  await page.getByLabel("Cari koleksi").fill(nomor.toLowerCase());
  await expect(page.getByRole("status").filter({ hasText: "Menampilkan" })).toHaveText(
    "Menampilkan 1 dari 1",
  );
  await expect(row).toBeVisible();
  await page.getByLabel("Cari koleksi").fill("perunggu");
  await expect(table).toContainText("Tidak ada koleksi yang cocok dengan saringan.");
  await page.getByLabel("Cari koleksi").fill("porselen");
  await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Keramik" });
  await expect(row).toBeVisible();
  await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Senjata" });
  await expect(row).toHaveCount(0);
  await page.getByLabel("Kategori", { exact: true }).selectOption({ label: "Semua kategori" });

  // A second view of the plate, added like a gallery picture.
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Koleksi" });
  await expect(edit.getByLabel("Nomor inventaris")).toHaveValue(nomor);
  await expect(edit.getByLabel("Lisensi")).toHaveValue("cc-by");
  await edit.getByLabel("Pilih foto galeri").setInputFiles({
    ...(await testImage("jpeg", "#2f4f7f")),
    name: "bagian-belakang.jpg",
  });
  await edit.getByLabel("Keterangan bagian-belakang.jpg").fill("Bagian belakang piring");
  await edit.getByRole("button", { name: "Unggah 1 foto" }).click();
  await expect(edit.getByRole("status")).toContainText("1 foto ditambahkan ke galeri.");
  await edit.getByRole("button", { name: "Batal" }).click();
  await expect(edit).toBeHidden();

  // Visitors read its data and its licence; IIIF viewers get both views.
  const [found] = await (await page.request.get(`${server.url}/api/koleksi?q=${nomor}`)).json();
  const slug: string = found.slug;
  await page.goto(`/koleksi/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: judul })).toBeVisible();
  const data = (label: string) => page.getByRole("row", { name: new RegExp(`^${label}`) });
  await expect(data("Nomor inventaris")).toContainText(nomor);
  await expect(data("Bahan")).toContainText("Porselen, glasir biru");
  await expect(data("Lisensi").getByRole("link", { name: "CC BY 4.0" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Perbesar/ }).first()).toBeVisible();
  // A view joins the manifest once its tiles are made (a canvas needs the picture's size).
  const manifestOf = async () =>
    (await page.request.get(`${server.url}/iiif/3/koleksi/${slug}/manifest.json`)).json();
  await expect.poll(async () => (await manifestOf()).items.length, { timeout: 60_000 }).toBe(2);
  expect((await manifestOf()).rights).toBe("http://creativecommons.org/licenses/by/4.0/");
});

test("A cataloguer whose master photograph could not be processed is told to upload it again, and doing so clears it", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  // Three tilings in turn on a server that may be tiling another test's master too.
  test.setTimeout(300_000);
  const judul = unique("Gong Sekar Ukir");
  const created = await request.post(`${server.url}/api/koleksi`, {
    headers: { authorization: `Bearer ${await adminToken(request, server.url)}` },
    multipart: {
      judul,
      nomor_inventaris: unique("MPK-GMN").toUpperCase(),
      kategori: "gamelan",
      gambar: { name: "gong.jpg", mimeType: "image/jpeg", buffer: await jpeg("#5b3a1e") },
    },
  });
  expect(created.status()).toBe(201);
  const { slug, gambar } = (await created.json()).data;
  const detail = async () => (await request.get(`${server.url}/api/koleksi/slug/${slug}`)).json();
  await expect.poll(async () => (await detail()).gambar_siap, { timeout: 90_000 }).toBe(true);

  // The stored master is damaged (a disk fault) and its tiles are to be made again.
  writeFileSync(join(server.dataDir, "uploads", gambar.slice("/uploads/".length)), "rusak");
  const db = new DatabaseSync(join(server.dataDir, "keraton.db"));
  try {
    db.prepare("delete from iiif_gambar where gambar = ?").run(gambar);
  } finally {
    db.close();
  }
  await expect.poll(async () => (await detail()).gambar_gagal, { timeout: 90_000 }).toBe(true);

  await loginAs("editor");
  await page.goto("/editor/koleksi");
  const row = page
    .getByRole("table", { name: "Daftar koleksi museum" })
    .getByRole("row")
    .filter({ hasText: judul });
  await expect(row.getByText("Gagal diproses")).toBeVisible();
  await expect(row.getByText("Sedang diproses")).toHaveCount(0);
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Koleksi" });
  await expect(edit.getByRole("status").filter({ hasText: "tidak dapat diproses" })).toHaveText(
    "Gambar ini tidak dapat diproses untuk perbesaran (berkasnya mungkin rusak). Unggah ulang gambar untuk mencoba lagi.",
  );
  await edit
    .getByLabel("Gambar", { exact: true })
    .setInputFiles(await testImage("jpeg", "#6b4a2e"));
  await edit.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Koleksi berhasil diperbarui");
  await expect(edit).toBeHidden();
  await expect(row.getByText("Gagal diproses")).toHaveCount(0);
  await expect(row.getByText("Sedang diproses")).toHaveCount(0, { timeout: 90_000 });
  expect((await detail()).gambar_siap).toBe(true);
});
