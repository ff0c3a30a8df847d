// Issue 29, item 20: a keyboard user who closes a form is back where she was (on its Edit
// button), and the sign-in screens have a main landmark to jump to.
import { acknowledge, expect, popup, test, unique } from "./backoffice-support.ts";
import { adminToken, createInformasi } from "./public-helpers.ts";

test.use({ seed: "none" });

test("An editor who closes the edit form, by Batal or by saving, is back on the row's Edit button", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const judul = unique("Fokus kembali");
  await createInformasi(request, server.url, await adminToken(request, server.url), {
    judul,
    tanggal: "2026-04-02",
    deskripsi: "<p>Teks</p>",
  });
  await loginAs("editor");
  await page.goto("/editor/informasi");
  const row = page.getByRole("row").filter({ hasText: judul });
  const edit = row.getByRole("button", { name: "Edit" });
  const form = page.getByRole("dialog", { name: "Edit Informasi" });

  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Judul")).toHaveValue(judul);
  await form.getByRole("button", { name: "Batal" }).click();
  await expect(form).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.focus();
  await page.keyboard.press("Enter");
  await form.getByLabel("Judul").fill(`${judul} baru`);
  await form.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Informasi berhasil diperbarui!");
  await expect(form).toBeHidden();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `${judul} baru` })
      .getByRole("button", { name: "Edit" }),
  ).toBeFocused();
});

test("An admin who closes the success popup with Enter and at once presses Shift+Tab carries on from Simpan", async ({
  page,
  loginAs,
}) => {
  // sweetalert2 gave the focus back 100 ms after closing: a key or click in between started from
  // nowhere, then the focus jumped (in a CI run, onto Logout, scrolling the menu under a click).
  await loginAs("admin");
  await page.goto("/admin/settings");
  const simpan = page.getByRole("button", { name: "Simpan" });
  await expect(simpan).toBeEnabled();
  // On this tab the control before Simpan is the folded English part's button (the Kontak tab
  // has a map preview in an iframe there, focusable or not as it loads).
  await page.getByRole("tab", { name: "Deskripsi Footer" }).click();
  const english = page.getByRole("button", { name: "English (opsional)" });
  await simpan.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(english).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(simpan).toBeFocused();

  await page.keyboard.press("Enter");
  const saved = popup(page, "Berhasil");
  await expect(saved).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  await expect(saved).toBeHidden();
  await expect(english).toBeFocused();
});

for (const [path, title] of [
  ["/login", "Login"],
  ["/lupa-password", "Lupa Password"],
] as const) {
  test(`A screen reader user on ${path} jumps to the form by its main landmark`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The skip link of the bar lands there too.
    await expect(main).toHaveAttribute("id", "konten");
  });
}
