import type { Reservasi } from "../../common/api-types.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/create-database.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { getSettings } from "../settings/settings.service.ts";
import { listNotifiedStaff } from "../users/users.repository.ts";
import type { MailPlan } from "./reservasi-mail-rules.ts";
import {
  confirmationMail,
  type Lang,
  type Site,
  staffDigestMail,
  staffMail,
} from "./reservasi-mails.ts";

type SiteConfig = Pick<Config, "SITE_NAME" | "PUBLIC_URL">;

async function siteOf(db: Db, config: SiteConfig): Promise<Site> {
  const settings = await getSettings(db);
  return {
    siteName: config.SITE_NAME,
    publicUrl: config.PUBLIC_URL,
    contactEmail: settings.Email,
    contactPhone: settings.No_WhatsApp,
  };
}

/**
 * The staff mails for requests they were not told of: to each staff member who asked, the request
 * itself, or one digest of several.
 */
export async function staffNotices(
  db: Db,
  config: SiteConfig,
  requests: Reservasi[],
): Promise<OutgoingMail[]> {
  if (requests.length === 0) return [];
  const [staff, site] = await Promise.all([listNotifiedStaff(db), siteOf(db, config)]);
  return staff.map((person) =>
    requests.length === 1
      ? staffMail(requests[0], person, site)
      : staffDigestMail(requests, person, site),
  );
}

/** The mails a new request causes now, as its plan allows: the staff's, and the requester's. */
export async function mailsOfRequest(
  db: Db,
  config: SiteConfig,
  request: Reservasi,
  lang: Lang,
  plan: MailPlan,
): Promise<OutgoingMail[]> {
  const toStaff = plan.notifyStaff ? await staffNotices(db, config, [request]) : [];
  if (!plan.confirm) return toStaff;
  return [...toStaff, confirmationMail(request, lang, await siteOf(db, config))];
}
