import type { Page } from "@playwright/test";
import { E2E_ADMIN, startServer } from "../support/server-process.ts";
import { apiLogin } from "./api-helpers.ts";
import { expect, failedRequest, test, unique } from "./backoffice-support.ts";

test.use({ seed: "none" });

/** A date about a month ahead, as `YYYY-MM-DD`. */
function nextMonth(): string {
  return new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A teacher fills the group visit form on the public visit page. */
async function teacherAsks(page: Page, nama: string) {
  await page.goto("/kunjungan");
  const form = page.locator("#reservasi");
  await form.getByLabel("Nama penanggung jawab").fill(nama);
  await form.getByLabel("Sekolah / instansi").fill("SD Negeri 3 Cirebon");
  await form.getByLabel("Tanggal kunjungan").fill(nextMonth());
  await form.getByLabel("Jumlah pengunjung").fill("80");
  await form.getByLabel("Nomor telepon / WhatsApp").fill("0812 3456 7890");
  await form.getByLabel("Email").fill("ratna@sekolah.sch.id");
  await form.getByRole("textbox", { name: /^Catatan/ }).fill("Dua bus, tiba pukul 09.00");
  await page.getByRole("button", { name: "Kirim Permintaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Permintaan kunjungan" })).toHaveText(
    "Permintaan kunjungan terkirim. Kami akan menghubungi Anda.",
  );
}

/** Answers "Ubah status?" with Ubah (or Batal), as the editor would. */
async function answerStatusQuestion(page: Page, nama: string, status: string, button = "Ubah") {
  const question = page.getByRole("dialog", { name: "Ubah status?" });
  await expect(question).toContainText(`Status permintaan ${nama} akan diubah menjadi ${status}.`);
  await question.getByRole("button", { name: button, exact: true }).click();
  await expect(question).toBeHidden();
}

/** The dashboard's count of new requests (other tests on this server may have sent some). */
async function newCount(page: Page): Promise<number> {
  const link = page.getByRole("link", { name: /permintaan kunjungan baru/ });
  await expect(link).toBeVisible();
  return Number(await link.locator("[data-reservasi-baru]").getAttribute("data-reservasi-baru"));
}

test("A teacher asks to bring 80 pupils next month and the editor marks the request contacted", async ({
  page,
  loginAs,
}) => {
  const nama = unique("Ibu Ratna");
  await teacherAsks(page, nama);

  await loginAs("editor");
  await page.goto("/editor/dashboard");
  const before = await newCount(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("link", { name: /permintaan kunjungan baru/ })).toContainText(
    `${before} permintaan kunjungan baru`,
  );
  await page.getByRole("link", { name: /permintaan kunjungan baru/ }).click();
  await expect(page).toHaveURL(/\/editor\/reservasi$/);
  await expect(page.getByRole("heading", { name: "Reservasi", level: 1 })).toBeVisible();

  // Newest first: the teacher's request is the first row, marked new, with everything she sent.
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  const row = rows.first();
  await expect(row).toContainText(nama);
  await expect(row).toContainText("Baru");
  await expect(row).toContainText("SD Negeri 3 Cirebon");
  await expect(row).toContainText("80 orang");
  await expect(row).toContainText("Dua bus, tiba pukul 09.00");
  await expect(row).toContainText("WIB");
  await expect(row.getByRole("link", { name: "081234567890" })).toHaveAttribute(
    "href",
    "tel:081234567890",
  );
  await expect(row.getByRole("link", { name: "ratna@sekolah.sch.id" })).toHaveAttribute(
    "href",
    "mailto:ratna@sekolah.sch.id",
  );

  const status = page.getByRole("combobox", { name: `Status permintaan ${nama}` });
  await expect(status).toHaveValue("baru");
  // Asked first: Batal leaves it as it was, and nothing is sent.
  const puts: string[] = [];
  page.on("request", (r) => r.method() === "PUT" && puts.push(r.url()));
  await status.selectOption("dihubungi");
  await answerStatusQuestion(page, nama, "Dihubungi", "Batal");
  await expect(status).toHaveValue("baru");
  expect(puts).toEqual([]);

  await status.selectOption("dihubungi");
  await answerStatusQuestion(page, nama, "Dihubungi");
  await expect(page.getByRole("status")).toContainText(
    `Status permintaan ${nama} diubah menjadi Dihubungi.`,
  );
  await expect(status).toHaveValue("dihubungi");

  // The filter: among the new ones it is gone; among the contacted ones it is there.
  const filter = page.getByRole("combobox", { name: "Tampilkan" });
  await filter.selectOption("baru");
  await expect(page.getByRole("row").filter({ hasText: nama })).toHaveCount(0);
  await filter.selectOption("dihubungi");
  await expect(page.getByRole("row").filter({ hasText: nama })).toHaveCount(1);

  // The server kept it: a fresh load shows the new status, and the dashboard counts one fewer.
  await page.reload();
  await expect(page.getByRole("combobox", { name: `Status permintaan ${nama}` })).toHaveValue(
    "dihubungi",
  );
  await page.goto("/editor/dashboard");
  if (before === 1) {
    await expect(
      page.getByRole("link", { name: /Tidak ada permintaan kunjungan baru/ }),
    ).toBeVisible();
  } else {
    expect(await newCount(page)).toBe(before - 1);
  }
});

