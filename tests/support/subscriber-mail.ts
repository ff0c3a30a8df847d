import type { ParsedMail } from "mailparser";
import type { TestSmtpServer } from "./smtp-test-server.ts";
import type { TestContext } from "./test-app.ts";

/** A header as the mail carried it (mailparser reads List-* headers into its own shape). */
export const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");

/** A link to `path` with its token, as the mail's text gives it on the site's public address. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const found = mail.text?.match(new RegExp(`https://keraton\\.example${path}\\?token=\\S+`));
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(found[0]);
}

/** Sends the outbox's mails due at `at` and waits until `count` more have arrived. */
export async function deliverDue(
  ctx: TestContext,
  smtp: TestSmtpServer,
  count: number,
  at = new Date(),
): Promise<ParsedMail[]> {
  const before = smtp.received.length;
  await ctx.deps.outbox.sendDue(at);
  return (await smtp.waitFor(before + count)).slice(before);
}
