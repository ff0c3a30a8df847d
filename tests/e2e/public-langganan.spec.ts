import { expect, type Page, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import type { RunningServer } from "../support/server-process.ts";
import { startServerWithMail } from "../support/server-with-mail.ts";
import type { TestSmtpServer } from "../support/smtp-test-server.ts";

let smtp: TestSmtpServer;
let server: RunningServer;
let stop: () => Promise<void>;

test.beforeAll(async () => {
  ({ server, smtp, stop } = await startServerWithMail());
});

test.afterAll(() => stop?.());

/** The mail's link, on the test server instead of the site's public address. */
function linkIn(mail: ParsedMail, path: string): string {
  const found = mail.text?.match(new RegExp(`https://keraton\\.example${path}\\?token=\\S+`));
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  const url = new URL(found[0]);
  return `${server.url}${url.pathname}${url.search}`;
}

async function mailTo(address: string): Promise<ParsedMail> {
  await expect
    .poll(() => smtp.received.some((m) => m.to && JSON.stringify(m.to).includes(address)), {
      timeout: 20_000,
    })
    .toBe(true);
  const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(address));
  if (!mail) throw new Error("no mail");
  return mail;
}

async function subscribeFromFooter(page: Page, url: string, email: string, submit: string) {
  await page.goto(url);
  const footer = page.locator("footer");
  await footer.getByRole("textbox").last().fill(email);
  await footer.getByRole("button", { name: submit }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor subscribes in English from the footer, confirms from the mail, changes topics and leaves", async ({
    page,
  }) => {
    await subscribeFromFooter(
      page,
      `${server.url}/en/agenda`,
      "claire@contoh.example",
      "Subscribe",
    );
    await expect(page.getByRole("status")).toHaveText(
      /^Thank you\. If this address is not subscribed yet, we have sent one email/,
    );

    const mail = await mailTo("claire@contoh.example");
    expect(mail.subject).toBe("Confirm your email subscription — Keraton Kasepuhan Cirebon");
    await page.goto(linkIn(mail, "/en/langganan/konfirmasi"));
    await expect(page.getByRole("status")).toHaveText(
      "Thank you, your subscription is now active.",
    );

    // The same link again is no longer valid, and says so in English.
    const again = await page.request.get(linkIn(mail, "/en/langganan/konfirmasi"));
    expect(again.status()).toBe(400);
    expect(await again.text()).toContain("This link is no longer valid");

    await page.getByRole("link", { name: "Manage your subscription" }).click();
    const main = page.getByRole("main");
    await expect(page.getByText("Subscription for claire@contoh.example.")).toBeVisible();
    await main.getByLabel("Agenda: ceremony reminders and changes of date").uncheck();
    await main.getByRole("button", { name: "Save choices" }).click();
    await expect(page.getByRole("status")).toHaveText("Your choices have been saved.");
    await expect(
      main.getByLabel("Agenda: ceremony reminders and changes of date"),
    ).not.toBeChecked();
    await expect(main.getByLabel("News: new articles and documentation")).toBeChecked();

    await main.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your address has been deleted. We will not send you any more email.",
    );
  });

  test("a mistyped address is refused in the form's language and kept to correct", async ({
    page,
  }) => {
    await subscribeFromFooter(page, `${server.url}/informasi`, "bukan-alamat", "Berlangganan");
    await expect(page.getByRole("alert")).toHaveText(
      "Tulis satu alamat email yang benar, misalnya nama@contoh.id.",
    );
    await expect(page.getByRole("main").getByLabel("Alamat email")).toHaveValue("bukan-alamat");
  });
});

test("with JavaScript, a visitor subscribes in Indonesian from the /informasi section and confirms", async ({
  page,
}) => {
  await page.goto(`${server.url}/informasi`);
  const section = page.getByRole("region", { name: "Kabar lewat email" }).first();
  await section.getByLabel("Alamat email").fill("ratna@contoh.example");
  await section.getByRole("button", { name: "Berlangganan" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Terima kasih\. Bila alamat ini belum berlangganan/,
  );
  const mail = await mailTo("ratna@contoh.example");
  expect(mail.subject).toBe("Konfirmasi langganan email — Keraton Kasepuhan Cirebon");
  await page.goto(linkIn(mail, "/langganan/konfirmasi"));
  await expect(page.getByRole("status")).toHaveText("Terima kasih, langganan Anda sudah aktif.");
});
