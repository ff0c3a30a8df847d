import type { Reservasi } from "../../common/api-types.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/create-database.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { getSettings } from "../settings/settings.service.ts";
import { listNotifiedStaff } from "../users/users.repository.ts";
import { confirmationMail, type Lang, staffMail } from "./reservasi-mails.ts";

/** The mails a new request causes: one per staff member who asked, and the requester's. */
export async function mailsOfRequest(
  db: Db,
  config: Pick<Config, "SITE_NAME" | "PUBLIC_URL">,
  request: Reservasi,
  lang: Lang,
): Promise<OutgoingMail[]> {
  const [staff, settings] = await Promise.all([listNotifiedStaff(db), getSettings(db)]);
  const site = {
    siteName: config.SITE_NAME,
    publicUrl: config.PUBLIC_URL,
    contactEmail: settings.Email,
    contactPhone: settings.No_WhatsApp,
  };
  const toStaff = staff.map((person) => staffMail(request, person, site));
  return request.email ? [...toStaff, confirmationMail(request, lang, site)] : toStaff;
}
