import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { mailSecurity } from "./mail-security.ts";
import { createMailTransport } from "./mail-transport.ts";

/** A name server that knows these hosts only. */
const names: Record<string, string[]> = {
  "smtp.example.com": ["203.0.113.5"],
  localhost: ["127.0.0.1", "::1"],
  "campur.example": ["127.0.0.1", "198.51.100.7"],
};
const lookup = async (host: string) => {
  const found = names[host];
  if (!found)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address }));
};

describe("when the password may travel without TLS", () => {
  it("never to a mail server across a network: smtp:// requires STARTTLS", async () => {
    for (const url of [
      "smtp://noreply%40keraton.example:sandi@smtp.example.com:587",
      "smtp://u:p@203.0.113.5:25",
      // Partly this machine is not this machine.
      "smtp://u:p@campur.example:25",
      // A name that does not resolve now: the safe choice.
      "smtp://u:p@belum-ada.example:25",
    ]) {
      expect((await mailSecurity(url, lookup)).requireTLS, url).toBe(true);
    }
  });

  it("to a mail server on this machine (every address loopback), or when SMTP_URL ends in ?tls=off", async () => {
    for (const url of [
      "smtp://127.0.0.1:25",
      "smtp://u:p@127.0.0.53:25",
      "smtp://u:p@[::1]:25",
      "smtp://u:p@localhost:25",
      "smtp://u:p@relay.lan:25?tls=off",
    ]) {
      expect((await mailSecurity(url, lookup)).requireTLS, url).toBe(false);
    }
    // The opt-out is ours, not an option for nodemailer: it leaves the URL.
    expect((await mailSecurity("smtp://u:p@relay.lan:25?tls=off", lookup)).url).toBe(
      "smtp://u:p@relay.lan:25",
    );
  });

  it("smtps:// is TLS from the first byte", async () => {
    expect(await mailSecurity("smtps://u:p@smtp.example.com:465", lookup)).toEqual({
      url: "smtps://u:p@smtp.example.com:465",
      requireTLS: false,
    });
  });
});

describe("a mail server that offers no STARTTLS, with STARTTLS required", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.stop());

  it("is refused before the password or the mail is sent", async () => {
    const transport = createTransport({
      url: smtp.url.replace("smtp://", "smtp://noreply:sandi-rahasia@"),
      requireTLS: true,
      connectionTimeout: 5_000,
    });
    await expect(
      transport.sendMail({ from: "a@keraton.example", to: "b@keraton.example", text: "x" }),
    ).rejects.toThrow(/STARTTLS/);
    transport.close();
    expect(smtp.received).toHaveLength(0);
  });

  it("is refused by the site's mail transport when it is not on this machine's loopback", async () => {
    // 0.0.0.0 reaches this machine's server but is no loopback address: treated as a remote host.
    const remote = smtp.url.replace("smtp://127.0.0.1", "smtp://noreply:sandi-rahasia@0.0.0.0");
    const transport = createMailTransport(remote, "Keraton <noreply@keraton.example>");
    const mail = {
      kepada: "staf@keraton.example",
      balas_ke: "",
      perihal: "Uji",
      teks: "Isi",
      html: "",
      message_id: "<uji@keraton.example>",
    } as Parameters<typeof transport.send>[0];
    await expect(transport.send(mail)).rejects.toThrow(/STARTTLS/);
    transport.close();
    expect(smtp.received).toHaveLength(0);
    // The same server on 127.0.0.1 (a local mail server) is used without TLS.
    const local = createMailTransport(smtp.url, "Keraton <noreply@keraton.example>");
    await local.send(mail);
    local.close();
    await smtp.waitFor(1);
  });
});
