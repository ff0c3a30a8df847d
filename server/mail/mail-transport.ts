import type { Transporter } from "nodemailer";
import type { SuratKeluarRow } from "../db/schema.ts";
import { mailSecurity } from "./mail-security.ts";

/** Sends one mail of the outbox; throws when the server refuses it or cannot be reached. */
export type MailTransport = {
  send: (mail: SuratKeluarRow) => Promise<void>;
  close: () => void;
};

/**
 * SMTP by nodemailer from `SMTP_URL` (`smtp://user:pass@host:587` with STARTTLS required but to
 * this machine or with `?tls=off`, see mail-security.ts; `smtps://…:465` for TLS from the start).
 * Timeouts keep one dead server from holding a try past the claim on its row. The host is looked up
 * at the first send, not at start: a mail server's name that does not resolve yet stops nothing.
 * One pooled connection carries mail after mail (a connection per mail, with its greeting and
 * STARTTLS, held a subscriber run to about 320 mails a minute); it closes after 10 s idle.
 */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  let made: Promise<Transporter> | undefined;
  const transportNow = () => {
    // nodemailer (about 25 MB in every worker) is loaded at the first send.
    made ??= Promise.all([mailSecurity(smtpUrl), import("nodemailer")]).then(
      ([{ url, requireTLS }, { createTransport }]) =>
        createTransport(
          {
            url,
            requireTLS,
            pool: true,
            maxConnections: 1,
            idleTimeout: 10_000,
            connectionTimeout: 15_000,
            greetingTimeout: 15_000,
            socketTimeout: 30_000,
          },
          { from },
        ),
    );
    return made;
  };
  return {
    async send(mail) {
      const transport = await transportNow();
      await transport.sendMail({
        to: mail.kepada,
        replyTo: mail.balas_ke || undefined,
        subject: mail.perihal,
        text: mail.teks,
        html: mail.html || undefined,
        messageId: mail.message_id,
        // RFC 8058: mail providers offer "unsubscribe" and POST to the link (decision 160).
        headers: mail.berhenti
          ? {
              "List-Unsubscribe": `<${mail.berhenti}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : undefined,
      });
    },
    close: () => void made?.then((transport) => transport.close()),
  };
}
