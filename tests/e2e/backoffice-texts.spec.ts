import { E2E_ADMIN } from "../support/server-process.ts";
import {
  acknowledge,
  answerConfirm,
  apiLogin,
  expect,
  failedRequest,
  openSidebarIfCollapsed,
  popup,
  richText,
  test,
  unique,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

test.beforeEach(async ({ loginAs }) => {
  await loginAs("admin");
});

test("an admin writes the visi with the toolbar and the home page shows it", async ({
  page,
  request,
  server,
}) => {
  await page.goto("/admin/Visi-Misi");
  await expect(page.getByRole("tab", { name: "Visi" })).toHaveAttribute("aria-selected", "true");
  const editor = richText(page, "Teks Visi");
  const toolbar = page.getByRole("toolbar", { name: "Format teks" });
  const heading = unique("Menjaga warisan");
  const words = unique("Keraton yang lestari");

  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await toolbar.getByRole("button", { name: "Judul", exact: true }).click();
  await page.keyboard.type(heading);
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Tebal" }).click();
  await expect(toolbar.getByRole("button", { name: "Tebal" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.type(words);
  await toolbar.getByRole("button", { name: "Tebal" }).click();
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Daftar berpoin" }).click();
  await page.keyboard.type("Budaya");
  await expect(editor.locator("h2")).toHaveText(heading);
  await expect(editor.locator("strong")).toHaveText(words);
  await expect(editor.locator("ul li")).toHaveText("Budaya");

  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan");

  const saved = await (await request.get(`${server.url}/api/visi_misi/visi`)).json();
  expect(saved.content).toContain(`<h2>${heading}</h2>`);
  expect(saved.content).toContain(`<strong>${words}</strong>`);
  expect(saved.content).toContain("<ul><li><p>Budaya</p></li></ul>");
  const home = await (await request.get(`${server.url}/`)).text();
  expect(home).toContain(words);
});

test("each tab switch reloads its own text, and unsaved edits are not lost by accident", async ({
  page,
  request,
  server,
}) => {
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const misi = unique("Melestarikan adat Cirebon");
  await request.post(`${server.url}/api/visi_misi`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { type: "misi", content: `<p>${misi}</p>` },
  });
  await page.goto("/admin/Visi-Misi");
  await expect(richText(page, "Teks Visi")).toBeVisible();

  const loads: string[] = [];
  page.on(
    "request",
    (r) => r.url().includes("/api/visi_misi/") && loads.push(r.url().split("/").pop() ?? ""),
  );
  await page.getByRole("tab", { name: "Misi" }).click();
  await expect(richText(page, "Teks Misi")).toHaveText(misi);
  await page.getByRole("tab", { name: "Visi" }).click();
  await expect(richText(page, "Teks Visi")).toBeVisible();
  await page.getByRole("tab", { name: "Misi" }).click();
  await expect(richText(page, "Teks Misi")).toHaveText(misi);
  expect(loads).toEqual(["misi", "visi", "misi"]);

  await richText(page, "Teks Misi").click();
  await page.keyboard.type(" tambahan");
  await page.getByRole("tab", { name: "Visi" }).click();
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(page.getByRole("tab", { name: "Misi" })).toHaveAttribute("aria-selected", "true");
  await expect(richText(page, "Teks Misi")).toContainText("tambahan");
});

test("sejarah and silsilah save with the server's message; a failed save says 'Gagal!'", async ({
  page,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(500), /^Gagal menyimpan silsilah: /);
  await page.goto("/admin/sejarah-istilah");
  await expect(page.getByRole("tab")).toHaveText(["Sejarah", "Silsilah"]);
  const silsilah = unique("Sunan Gunung Jati berputra");
  await page.getByRole("tab", { name: "Silsilah" }).click();
  const editor = richText(page, "Teks Silsilah");
  await editor.click();
  await page.keyboard.type(silsilah);
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan");
  const saved = await (await request.get(`${server.url}/api/sejarah_istilah/silsilah`)).json();
  expect(saved.content).toContain(silsilah);

  await page.route("**/api/sejarah_istilah", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Terjadi kesalahan server"}',
    }),
  );
  await editor.click();
  await page.keyboard.type(" lagi");
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Gagal!", "Terjadi kesalahan server");
  await expect(editor).toContainText(`${silsilah} lagi`);
});

test("text pasted from Word arrives clean: structure kept, classes and styles gone", async ({
  page,
  request,
  server,
}) => {
  await page.goto("/admin/sejarah-istilah");
  const editor = richText(page, "Teks Sejarah");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  const marker = unique("Didirikan tahun 1529");
  const word = `<!--[if gte mso 9]><xml><w:WordDocument/></xml><![endif]--><style>p.MsoNormal{margin:0}</style>
    <h1 class="MsoTitle" style="color:#123456">Sejarah Singkat</h1>
    <p class="MsoNormal" style="font-family:Calibri;mso-bidi-font-weight:bold"><span style="font-size:14pt">${marker}</span> oleh <b style="mso-bidi-font-weight:normal">Pangeran Cakrabuana</b><o:p></o:p></p>
    <p><a class="MsoHyperlink" style="color:blue" target="_blank" href="https://kasepuhan.id/">situs resmi</a></p>`;
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "cadangan");
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, word);
  await expect(editor).toContainText(marker);
  await expect(editor.locator("strong")).toHaveText("Pangeran Cakrabuana");

  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan");
  const { content } = await (await request.get(`${server.url}/api/sejarah_istilah/sejarah`)).json();
  expect(content).toContain(marker);
  expect(content).toContain('<a href="https://kasepuhan.id/">situs resmi</a>');
  expect(content).not.toMatch(/class=|style=|Mso|mso-|<span|<o:p|Calibri/);
});

