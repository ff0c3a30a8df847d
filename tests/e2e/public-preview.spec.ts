import { expect, test } from "./fixtures.ts";
import { adminToken, createDokumentasi, createInformasi, jpeg } from "./public-helpers.ts";

test.use({ seed: "none" });

test("An editor's preview of a draft says plainly that it is a draft not yet published, and the public page never does", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const draft = await createInformasi(
    request,
    server.url,
    token,
    { judul: "Jadwal Muludan yang belum terbit", deskripsi: "<p>Masih disusun.</p>" },
    await jpeg(),
  );
  const toDraft = await request.put(`${server.url}/api/informasi/${draft.id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      judul: draft.judul,
      tanggal: draft.tanggal,
      deskripsi: "<p>Masih disusun.</p>",
      status: "draf",
    },
  });
  expect(toDraft.status()).toBe(200);
  const link = await request.post(`${server.url}/api/pratinjau`, {
    headers: { authorization: `Bearer ${token}` },
    data: { jenis: "informasi", id: draft.id },
  });
  const { url } = (await link.json()) as { url: string };

  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: draft.judul })).toBeVisible();
  const note = page.getByRole("note", { name: "Pratinjau" });
  await expect(note).toBeVisible();
  await expect(note).toContainText("Pratinjau — draf, belum terbit");
  await expect(note).toContainText("Pengunjung belum dapat melihat halaman ini.");
  await expect(page.locator('head meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  // The bar stays in view while the draft is read.
  await page.mouse.wheel(0, 600);
  await expect(note).toBeInViewport();

  // A published activity on its public page: no preview bar.
  const published = await createDokumentasi(request, server.url, token, {
    judul: "Kirab Pusaka",
    tanggal: "2025-03-01",
  });
  await page.goto(`/kegiatan/${published.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Kirab Pusaka" })).toBeVisible();
  await expect(page.getByRole("note", { name: "Pratinjau" })).toHaveCount(0);
  await expect(page.getByText("Pratinjau")).toHaveCount(0);
});
