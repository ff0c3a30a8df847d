import {
  acknowledge,
  answerConfirm,
  expect,
  failedRequest,
  noiseImage,
  openSidebarIfCollapsed,
  popup,
  storedSession,
  test,
  throttleUploads,
  unique,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

test.beforeEach(async ({ loginAs }) => {
  await loginAs("admin");
});

async function openSettings(page: import("@playwright/test").Page) {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();
}

test("an admin saves contact and footer text from the tabs; the public site shows them", async ({
  page,
  request,
  server,
}) => {
  await openSettings(page);
  const tabs = page.getByRole("tablist", { name: "Bagian settings" });
  await expect(tabs.getByRole("tab")).toHaveText([
    "Kontak",
    "Deskripsi Footer",
    "Struktur Kesultanan",
    "Beranda",
  ]);
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");

  const email = `humas.${Date.now()}@kasepuhan.id`;
  const footer = unique("Warisan budaya Cirebon sejak 1529");
  await page.getByLabel("Nomor WhatsApp").fill("6281234567890");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Alamat").fill("Jl. Kasepuhan No. 43, Cirebon");
  await tabs.getByRole("tab", { name: "Deskripsi Footer" }).click();
  await expect(page.getByLabel("Email")).toBeHidden();
  await page.getByRole("textbox", { name: "Deskripsi Footer" }).fill(footer);

  // Hold the answer to see the saving state: one button, disabled, 'Menyimpan...'.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/settings/update", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("button", { name: "Menyimpan..." })).toBeDisabled();
  release();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan!");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();

  const settings = await (await request.get(`${server.url}/api/settings`)).json();
  expect(settings).toMatchObject({
    Email: email,
    Deskripsi_Footer: footer,
    No_WhatsApp: "6281234567890",
  });
  const contact = await (await request.get(`${server.url}/contact`)).text();
  expect(contact).toContain(email);
  expect(contact).toContain(footer);

  // The values come back when the screen opens again.
  await openSettings(page);
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("the structure image is previewed, uploaded with progress and shown on the structure page", async ({
  page,
  request,
  server,
}) => {
  await openSettings(page);
  await page.getByRole("tab", { name: "Struktur Kesultanan" }).click();
  await expect(page.getByText("Belum ada gambar")).toBeVisible();
  const image = await noiseImage();
  await page.getByLabel("Gambar Struktur").setInputFiles(image);
  const preview = page.getByRole("img", { name: "Pratinjau gambar yang dipilih" });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(220);
  const description = unique("Sultan Sepuh memimpin keraton");
  await page.getByLabel("Deskripsi Kesultanan").fill(description);

  // Record every value the progress bar shows while the upload runs.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector("progress");
      if (bar) seen.push(bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const progress = page.getByRole("progressbar", { name: "Kemajuan unggah gambar" });
  const unthrottle = await throttleUploads(page, image.buffer.length); // about one second
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText(/Mengunggah gambar… \d+%/)).toBeVisible();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan!");
  await unthrottle();
  await expect(progress).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  expect(seen[0]).toBe(0);
  expect(seen.some((value) => value > 0 && value <= 1)).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.getByRole("img", { name: "Gambar saat ini" })).toBeVisible();

  const settings = await (await request.get(`${server.url}/api/settings`)).json();
  expect(settings.Gambar_Struktur).toMatch(/^\/uploads\/.+\.png$/);
  expect(settings.Gambar_Struktur).not.toContain("struktur");
  const stored = await request.get(`${server.url}${settings.Gambar_Struktur}`);
  expect(stored.headers()["content-type"]).toBe("image/png");
  const structure = await (await request.get(`${server.url}/struktur-kesultanan`)).text();
  expect(structure).toContain(description);
});

test("files that are not images are refused in the browser before any upload", async ({ page }) => {
  await openSettings(page);
  await page.getByRole("tab", { name: "Struktur Kesultanan" }).click();
  let uploads = 0;
  page.on("request", (r) => r.url().includes("/api/settings/update") && uploads++);
  const field = page.getByLabel("Gambar Struktur");

  await field.setInputFiles({
    name: "foto.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("ini teks biasa"),
  });
  await expect(
    page.getByText("File harus berupa gambar JPEG, PNG, WebP, GIF atau AVIF"),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Pratinjau gambar yang dipilih" })).toHaveCount(0);

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  await field.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(svg),
  });
  await expect(
    page.getByText("File harus berupa gambar JPEG, PNG, WebP, GIF atau AVIF"),
  ).toBeVisible();

  const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
  huge.set([0xff, 0xd8, 0xff, 0xe0]);
  await field.setInputFiles({ name: "besar.jpg", mimeType: "image/jpeg", buffer: huge });
  await expect(page.getByText("Ukuran gambar melebihi 10 MB")).toBeVisible();
  expect(uploads).toBe(0);
});

test("an e-mail address that is not one is explained on the Kontak tab", async ({ page }) => {
  await openSettings(page);
  await page.getByLabel("Email").fill("bukan-email");
  await page.getByRole("tab", { name: "Deskripsi Footer" }).click();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("tab", { name: "Kontak" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Format email tidak valid")).toBeVisible();
});

test("a failed save says so and keeps what was typed; a failed load says so too", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    failedRequest(500),
    /^Gagal menyimpan settings: /,
    failedRequest("net::ERR_CONNECTION_REFUSED"),
    /^Gagal mengambil settings: /,
  );
  await openSettings(page);
  await page.getByLabel("Alamat").fill("Alamat yang belum tersimpan");
  await page.route("**/api/settings/update", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Terjadi kesalahan server"}',
    }),
  );
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Gagal", "Terjadi kesalahan saat menyimpan.");
  await expect(page.getByLabel("Alamat")).toHaveValue("Alamat yang belum tersimpan");

  await page.route("**/api/settings", (route) => route.abort("connectionrefused"));
  await page.reload();
  await acknowledge(page, "Gagal", "Gagal mengambil data settings");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeDisabled();
});

test("leaving with unsaved settings asks first, Logout too; once saved, leaving does not ask", async ({
  page,
}) => {
  await openSettings(page);
  const nav = page.getByRole("navigation", { name: "Menu admin" });
  await page.getByLabel("Alamat").fill("Alamat yang belum disimpan");

  await openSidebarIfCollapsed(page);
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByLabel("Alamat")).toHaveValue("Alamat yang belum disimpan");

  await openSidebarIfCollapsed(page);
  await nav.getByRole("button", { name: "Logout" }).click();
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(page).toHaveURL(/\/admin\/settings$/);
  expect((await storedSession(page)).token).not.toBeNull();

  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Data berhasil disimpan!");
  await openSidebarIfCollapsed(page);
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Selamat Datang, Admin" })).toBeVisible();
  await expect(popup(page, "Buang perubahan?")).toHaveCount(0);

  await openSettings(page);
  await page.getByLabel("Alamat").fill("Perubahan lain");
  await openSidebarIfCollapsed(page);
  await nav.getByRole("button", { name: "Logout" }).click();
  await answerConfirm(page, "Buang perubahan?", "Buang");
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
});
