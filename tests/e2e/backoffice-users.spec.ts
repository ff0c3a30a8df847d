import { E2E_ADMIN } from "../support/server-process.ts";
import {
  acknowledge,
  answerConfirm,
  apiLogin,
  createUser,
  expect,
  failedRequest,
  popup,
  test,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

const newName = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.beforeEach(async ({ page, loginAs }) => {
  await loginAs("admin");
  await page.goto("/admin/user");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
});

test("the users table has the columns No, Name, Username, Role and Aksi", async ({ page }) => {
  const table = page.getByRole("table", { name: "Daftar user" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "No",
    "Name",
    "Username",
    "Role",
    "Aksi",
  ]);
  const adminRow = table.getByRole("row").filter({ hasText: "Administrator" });
  await expect(adminRow.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(adminRow.getByRole("button", { name: "Delete" })).toBeVisible();
});

test("an admin adds a user, who is listed with the chosen role", async ({ page }) => {
  const username = newName();
  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  await expect(form.getByLabel("Nama")).toBeFocused();
  await form.getByLabel("Nama").fill("Ratu Ayu");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill("sandi-rahasia-9");
  await expect(form.getByLabel("Role")).toHaveValue("");
  await expect(form.getByRole("option", { name: "Pilih Role" })).toBeDisabled();
  await form.getByLabel("Role").selectOption("editor");
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "User berhasil ditambahkan");
  await expect(form).toBeHidden();
  await page.getByLabel("Cari").fill(username);
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).toContainText("Ratu Ayu");
  await expect(row).toContainText("editor");
});

test("add: all four fields are required; with any one missing nothing is sent and nothing is said", async ({
  page,
}) => {
  let posts = 0;
  page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/users") && posts++);
  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  const expectNothingSaid = async () => {
    expect(posts).toBe(0);
    await expect(page.getByRole("dialog")).toHaveCount(1); // the form only: no popup
    await expect(form.getByRole("alert")).toBeHidden();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  };

  // Role left at 'Pilih Role' (the placeholder cannot be chosen again once a role is picked).
  await form.getByLabel("Nama").fill("Ratu Ayu");
  await form.getByLabel("Username").fill(newName());
  await form.getByLabel("Password").fill("sandi-rahasia-9");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByLabel("Role")).toBeFocused();
  await expectNothingSaid();

  await form.getByLabel("Role").selectOption("editor");
  for (const label of ["Nama", "Username", "Password"]) {
    const field = form.getByLabel(label);
    const typed = await field.inputValue();
    await field.fill("");
    await form.getByRole("button", { name: "Simpan" }).click();
    await expect(field).toBeFocused();
    await expectNothingSaid();
    await field.fill(typed);
  }
});

test("a taken username and a short password are explained and what was typed stays", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(409), /^Gagal menyimpan user: /);
  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  await form.getByLabel("Nama").fill("Kembar");
  await form.getByLabel("Username").fill(E2E_ADMIN.username);
  await form.getByLabel("Password").fill("pendek");
  await form.getByLabel("Role").selectOption("admin");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByText("Password minimal 8 karakter")).toBeVisible();

  await form.getByLabel("Password").fill("cukup-panjang-1");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByRole("alert")).toHaveText("Username sudah digunakan");
  await expect(form.getByLabel("Nama")).toHaveValue("Kembar");
  await expect(form.getByLabel("Password")).toHaveValue("cukup-panjang-1");
});

test("an admin edits a user: the username is hidden, the password optional, the role changes", async ({
  page,
  request,
  server,
}) => {
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const user = await createUser(request, server.url, admin.token, "editor", "Nyi Mas Gandasari");
  await page.reload();
  // Other stories on this server make accounts too: the list may run past its first page.
  await page.getByLabel("Cari").fill(user.username);
  const row = page.getByRole("row").filter({ hasText: user.username });
  await row.getByRole("button", { name: "Edit" }).click();

  const form = page.getByRole("dialog", { name: "Edit User" });
  await expect(form.getByLabel("Nama")).toHaveValue("Nyi Mas Gandasari");
  await expect(form.getByLabel("Username")).toHaveCount(0);
  await expect(form.getByLabel("Password")).toHaveValue("");
  await expect(form.getByText("Isi jika ingin ubah password")).toBeVisible();
  await expect(form.getByLabel("Role")).toHaveValue("editor");

  await form.getByLabel("Nama").fill("Nyi Mas Gandasari Panguragan");
  await form.getByLabel("Role").selectOption("admin");
  await form.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Data user berhasil diupdate");
  await expect(row).toContainText("Nyi Mas Gandasari Panguragan");
  await expect(row).toContainText("admin");
  // The old password still works: an empty password kept it.
  await apiLogin(request, server.url, user.username, user.password);
});

