import { E2E_ADMIN } from "../support/server-process.ts";
import {
  apiLogin,
  createUser,
  expect,
  failedRequest,
  storedSession,
  test,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

test("an admin signs in and lands on the admin dashboard with the session stored", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Selamat Datang, Admin" })).toBeVisible();
  const session = await storedSession(page);
  expect(session).toMatchObject({ role: "admin", username: E2E_ADMIN.username });
  expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test("nothing typed on the login screen is written down in the browser (a shared office computer)", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  await page.goto("/login");
  await page.getByLabel("Username").fill("petugas-lupa-sandi");
  await page.getByLabel("Password").fill("kata-sandi-rahasia");
  // Longer than the pause after which back-office forms write their draft.
  await page.waitForTimeout(1000);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Username atau password salah");
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain("petugas-lupa-sandi");
  expect(stored).not.toContain("kata-sandi-rahasia");
});

test("an editor signs in and lands on the editor dashboard", async ({ page, request, server }) => {
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const editor = await createUser(request, server.url, admin.token, "editor");

  await page.goto("/login");
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill(editor.password);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/editor\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Selamat Datang, Editor" })).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ role: "editor", username: editor.username });
});

test("a wrong password shows the server's message above the fields and stores nothing", async ({
  page,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const editor = await createUser(request, server.url, admin.token, "editor");

  await page.goto("/login");
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill("salah-sekali");
  await page.getByRole("button", { name: "Login" }).click();

  const errorLine = page.getByRole("alert");
  await expect(errorLine).toHaveText("Username atau password salah");
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
  // The line sits above the fields.
  const alertBox = await errorLine.boundingBox();
  const usernameBox = await page.getByLabel("Username").boundingBox();
  expect(alertBox?.y ?? 0).toBeLessThan(usernameBox?.y ?? 0);
});

test("a network failure says 'Gagal login, coba lagi', and the error line is cleared at each submit", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest("net::ERR_INTERNET_DISCONNECTED"));
  await page.goto("/login");
  await page.getByLabel("Username").fill("siapa-saja");
  await page.getByLabel("Password").fill("apa-saja-123");

  await page.route("**/api/login", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Gagal login, coba lagi");

  // The next try answers slowly: while it is under way the old message is gone.
  await page.unroute("**/api/login");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/login", async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: "text/html", body: "<html>bukan json</html>" });
  });
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
  await expect(page.getByText("Gagal login, coba lagi")).toBeHidden();
  release();
  // An answer that cannot be read is a failure too.
  await expect(page.getByRole("alert")).toHaveText("Gagal login, coba lagi");
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

test("a success answer missing its username is a failure: 'Gagal login, coba lagi', nothing stored", async ({
  page,
  request,
  server,
}) => {
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.route("**/api/login", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ token: admin.token, role: "admin" }),
    }),
  );
  await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page.getByRole("alert")).toHaveText("Gagal login, coba lagi");
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
});
