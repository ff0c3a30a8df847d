import { expect, test, testImage, unique } from "./backoffice-support.ts";
import { adminToken, createDokumentasi, jpeg, waitForIslands } from "./public-helpers.ts";

test.use({ seed: "none" });

test("An editor captions a gallery picture in English, and a foreign visitor reads that caption under /en", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const editor = await loginAs("editor");
  const judul = unique("Kirab Panjang Jimat");
  const item = await createDokumentasi(
    request,
    server.url,
    editor.token,
    { judul, tanggal: "2026-09-05", deskripsi: "<p>Kirab pusaka.</p>" },
    await jpeg(),
  );
  await page.goto("/editor/dokumentasi");
  await page
    .getByRole("row")
    .filter({ hasText: judul })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Dokumentasi" });
  await dialog
    .getByLabel("Pilih foto galeri")
    .setInputFiles([{ ...(await testImage("jpeg", "#2f4f7f")), name: "gerbang.jpg" }]);
  await dialog.getByLabel("Keterangan gerbang.jpg").fill("Gerbang Siti Inggil saat kirab");
  await dialog
    .getByLabel("Caption (English) gerbang.jpg")
    .fill("The Siti Inggil gate during the procession");
  await dialog.getByRole("button", { name: "Unggah 1 foto" }).click();
  await expect(dialog.getByRole("status")).toContainText("1 foto ditambahkan ke galeri.");
  // The stored picture shows both captions to the staff.
  const stored = dialog.getByRole("list", { name: "Foto di galeri" });
  await expect(stored).toContainText("Gerbang Siti Inggil saat kirab");
  await expect(stored).toContainText("The Siti Inggil gate during the procession");

  // The foreign visitor: the picture and its caption in English.
  await page.goto(`/en/kegiatan/${item.slug}`);
  await waitForIslands(page);
  await page.getByRole("link", { name: "The Siti Inggil gate during the procession" }).click();
  const viewer = page.getByRole("dialog", { name: /Gallery/ });
  await expect(viewer.locator("figcaption")).toHaveText(
    "The Siti Inggil gate during the procession",
  );
  // The Indonesian page keeps the Indonesian caption.
  await page.goto(`/kegiatan/${item.slug}`);
  await expect(page.getByRole("link", { name: "Gerbang Siti Inggil saat kirab" })).toBeVisible();
});

test("A foreign visitor finds Activities in the /en menu, and an untranslated activity's card says it is not translated yet", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const untranslated = await createDokumentasi(request, server.url, token, {
    judul: unique("Tari Topeng di Bangsal"),
    tanggal: "2026-08-01",
    deskripsi: "<p>Pertunjukan tari topeng.</p>",
  });
  const translatedJudul = unique("Gamelan Sekaten");
  const translated = await request.post(`${server.url}/api/dokumentasi`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      judul: translatedJudul,
      tanggal: "2026-08-02",
      deskripsi: "<p>Gamelan pusaka dibunyikan.</p>",
      uploaded: "",
      judul_en: "The Sekaten gamelan",
      deskripsi_en: "<p>The heirloom gamelan is played.</p>",
    },
  });
  expect(translated.status()).toBe(201);

  await page.goto("/en");
  await waitForIslands(page);
  const menuButton = page.getByRole("button", { name: "Menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("banner").getByRole("link", { name: "Activities", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/kegiatan$/);

  const untranslatedCard = page.getByRole("link", { name: new RegExp(untranslated.judul) });
  await expect(untranslatedCard).toContainText(
    "This text has not been translated into English yet.",
  );
  const translatedCard = page.getByRole("link", { name: /The Sekaten gamelan/ });
  await expect(translatedCard).toBeVisible();
  await expect(translatedCard).not.toContainText("not been translated");
  // The Indonesian menu has the same place: Kegiatan.
  await page.goto("/");
  await waitForIslands(page);
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Kegiatan", exact: true }),
  ).toBeVisible();
});