test("an admin deletes a user after confirming; Batal keeps it", async ({
  page,
  request,
  server,
}) => {
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const user = await createUser(request, server.url, admin.token, "editor", "Akan Dihapus");
  await page.reload();
  // Other stories on this server make accounts too: the list may run past its first page.
  await page.getByLabel("Cari").fill(user.username);
  const row = page.getByRole("row").filter({ hasText: user.username });

  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin mau hapus?", "Batal", "Data user tidak bisa dikembalikan!");
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin mau hapus?", "Hapus");
  await acknowledge(page, "Berhasil", "User berhasil dihapus.");
  await expect(row).toHaveCount(0);
});

test("an admin cannot delete their own account and is told why", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(409), /^Gagal menghapus user: /);
  const row = page.getByRole("row").filter({ hasText: "Administrator" });
  await row.getByRole("button", { name: "Delete" }).click();
  await answerConfirm(page, "Yakin mau hapus?", "Hapus");
  await acknowledge(page, "Gagal", "Anda tidak dapat menghapus akun Anda sendiri");
  await expect(row).toBeVisible();
});

test("closing the form with unsaved changes asks first, by Escape, backdrop or Batal", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  // Untouched: Batal closes at once.
  await form.getByRole("button", { name: "Batal" }).click();
  await expect(form).toBeHidden();

  await page.getByRole("button", { name: "Tambah User" }).click();
  await form.getByLabel("Nama").fill("Belum disimpan");
  await page.keyboard.press("Escape");
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(form.getByLabel("Nama")).toHaveValue("Belum disimpan");

  await page.mouse.click(5, 5); // the backdrop
  await expect(popup(page, "Buang perubahan?")).toBeVisible();
  await answerConfirm(page, "Buang perubahan?", "Buang");
  await expect(form).toBeHidden();

  await page.getByRole("button", { name: "Tambah User" }).click();
  await expect(form.getByLabel("Nama")).toHaveValue("");
});

test("when the browser closes the form on its own, it comes back and asks; after 'Buang' Tambah opens it again", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  await form.getByLabel("Nama").fill("Jangan hilang");
  await page.keyboard.press("Escape");
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  // Chrome lets a page stop only one Escape per user activation; the next one closes the dialog
  // natively. Automated key presses always count as activation, so do here what Chrome does then.
  await form.evaluate((dialog: HTMLDialogElement) => dialog.close());
  await expect(popup(page, "Buang perubahan?")).toBeVisible();
  await expect(form.getByLabel("Nama")).toHaveValue("Jangan hilang");
  await answerConfirm(page, "Buang perubahan?", "Lanjut mengedit");
  await expect(form.getByLabel("Nama")).toHaveValue("Jangan hilang");

  await page.keyboard.press("Escape");
  await answerConfirm(page, "Buang perubahan?", "Buang");
  await expect(form).toBeHidden();
  await page.getByRole("button", { name: "Tambah User" }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Nama")).toHaveValue("");
});

test("while a save is under way Simpan is disabled and only one request goes out", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/users")) posts.push(r.url());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/users", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.fallback();
  });

  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  await form.getByLabel("Nama").fill("Sekali Saja");
  await form.getByLabel("Username").fill(newName());
  await form.getByLabel("Password").fill("sandi-rahasia-9");
  await form.getByLabel("Role").selectOption("editor");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(form.getByRole("button", { name: "Menyimpan..." })).toBeDisabled();
  await form.getByLabel("Password").press("Enter"); // a second submit from the keyboard
  await page.keyboard.press("Escape"); // nor can it be closed meanwhile
  await expect(form).toBeVisible();
  release();
  await acknowledge(page, "Berhasil", "User berhasil ditambahkan");
  // Other stories on this server make accounts too: the list may run past its first page.
  await page.getByLabel("Cari").fill("Sekali Saja");
  await expect(page.getByRole("row").filter({ hasText: "Sekali Saja" })).toHaveCount(1);
  expect(posts).toHaveLength(1);
});
