import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { formatWibDayTime, isoToWib } from "../../common/wib-time.ts";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server-process.ts";
import {
  acknowledge,
  apiLogin,
  test as base,
  createUser,
  expect,
  failedRequest,
  popup,
  richText,
  unique,
} from "./backoffice-support.ts";
import { adminToken, createInformasi, saveText } from "./public-helpers.ts";

/** A desk a team can trust (issue 19): two people on one form, earlier versions, a schedule. */

/** The scheduler looks every 2 s here (decision 080), so a story need not wait its 30 s. */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ seed }, use) => {
      const server = await startServer({
        seed,
        env: { TRUST_PROXY: "loopback", SCHEDULE_CHECK_SECONDS: "2" },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

test.use({ seed: "none" });

type Signed = { username: string; name: string };

/** Signs a new account in on a page, as the login screen stores it. */
async function signIn(
  page: Page,
  request: APIRequestContext,
  url: string,
  role: "admin" | "editor",
  name: string,
): Promise<Signed> {
  const admin = await apiLogin(request, url, E2E_ADMIN.username, E2E_ADMIN.password);
  const user = await createUser(request, url, admin.token, role, name);
  const session = await apiLogin(request, url, user.username, user.password);
  await page.goto("/api/health");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("role", s.role);
    localStorage.setItem("username", s.username);
  }, session);
  return { username: user.username, name };
}

/** A second person at another computer: their own browser context. */
async function secondPerson(browser: Browser, url: string) {
  const context = await browser.newContext({
    baseURL: url,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
  });
  return { context, page: await context.newPage() };
}

async function openArticle(page: Page, judul: string) {
  await page.goto("/editor/informasi");
  await page.getByLabel("Cari").fill(judul);
  await page
    .getByRole("row")
    .filter({ hasText: judul })
    .getByRole("button", { name: "Edit" })
    .click();
  const form = page.getByRole("dialog", { name: "Edit Informasi" });
  await expect(richText(form, "Deskripsi")).toBeVisible();
  return form;
}

/** Types at the end of the article's description. */
async function addWords(page: Page, form: ReturnType<Page["getByRole"]>, words: string) {
  await richText(form, "Deskripsi").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(` ${words}`);
}

async function twoEditorsOnOneArticle(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  url: string,
) {
  const token = await adminToken(request, url);
  const item = await createInformasi(request, url, token, {
    judul: unique("Kirab Pusaka"),
    deskripsi: "<p>Kirab dimulai dari Siti Inggil.</p>",
  });
  const budi = await secondPerson(browser, url);
  await signIn(budi.page, request, url, "editor", "Budi");
  await signIn(page, request, url, "editor", "Sari");

  const budiForm = await openArticle(budi.page, item.judul);
  const sariForm = await openArticle(page, item.judul);
  await expect(
    sariForm.getByText(/^Sedang disunting juga oleh Budi \(sejak \d\d\.\d\d\)$/),
  ).toBeVisible();

  await addWords(budi.page, budiForm, "Gamelan sekaten dibunyikan.");
  await budiForm.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(budi.page, "Berhasil");
  await budi.context.close();

  await addWords(page, sariForm, "Sesaji disiapkan abdi dalem.");
  await sariForm.getByRole("button", { name: "Terbitkan" }).click();
  return { item, sariForm };
}

test("two editors open one article; the second to save sees the conflict, keeps her words, and loads the newer version", async ({
  page,
  axe,
  browser,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(409));
  const { item, sariForm } = await twoEditorsOnOneArticle(page, browser, request, server.url);

  // Nothing is saved; her words are still in the form, and Budi's are shown beside them.
  await expect(
    sariForm.getByRole("heading", { name: "Ada simpanan yang lebih baru" }),
  ).toBeFocused();
  await expect(
    sariForm.getByRole("alert").filter({ hasText: /^Sudah diubah oleh Budi pada / }),
  ).toBeVisible();
  await expect(richText(sariForm, "Deskripsi")).toContainText("Sesaji disiapkan abdi dalem.");
  const theirs = sariForm.getByRole("figure", { name: "Versi tersimpan sekarang" });
  expect(await axe()).toEqual([]);
  const mine = sariForm.getByRole("figure", { name: "Tulisan Anda" });
  await expect(theirs.locator("del", { hasText: "Gamelan sekaten dibunyikan" })).toBeVisible();
  await expect(mine.locator("ins", { hasText: "Sesaji disiapkan abdi dalem" })).toBeVisible();

  // The browser's draft kept them too: a reload and the form again offer them back.
  await page.reload();
  const again = await openArticle(page, item.judul);
  await expect(again.getByText(/^Ada draf yang belum disimpan dari /)).toBeVisible();
  await again.getByRole("button", { name: "Pulihkan" }).click();
  await expect(richText(again, "Deskripsi")).toContainText("Sesaji disiapkan abdi dalem.");
  // The draft remembers the version she typed over: saving it still meets Budi's save.
  await again.getByRole("button", { name: "Terbitkan" }).click();
  await expect(again.getByRole("heading", { name: "Ada simpanan yang lebih baru" })).toBeVisible();

  // She takes Budi's version; her words stay aside, ready to copy.
  await again.getByRole("button", { name: "Muat versi terbaru" }).click();
  await expect(richText(again, "Deskripsi")).toContainText("Gamelan sekaten dibunyikan.");
  await expect(richText(again, "Deskripsi")).not.toContainText("Sesaji disiapkan abdi dalem.");
  const kept = again.getByRole("region", { name: "Tulisan Anda yang belum disimpan" });
  await expect(kept.getByRole("textbox", { name: "Deskripsi (tulisan Anda)" })).toHaveValue(
    /Sesaji disiapkan abdi dalem\./,
  );
  await expect(kept.getByRole("button", { name: "Salin Deskripsi (tulisan Anda)" })).toBeVisible();

  const stored = await (await request.get(`${server.url}/api/informasi/${item.id}`)).json();
  expect(stored.deskripsi).toContain("Gamelan sekaten dibunyikan.");
  expect(stored.deskripsi).not.toContain("Sesaji disiapkan abdi dalem.");
});

test("two editors open one article; the second to save sees the conflict and saves hers knowingly", async ({
  page,
  browser,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(409));
  const { item, sariForm } = await twoEditorsOnOneArticle(page, browser, request, server.url);

  await expect(
    sariForm.getByRole("heading", { name: "Ada simpanan yang lebih baru" }),
  ).toBeVisible();
  await sariForm.getByRole("button", { name: "Simpan tetap" }).click();
  await acknowledge(page, "Berhasil");

  const stored = await (await request.get(`${server.url}/api/informasi/${item.id}`)).json();
  expect(stored.deskripsi).toContain("Sesaji disiapkan abdi dalem.");
  expect(stored.deskripsi).not.toContain("Gamelan sekaten dibunyikan.");
});

test("an admin restores yesterday's Sejarah text", async ({ page, request, server, axe }) => {
  const token = await adminToken(request, server.url);
  const good = unique("Keraton Kasepuhan didirikan pada tahun 1529");
  await saveText(request, server.url, token, "/api/sejarah_istilah", "sejarah", `<p>${good}</p>`);
  // A wrong paste over it.
  await saveText(
    request,
    server.url,
    token,
    "/api/sejarah_istilah",
    "sejarah",
    "<p>Daftar belanja: gula, teh.</p>",
  );

  await signIn(page, request, server.url, "admin", "Ratna");
  await page.goto("/admin/sejarah-istilah");
  await expect(richText(page, "Teks Sejarah")).toHaveText("Daftar belanja: gula, teh.");
  await page.getByRole("button", { name: "Versi sebelumnya" }).click();
  const versions = page.getByRole("listitem").filter({ hasText: /Versi \d+ · .* · / });
  const yesterday = versions.first();
  await yesterday.getByRole("button", { name: /^Lihat/ }).click();
  await expect(yesterday.getByRole("figure", { name: "Versi ini" }).locator("del")).toContainText(
    good,
  );
  await expect(
    yesterday.getByRole("figure", { name: "Versi sekarang" }).locator("ins"),
  ).toContainText("Daftar belanja");

  expect(await axe()).toEqual([]);
  await yesterday.getByRole("button", { name: /^Pulihkan/ }).click();
  const question = popup(page, "Pulihkan versi ini?");
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Pulihkan", exact: true }).click();
  await acknowledge(page, "Berhasil", "Versi sebelumnya telah dipulihkan.");
  await expect(richText(page, "Teks Sejarah")).toHaveText(good);

  const saved = await (await request.get(`${server.url}/api/sejarah_istilah/sejarah`)).json();
  expect(saved.content).toBe(`<p>${good}</p>`);
  const home = await (await request.get(`${server.url}/`)).text();
  expect(home).toContain(good);
});

test("an editor schedules an announcement a minute ahead and it appears on the public page by itself", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(240_000);
  await signIn(page, request, server.url, "editor", "Wulan");
  const judul = unique("Pengumuman Grebeg Syawal");
  // The next whole minute at least a minute away: the form takes minutes, WIB.
  const when = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const { date, time } = isoToWib(when.toISOString());

  await page.goto("/editor/informasi");
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Informasi" });
  await form.getByLabel("Judul").fill(judul);
  await richText(form, "Deskripsi").click();
  await page.keyboard.type("Salat Id di Langgar Agung pukul 06.30.");
  await form.getByRole("button", { name: "Jadwalkan" }).click();
  await expect(form.getByLabel("Tanggal terbit")).toBeFocused();
  await form.getByLabel("Tanggal terbit").fill(date);
  await form.getByLabel("Jam terbit (WIB)").fill(time);
  await form.getByRole("button", { name: "Simpan jadwal" }).click();
  const shown = formatWibDayTime(when.toISOString());
  await acknowledge(page, "Berhasil", `Terbit otomatis ${shown} WIB.`);

  await page.getByLabel("Cari").fill(judul);
  const row = page.getByRole("row").filter({ hasText: judul });
  await expect(row).toContainText(`Terjadwal · ${shown}`);
  // Until then visitors do not see it.
  expect(await (await request.get(`${server.url}/informasi`)).text()).not.toContain(judul);

  // Nobody does anything more: at its time it is published, and the public list shows it.
  await expect
    .poll(async () => (await request.get(`${server.url}/informasi`)).text(), {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toContain(judul);
  expect(Date.now()).toBeGreaterThanOrEqual(when.getTime());
  await page.goto("/informasi");
  await expect(page.getByRole("link", { name: judul }).first()).toBeVisible();
});

test("an editor sees a colleague's name go from the form within seconds of the colleague closing it", async ({
  page,
  browser,
  request,
  server,
}) => {
  const item = await createInformasi(request, server.url, await adminToken(request, server.url), {
    judul: unique("Grebeg Syawal"),
    deskripsi: "<p>Grebeg dimulai pagi hari.</p>",
  });
  const budi = await secondPerson(browser, server.url);
  await signIn(budi.page, request, server.url, "editor", "Budi");
  await signIn(page, request, server.url, "editor", "Sari");
  const budiForm = await openArticle(budi.page, item.judul);
  const sariForm = await openArticle(page, item.judul);
  const notice = sariForm.getByText(/^Sedang disunting juga oleh Budi/);
  await expect(notice).toBeVisible();

  await budiForm.getByRole("button", { name: "Batal" }).click();
  await expect(budiForm).toBeHidden();
  // Well under the minute of silence that ends a presence nobody closed.
  await expect(notice).toBeHidden({ timeout: 15_000 });
  await budi.context.close();
});
