import type { Page } from "@playwright/test";
import { freePort } from "../support/free-port.ts";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server-process.ts";
import {
  answerConfirm,
  apiLogin,
  test as base,
  createUser,
  expect,
  failedRequest,
  openSidebarIfCollapsed,
} from "./backoffice-support.ts";

/**
 * WebAuthn needs a secure context and a domain for its RP ID (an IP address is refused): this
 * story's server is opened as http://localhost, and PUBLIC_URL names that same origin.
 */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ seed }, use) => {
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const server = await startServer({
        seed,
        port,
        env: { TRUST_PROXY: "loopback", PUBLIC_URL: origin },
      });
      await use({ ...server, url: origin });
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

test.use({ seed: "none" });

/** Chromium's virtual authenticator: a passkey on this device, PIN or fingerprint always given. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

async function logout(page: Page) {
  await openSidebarIfCollapsed(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("An editor registers a passkey in Akun Saya, signs out and signs in with it", async ({
  page,
  request,
  server,
  axe,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401), failedRequest(403));
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const editor = await createUser(request, server.url, admin.token, "editor", "Editor Passkey");
  const device = await addVirtualAuthenticator(page);

  await page.goto("/login");
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/editor\/dashboard$/);
  await page.getByRole("link", { name: "Akun Saya" }).click();

  const panel = page.getByRole("region", { name: "Passkey" });
  await expect(panel).toContainText("Belum ada passkey.");
  // The name comes first: nothing is asked of the device without one.
  await panel.getByRole("button", { name: "Tambah passkey" }).click();
  await expect(panel.getByText("Nama passkey wajib diisi")).toBeVisible();
  expect(await device.credentials()).toHaveLength(0);

  await panel.getByLabel(/^Nama passkey/).fill("Ponsel kerja");
  await panel.getByRole("button", { name: "Tambah passkey" }).click();
  // A session alone adds no passkey: the password confirms it is the editor. A wrong one is
  // said beside the field, what was typed stays, and the device is asked nothing.
  const adding = page.getByRole("dialog", { name: "Tambah passkey" });
  await adding.getByLabel(/^Password Anda/).fill("bukan-sandi-saya");
  await adding.getByRole("button", { name: "Lanjutkan" }).click();
  await expect(adding.getByLabel(/^Password Anda/)).toHaveAccessibleDescription("Password salah");
  await expect(adding.getByLabel(/^Password Anda/)).toHaveValue("bukan-sandi-saya");
  expect(await device.credentials()).toHaveLength(0);
  await adding.getByLabel(/^Password Anda/).fill(editor.password);
  await adding.getByRole("button", { name: "Lanjutkan" }).click();
  await expect(panel.getByRole("status")).toHaveText("Passkey berhasil ditambahkan");
  const listed = panel.getByRole("listitem", { name: "Ponsel kerja" });
  await expect(listed).toContainText("belum pernah dipakai");
  const [credential] = await device.credentials();
  expect(credential?.isResidentCredential).toBe(true);
  expect(credential?.rpId).toBe("localhost");
  expect(await axe()).toEqual([]);
  await logout(page);

  // No username, no password, no code: the passkey alone.
  await page.goto("/login");
  await page.getByRole("button", { name: "Masuk dengan passkey" }).click();
  await expect(page).toHaveURL(/\/editor\/dashboard$/);
  await page.getByRole("link", { name: "Akun Saya" }).click();
  await expect(panel.getByRole("listitem", { name: "Ponsel kerja" })).toContainText(
    "terakhir dipakai",
  );
  // A session like any sign-in (the one signed out of is gone).
  const sessions = page.getByRole("region", { name: "Sesi aktif" });
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("listitem")).toContainText("Sesi ini");

  // An admin sets a new password (a laptop was stolen, say): every session ends, and at the next
  // sign-in Akun Saya asks the editor to review the passkeys (a thief's would still sign in).
  const newPassword = "sandi-baru-dari-admin";
  const changed = await request.put(`${server.url}/api/users/${editor.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: "Editor Passkey", role: "editor", password: newPassword },
  });
  expect(changed.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?sesi=berakhir/);
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/editor\/akun$/);
  await expect(panel).toContainText(
    "Periksa passkey di bawah ini dan hapus yang tidak Anda kenali",
  );
  await expect(panel.getByRole("listitem", { name: "Ponsel kerja" })).toBeVisible();

  // Removed after a yes and the password, it signs in no more (the device still holds it).
  await panel.getByRole("button", { name: "Hapus passkey Ponsel kerja" }).click();
  await answerConfirm(page, "Hapus passkey?", "Hapus", "Ponsel kerja");
  const removing = page.getByRole("dialog", { name: "Hapus passkey Ponsel kerja" });
  await removing.getByLabel(/^Password Anda/).fill(newPassword);
  await removing.getByRole("button", { name: "Hapus passkey" }).click();
  await expect(panel.getByRole("status")).toHaveText("Passkey berhasil dihapus");
  await expect(panel).toContainText("Belum ada passkey.");
  await logout(page);
  await page.goto("/login");
  await page.getByRole("button", { name: "Masuk dengan passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Passkey ini tidak dikenal. Mungkin sudah dihapus; silakan login dengan username dan password.",
  );
  await expect(page).toHaveURL(/\/login$/);
});

test("Under Wajib_2FA an admin whose second step is a passkey is led from the password to the passkey", async ({
  page,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401), failedRequest(403));
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const other = await createUser(request, server.url, admin.token, "admin", "Admin Passkey");
  const otherApi = await apiLogin(request, server.url, other.username, other.password);
  await addVirtualAuthenticator(page);

  await page.goto("/login");
  await page.getByLabel("Username").fill(other.username);
  await page.getByLabel("Password").fill(other.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/akun");
  const panel = page.getByRole("region", { name: "Passkey" });
  await panel.getByLabel(/^Nama passkey/).fill("Laptop admin");
  await panel.getByRole("button", { name: "Tambah passkey" }).click();
  const adding = page.getByRole("dialog", { name: "Tambah passkey" });
  await adding.getByLabel(/^Password Anda/).fill(other.password);
  await adding.getByRole("button", { name: "Lanjutkan" }).click();
  await expect(panel.getByRole("status")).toHaveText("Passkey berhasil ditambahkan");
  await logout(page);

  const setRule = (value: string) =>
    request.post(`${server.url}/api/settings/update`, {
      headers: { authorization: `Bearer ${otherApi.token}` },
      multipart: { Wajib_2FA: value },
    });
  expect((await setRule("ya")).status()).toBe(200);
  try {
    await page.goto("/login");
    await page.getByLabel("Username").fill(other.username);
    await page.getByLabel("Password").fill(other.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Admin wajib masuk dengan passkey atau kode verifikasi. Silakan masuk dengan passkey Anda.",
    );
    const passkey = page.getByRole("button", { name: "Masuk dengan passkey" });
    await expect(passkey).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await passkey.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    expect((await setRule("")).status()).toBe(200);
  }
});