test("a link is added from the toolbar, and a failed visi load says 'Gagal mengambil data'", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest("net::ERR_CONNECTION_REFUSED"), /^Gagal mengambil visi: /);
  await page.goto("/admin/Visi-Misi");
  const editor = richText(page, "Teks Visi");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Kunjungi situs");
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Tautan", exact: true }).click();
  await page.getByLabel("Alamat tautan").fill("javascript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("Alamat tautan harus diawali https://, http:// atau mailto:"),
  ).toBeVisible();
  await page.getByLabel("Alamat tautan").fill("kasepuhan.id");
  await page.getByRole("button", { name: "Pasang" }).click();
  await expect(editor.getByRole("link", { name: "Kunjungi situs" })).toHaveAttribute(
    "href",
    "https://kasepuhan.id",
  );

  await page.route("**/api/visi_misi/visi", (route) => route.abort("connectionrefused"));
  await page.reload();
  await acknowledge(page, "Gagal", "Gagal mengambil data");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeDisabled();
});

test("a failed visi save says 'Gagal menyimpan data' and keeps the text", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(500), /^Gagal menyimpan visi: /);
  await page.goto("/admin/Visi-Misi");
  const editor = richText(page, "Teks Visi");
  await editor.click();
  await page.keyboard.type(" belum tersimpan");
  await page.route("**/api/visi_misi", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Terjadi kesalahan server"}',
    }),
  );
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Gagal", "Gagal menyimpan data");
  await expect(editor).toContainText("belum tersimpan");
});

test("leaving with unsaved text asks first: through the sidebar, and on a reload", async ({
  page,
}) => {
  await page.goto("/admin/Visi-Misi");
  const editor = richText(page, "Teks Visi");
  await editor.click();
  await page.keyboard.type(" jangan hilang");

  await openSidebarIfCollapsed(page);
  await page
    .getByRole("navigation", { name: "Menu admin" })
    .getByRole("link", { name: "Informasi" })
    .click();
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(page).toHaveURL(/\/admin\/Visi-Misi$/);
  await expect(editor).toContainText("jangan hilang");

  // A reload gets the browser's own question; staying keeps the text. (Started from the page:
  // page.reload() would wait for a load that never comes once the reload is called off.)
  const question = page.waitForEvent("dialog");
  const reloading = page.evaluate(() => window.location.reload());
  const dialog = await question;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await reloading;
  await expect(editor).toContainText("jangan hilang");

  await openSidebarIfCollapsed(page);
  await page
    .getByRole("navigation", { name: "Menu admin" })
    .getByRole("link", { name: "Informasi" })
    .click();
  await answerConfirm(page, "Buang perubahan?", "Buang");
  await expect(page).toHaveURL(/\/admin\/informasi$/);
  await expect(page.getByRole("heading", { name: "Informasi", level: 1 })).toBeVisible();
  await expect(popup(page, "Buang perubahan?")).toHaveCount(0);
});
