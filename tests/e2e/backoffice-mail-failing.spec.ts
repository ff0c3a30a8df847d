// Issue 29, item 20: an admin whose mail server cannot be reached is warned on the dashboard
// while the mails are still being tried, and Email Keluar says why in plain words.
import { createServer } from "node:net";
import { todayInJakarta } from "../../common/dates.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { test as base, expect } from "./backoffice-support.ts";

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, "127.0.0.1", ok));
  const address = probe.address();
  await new Promise((ok) => probe.close(ok));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A site whose SMTP_URL points at a mail server that is not there. */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ seed }, use) => {
      const server = await startServer({
        seed,
        env: {
          TRUST_PROXY: "loopback",
          SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
          MAIL_FROM: "Keraton <noreply@keraton.example>",
        },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

test.use({ seed: "none" });

test("An admin whose mail server is down is warned on the dashboard and reads why in Email Keluar, in plain words", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const asked = await request.post(`${server.url}/api/reservasi`, {
    data: {
      nama: "Bu Guru Sari",
      tanggal: todayInJakarta(),
      jumlah: 30,
      telepon: "081234567890",
      email: "guru@sekolah.example",
    },
  });
  expect(asked.status()).toBe(201);
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  const warning = page.getByRole("status").filter({ hasText: "belum terkirim" });
  // The first try fails within seconds; the dashboard says so at its next opening.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        return warning.count();
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toBe(1);
  await expect(warning).toContainText("Server email tidak dapat dihubungi.");
  await expect(warning).not.toContainText("ECONNREFUSED");
  await warning.getByRole("link", { name: "Lihat Email Keluar" }).click();
  const row = page.getByRole("row").filter({ hasText: "guru@sekolah.example" });
  await expect(row).toContainText("Server email tidak dapat dihubungi.");
  await expect(page.getByRole("main")).not.toContainText("ECONNREFUSED");
});
