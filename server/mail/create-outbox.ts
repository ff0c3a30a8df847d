import addressparser from "nodemailer/lib/addressparser";
import type { Config } from "../config.ts";
import type { Db, DialectName } from "../db/create-database.ts";
import { createMailTransport } from "./mail-transport.ts";
import { Outbox } from "./outbox.ts";

/** The domain Message-IDs carry: the sender's, else the site's. */
function messageIdHost(config: Config): string {
  const [sender] = config.MAIL_FROM ? addressparser(config.MAIL_FROM) : [];
  const domain = sender?.address?.split("@")[1];
  return domain || (config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : "localhost");
}

export function createOutbox(config: Config, db: Db, dialect: DialectName): Outbox {
  const transport =
    config.SMTP_URL && config.MAIL_FROM
      ? createMailTransport(config.SMTP_URL, config.MAIL_FROM)
      : undefined;
  return new Outbox({
    db,
    dialect,
    transport,
    host: messageIdHost(config),
    ratePerMinute: config.MAIL_RATE_PER_MINUTE,
  });
}
