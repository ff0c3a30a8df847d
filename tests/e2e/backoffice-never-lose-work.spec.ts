import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../support/server-process.ts";
import {
  acknowledge,
  answerConfirm,
  apiLogin,
  expect,
  failedRequest,
  richText,
  test,
  testImage,
  unique,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

/** The admin sets a new password for a user: every token that user held ends at once. */
async function resetPassword(
  request: APIRequestContext,
  baseUrl: string,
  username: string,
  password: string,
) {
  const admin = await apiLogin(request, baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
  const headers = { authorization: `Bearer ${admin.token}` };
  const users = (await (await request.get(`${baseUrl}/api/users`, { headers })).json()) as Array<{
    id: number;
    name: string;
    username: string;
    role: string;
  }>;
  const user = users.find((u) => u.username === username);
  expect(user).toBeDefined();
  const res = await request.put(`${baseUrl}/api/users/${user?.id}`, {
    headers,
    data: { name: user?.name, role: user?.role, password },
  });
  expect(res.status()).toBe(200);
}

/** Waits until the form's draft is in the browser's storage (written after a pause in typing). */
async function draftStored(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (t) =>
          Object.keys(localStorage).some(
            (k) => k.startsWith("draf:") && (localStorage.getItem(k) ?? "").includes(t),
          ),
        text,
      ),
    )
    .toBe(true);
}

test("An editor's session ends while writing; after signing in the article is still there", async ({
  page,
  request,
  server,
  loginAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  const editor = await loginAs("editor");
  await page.goto("/editor/informasi");
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Informasi" });
  const judul = unique("Pengumuman Maulid");
  await form.getByLabel("Judul").fill(judul);
  await richText(form, "Deskripsi").click();
  await page.keyboard.type("Panjang Jimat dimulai selepas isya.");

  // Meanwhile the admin gives the editor a new password: the editor's token ends.
  const newPassword = "sandi-baru-editor-9";
  await resetPassword(request, server.url, editor.username, newPassword);

  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole("status")).toHaveText(
    "Sesi Anda telah berakhir. Silakan login kembali; tulisan Anda tersimpan.",
  );

  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(/\/editor\/informasi\?pulihkan=baru$/);
  const reopened = page.getByRole("dialog", { name: "Tambah Informasi" });
  await expect(reopened.getByLabel("Judul")).toHaveValue(judul);
  await expect(richText(reopened, "Deskripsi")).toHaveText("Panjang Jimat dimulai selepas isya.");

  await reopened.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil ditambahkan!");
  await expect(page.getByRole("row").filter({ hasText: judul })).toBeVisible();
  // Saved: the draft is gone.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("draf:"))),
  ).toEqual([]);
});

test("a return path to another site or another panel is not followed after login", async ({
  page,
  loginAs,
}) => {
  const editor = await loginAs("editor");
  await page.evaluate(() => localStorage.clear());
  await page.goto(
    `/login?sesi=berakhir&kembali=${encodeURIComponent("//contoh.invalid/admin/user")}`,
  );
  await expect(page.getByRole("status")).toHaveText(
    "Sesi Anda telah berakhir. Silakan login kembali.",
  );
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/editor\/dashboard$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?kembali=${encodeURIComponent("/admin/user")}`);
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/editor\/dashboard$/);
});

test("A refused picture keeps the form open with the reason on screen, whichever save is pressed", async ({
  page,
  loginAs,
}) => {
  await loginAs("editor");
  await page.goto("/editor/informasi");
  let posts = 0;
  page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/informasi") && posts++);
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Informasi" });
  const judul = unique("Foto yang salah");
  await form.getByLabel("Judul").fill(judul);
  await form
    .getByLabel("Gambar")
    .setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from("teks biasa") });
  const reason = "File harus berupa gambar JPEG, PNG, WebP, GIF atau AVIF";
  await expect(form.getByText(reason, { exact: true })).toBeVisible();

  await form.getByRole("button", { name: "Simpan sebagai draf" }).click();
  const top = form.getByRole("alert").filter({ hasText: "Formulir belum bisa disimpan:" });
  await expect(top).toBeVisible();
  await expect(top).toContainText(reason);
  await expect(top).toBeFocused();
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Judul")).toHaveValue(judul);
  expect(posts).toBe(0);
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await expect(top).toBeFocused();
  expect(posts).toBe(0);

  // Another picture lifts the block; the save goes through with it.
  await form.getByLabel("Gambar").setInputFiles(await testImage("png"));
  await expect(form.getByText(reason, { exact: true })).toHaveCount(0);
  await expect(top).toHaveCount(0);
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil ditambahkan!");
  expect(posts).toBe(1);
});

test("a picture over 10 MB blocks Terbitkan too, until the choice is undone", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await form.getByLabel("Judul").fill(unique("Foto besar"));
  const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
  huge.set([0xff, 0xd8, 0xff, 0xe0]);
  await form
    .getByLabel("Gambar")
    .setInputFiles({ name: "besar.jpg", mimeType: "image/jpeg", buffer: huge });
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await expect(
    form.getByRole("alert").filter({ hasText: "Formulir belum bisa disimpan:" }),
  ).toContainText("Ukuran gambar melebihi 10 MB");
  await form.getByRole("button", { name: "Batalkan pilihan gambar" }).click();
  await expect(form.getByText("Ukuran gambar melebihi 10 MB")).toHaveCount(0);
});

test("a closed tab loses nothing: the draft is offered back, and Buang drops it", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  let form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  const judul = unique("Draf kegiatan");
  await form.getByLabel("Judul").fill(judul);
  await draftStored(page, judul);

  // The tab is closed (or the browser crashes): a fresh page of the same screen.
  await page.reload();
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  const offer = form.getByRole("region", { name: "Draf tersimpan" });
  await expect(offer).toContainText("Ada draf yang belum disimpan dari");
  await expect(offer).toContainText("WIB");
  await offer.getByRole("button", { name: "Pulihkan" }).click();
  await expect(form.getByLabel("Judul")).toHaveValue(judul);
  await expect(offer).toHaveCount(0);

  await page.reload();
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await form.getByRole("button", { name: "Buang" }).click();
  await expect(form.getByLabel("Judul")).toHaveValue("");
  await page.reload();
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await expect(form.getByLabel("Judul")).toBeVisible();
  await expect(form.getByRole("region", { name: "Draf tersimpan" })).toHaveCount(0);
});

test("a delete question names what is deleted, under SPEC's words", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const admin = await loginAs("admin");
  const judul = unique("Kegiatan yang dihapus");
  await request.post(`${server.url}/api/dokumentasi`, {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: { judul, tanggal: "2026-05-01", deskripsi: "<p>x</p>", gambar: await testImage() },
  });
  await page.goto("/admin/dokumentasi");
  const row = page.getByRole("row").filter({ hasText: judul });
  await row.getByRole("button", { name: /Delete|Hapus/ }).click();
  const question = page.getByRole("dialog", { name: "Yakin?" });
  await expect(question).toContainText("Data akan dihapus permanen!");
  await expect(question.locator("strong")).toHaveText(judul);
  await answerConfirm(page, "Yakin?", "Batal");
});
