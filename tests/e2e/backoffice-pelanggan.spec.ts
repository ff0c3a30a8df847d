import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { answerConfirm, expect, test, unique } from "./backoffice-support.ts";

let clients = 0;
/** An address no other test uses. */
const address = (name: string) => `${unique(name).replace(" ", ".")}@contoh.example`;

/** The figure under a label of "Jumlah pelanggan". */
const count = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Jumlah pelanggan" })
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");

test("an admin reads the subscriber counts, deletes one address on request and exports the list as CSV", async ({
  page,
  request,
  server,
  loginAs,
}) => {
  const session = await loginAs("admin");
  const before = await (
    await request.get(`${server.url}/api/langganan/ringkasan`, {
      headers: { authorization: `Bearer ${session.token}` },
    })
  ).json();
  const leaving = address("pergi");
  const staying = address("tetap");
  for (const [email, bahasa, topik] of [
    [leaving, "id", ["berita"]],
    [staying, "en", ["agenda"]],
  ] as const) {
    const res = await request.post(`${server.url}/api/langganan`, {
      data: { email, bahasa, topik },
      headers: { "x-forwarded-for": `198.18.${Date.now() % 200}.${++clients}` },
    });
    expect(res.status()).toBe(202);
  }

  await page.goto("/admin/pelanggan");
  await expect(page.getByRole("heading", { name: "Pelanggan", level: 1 })).toBeVisible();
  await expect(count(page, "Semua")).toHaveText(String(before.total + 2));
  await expect(count(page, "Menunggu konfirmasi")).toHaveText(String(before.status.menunggu + 2));
  await expect(count(page, "Aktif")).toHaveText(String(before.status.aktif));
  await expect(count(page, "Berita (aktif)")).toHaveText(String(before.topik.berita));
  await expect(count(page, "Bahasa Indonesia / Inggris")).toHaveText(
    `${before.bahasa.id + 1} / ${before.bahasa.en + 1}`,
  );

  // A person asks to be removed (UU PDP): found by address, deleted after a confirmation.
  const search = page.getByRole("region", { name: "Cari alamat" });
  await search.getByRole("searchbox", { name: "Alamat email" }).fill(leaving);
  await search.getByRole("button", { name: "Cari" }).click();
  const row = search.getByRole("listitem").filter({ hasText: leaving });
  await expect(row).toContainText("Menunggu konfirmasi · id · berita");
  await row.getByRole("button", { name: "Hapus" }).click();
  await answerConfirm(page, "Hapus pelanggan?", "Hapus", leaving);
  await expect(row).toHaveCount(0);
  await expect(count(page, "Semua")).toHaveText(String(before.total + 1));

  const download = page.waitForEvent("download");
  await search.getByRole("button", { name: "Unduh CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("pelanggan.csv");
  const lines = readFileSync((await file.path()) ?? "", "utf8").split("\r\n");
  expect(lines[0]).toBe("\uFEFFid,email,bahasa,topik,status,dibuat");
  expect(lines.some((l) => l.includes(`,${staying},en,agenda,menunggu,`))).toBe(true);
  expect(lines.some((l) => l.includes(leaving))).toBe(false);
});

test("an editor sees the counts only", async ({ page, loginAs }) => {
  await loginAs("editor");
  await page.goto("/editor/pelanggan");
  await expect(count(page, "Semua")).toHaveText(/^\d+$/);
  await expect(page.getByRole("region", { name: "Cari alamat" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Email ke pelanggan" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Unduh CSV" })).toHaveCount(0);
});
