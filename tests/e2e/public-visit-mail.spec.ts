import { expect, test } from "@playwright/test";
import { E2E_ADMIN, type RunningServer } from "../support/server-process.ts";
import { startServerWithMail } from "../support/server-with-mail.ts";
import type { TestSmtpServer } from "../support/smtp-test-server.ts";
import { apiLogin, createUser } from "./api-helpers.ts";

let smtp: TestSmtpServer;
let server: RunningServer;
let stop: () => Promise<void>;

test.beforeAll(async () => {
  ({ server, smtp, stop } = await startServerWithMail());
});

test.afterAll(() => stop?.());

const inThreeWeeks = () => new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

test("a teacher books a visit in English and reads an English confirmation; the editor who asked is told", async ({
  page,
  request,
}) => {
  // An editor chooses, in Akun Saya, to hear of new visit requests.
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const editor = await createUser(request, server.url, admin.token, "editor", "Sari");
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/editor\/dashboard$/);
  await page.goto(`${server.url}/editor/akun`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("sari@keraton.example");
  await page.getByLabel("Kirimi saya email setiap ada permintaan kunjungan rombongan baru").check();
  await page.getByRole("button", { name: "Simpan pengaturan email" }).click();
  // The address is where reset links go: the password confirms it is her.
  const confirm = page.getByRole("dialog", { name: "Simpan pengaturan email" });
  await confirm.getByLabel(/^Password Anda/).fill(editor.password);
  await confirm.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("Pengaturan email berhasil disimpan");
  await page.getByRole("button", { name: "OK" }).click();

  // A teacher from abroad books on the English page.
  await page.goto(`${server.url}/en/kunjungan`);
  const form = page.locator("#reservasi");
  await expect(
    form.getByText(/The IP address it is sent from is kept .* removed after 90 days\./),
  ).toBeVisible();
  await form.getByLabel("Name of the person in charge").fill("Ms Claire Martin");
  await form.getByLabel("School / organisation").fill("Lycée Français de Jakarta");
  await form.getByLabel("Date of visit").fill(inThreeWeeks());
  await form.getByLabel("Number of visitors").fill("45");
  await form.getByLabel("Phone / WhatsApp number").fill("+62 812 3456 7890");
  await form.getByLabel("Email", { exact: true }).fill("claire@lycee.example");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(
    page.getByText("Your visit request has been sent. We will contact you."),
  ).toBeVisible();

  const mails = await smtp.waitFor(2, 15_000);
  const confirmation = mails.find((m) => m.subject?.startsWith("We have received"));
  expect(confirmation?.subject).toBe(
    "We have received your visit request — Keraton Kasepuhan Cirebon",
  );
  // Only what the palace writes: nothing the teacher typed but the day and the group's size.
  expect(confirmation?.text).toContain("Dear Sir or Madam,");
  expect(confirmation?.text).not.toContain("Claire Martin");
  expect(confirmation?.text).not.toContain("Lycée Français");
  expect(confirmation?.text).toContain("Number of visitors: 45 people");
  expect(confirmation?.text).toContain("What happens next");
  const notice = mails.find((m) => m.subject?.startsWith("Permintaan kunjungan:"));
  expect(notice?.subject).toContain("Lycée Français de Jakarta");
  expect(notice?.text).toContain("https://keraton.example/editor/reservasi");

  // The admin sees both mails sent in Email Keluar.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${server.url}/admin/email-keluar`);
  const table = page.getByRole("table", { name: "Email keluar" });
  await expect(table.getByText("claire@lycee.example")).toBeVisible();
  await expect(table.getByText("sari@keraton.example")).toBeVisible();
  await expect(table.getByText("Terkirim")).toHaveCount(2);
});
