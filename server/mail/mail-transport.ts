import { createTransport } from "nodemailer";
import type { SuratKeluarRow } from "../db/schema.ts";

/** Sends one mail of the outbox; throws when the server refuses it or cannot be reached. */
export type MailTransport = {
  send: (mail: SuratKeluarRow) => Promise<void>;
  close: () => void;
};

/**
 * SMTP by nodemailer from `SMTP_URL` (`smtp://user:pass@host:587` with STARTTLS when offered,
 * `smtps://…:465` for TLS from the start). Timeouts keep one dead server from holding a try past
 * the claim on its row.
 */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.kepada,
        replyTo: mail.balas_ke || undefined,
        subject: mail.perihal,
        text: mail.teks,
        html: mail.html || undefined,
        messageId: mail.message_id,
      });
    },
    close: () => transport.close(),
  };
}