test("the admin sees the same requests; a refused status change is undone and told", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  const nama = unique("Pak Budi");
  await teacherAsks(page, nama);
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /permintaan kunjungan baru/ }).click();
  await expect(page).toHaveURL(/\/admin\/reservasi$/);
  const status = page.getByRole("combobox", { name: `Status permintaan ${nama}` });
  await expect(status).toHaveValue("baru");

  // The server refuses (the request vanished meanwhile): the old status comes back.
  await page.route("**/api/reservasi/*", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: JSON.stringify({ message: "Permintaan kunjungan tidak ditemukan" }),
    }),
  );
  allowConsoleErrors(failedRequest(404), /^Status permintaan kunjungan gagal diubah/);
  await status.selectOption("selesai");
  await answerStatusQuestion(page, nama, "Selesai");
  const dialog = page.getByRole("dialog", { name: "Gagal", exact: true });
  await expect(dialog).toContainText("Permintaan kunjungan tidak ditemukan");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(status).toHaveValue("baru");
});

test("the Reservasi screen passes axe, fits the screen and works by keyboard", async ({
  page,
  loginAs,
  axe,
}) => {
  const nama = unique("Ibu Sari");
  await teacherAsks(page, nama);
  await loginAs("editor");
  await page.goto("/editor/reservasi");
  const status = page.getByRole("combobox", { name: `Status permintaan ${nama}` });
  await expect(status).toBeVisible();
  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Keyboard only: the status is changed with the arrow keys of the focused select, and the
  // question answered with Enter (Ubah has the focus).
  await status.focus();
  await page.keyboard.press("ArrowDown");
  const question = page.getByRole("dialog", { name: "Ubah status?" });
  await expect(question.getByRole("button", { name: "Ubah", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`Status permintaan ${nama} diubah`);
  await expect(status).toBeFocused();
  await page.goto("/editor/dashboard");
  await expect(page.getByRole("heading", { name: "Permintaan kunjungan" })).toBeVisible();
  expect(await axe()).toEqual([]);
});

test("an inbox of 23 requests comes 20 to a page, newest first, filtered by status on the server", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A server of its own that believes X-Forwarded-For: 23 schools, each from its own address.
  const own = await startServer({ seed: "none", env: { TRUST_PROXY: "loopback" } });
  try {
    const tanggal = nextMonth();
    for (let i = 1; i <= 23; i++) {
      const sent = await request.post(`${own.url}/api/reservasi`, {
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        data: {
          nama: `Sekolah ${String(i).padStart(2, "0")}`,
          tanggal,
          jumlah: 10,
          telepon: "081234567890",
        },
      });
      expect(sent.status()).toBe(201);
    }
    const admin = await apiLogin(request, own.url, E2E_ADMIN.username, E2E_ADMIN.password);
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/api/reservasi") && asked.push(r.url()));
    await page.goto(`${own.url}/api/health`);
    await page.evaluate((s) => {
      localStorage.setItem("token", s.token);
      localStorage.setItem("role", s.role);
      localStorage.setItem("username", s.username);
    }, admin);
    await page.goto(`${own.url}/admin/reservasi`);

    const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText("Sekolah 23");
    await expect(rows.last()).toContainText("Sekolah 04");
    const pager = page.getByRole("navigation", { name: "Halaman permintaan kunjungan" });
    await expect(pager).toContainText("Menampilkan 1–20 dari 23");
    await expect(page.getByText("23 permintaan baru belum dihubungi.")).toBeVisible();
    // The server was asked for one page, never for the whole list.
    expect(asked.some((url) => /\/api\/reservasi\?page=1&limit=20$/.test(url))).toBe(true);
    expect(asked.some((url) => url.endsWith("/api/reservasi"))).toBe(false);

    await pager.getByRole("button", { name: "Berikutnya" }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText("Sekolah 03");
    await expect(pager).toContainText("Menampilkan 21–23 dari 23");

    // One of them contacted: the filter asks the server for that status, from page 1.
    await page
      .getByRole("combobox", { name: "Status permintaan Sekolah 03" })
      .selectOption("dihubungi");
    await answerStatusQuestion(page, "Sekolah 03", "Dihubungi");
    await expect(page.getByText("22 permintaan baru belum dihubungi.")).toBeVisible();
    await page.getByRole("combobox", { name: "Tampilkan" }).selectOption("dihubungi");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Sekolah 03");
    await page.getByRole("combobox", { name: "Tampilkan" }).selectOption("baru");
    await expect(rows).toHaveCount(20);
    await expect(pager).toContainText("Menampilkan 1–20 dari 22");
  } finally {
    await own.stop();
  }
});
