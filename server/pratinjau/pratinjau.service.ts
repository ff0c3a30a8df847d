import { createHmac } from "node:crypto";
import { sign, verify } from "hono/jwt";
import { isContentJenis } from "../../common/content/kinds.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { PratinjauInput } from "../../common/schemas/content.schema.ts";
import { mustEnrolNow } from "../auth/auth.service.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { findSessionUser } from "../auth/sesi.repository.ts";
import { tokenStands } from "../auth/tokens.ts";
import { contentByJenis } from "../content/registry.ts";
import { STAFF } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";
import { notFound } from "../domain-error.ts";
import { findUserById } from "../users/users.repository.ts";

/** How long a preview link opens the draft. */
export const PRATINJAU_LIFETIME_SECONDS = 15 * 60;

/** The item a preview ticket lets its holder see on the public page. */
export type Pratinjau = PratinjauInput;

// Tickets are signed with a key of their own, so a ticket is never accepted as a session token
// and a session token never opens a preview.
const ticketKey = (secret: string) =>
  createHmac("sha256", secret).update("pratinjau-halaman").digest("hex");

/**
 * A link that shows one item, draft or not, on its public page for 15 minutes: the page path
 * with a signed ticket in `?pratinjau=` (the back office keeps its token in localStorage, which a
 * page request in a new tab cannot carry).
 */
export async function createPratinjauLink(
  db: Db,
  secret: string,
  user: AuthUser,
  target: PratinjauInput,
): Promise<string> {
  const content = contentByJenis(target.jenis);
  const item = await content?.getById(db, target.id, STAFF);
  if (!content || !item) throw notFound(MESSAGES.notFound);
  const row = await findUserById(db, user.id);
  const now = Math.floor(Date.now() / 1000);
  const ticket = await sign(
    {
      jenis: target.jenis,
      id: target.id,
      sub: user.id,
      sid: user.sesi,
      ver: Number(row?.token_version ?? 0),
      iat: now,
      exp: now + PRATINJAU_LIFETIME_SECONDS,
    },
    ticketKey(secret),
    "HS256",
  );
  const page = `${content.kind.publicPath}/${encodeURIComponent(String(item.slug))}`;
  return `${page}?pratinjau=${ticket}`;
}

/**
 * The item a ticket opens, while it is unexpired, the session that made it is live and its staff
 * member's tokens stand (no password change since), and while
 * `Wajib_2FA` does not keep that member to enrolling.
 */
export async function readPratinjau(
  db: Db,
  secret: string,
  ticket: string,
): Promise<Pratinjau | undefined> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(ticket, ticketKey(secret), "HS256");
  } catch {
    return undefined;
  }
  const { jenis, id, sub, sid, ver, iat } = payload;
  if (!isContentJenis(jenis)) return undefined;
  if (typeof id !== "number" || typeof sub !== "number" || typeof sid !== "string")
    return undefined;
  const user = await findSessionUser(db, sid, sub);
  if (!user || !tokenStands(user, { ver, iat })) return undefined;
  if (await mustEnrolNow(db, user)) return undefined;
  return { jenis, id };
}
