import { MESSAGES } from "../../common/messages.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import type { DeskItem } from "./desk-items.ts";
import {
  forgetEditing,
  forgetSilent,
  listOthersEditing,
  markEditing,
} from "./presence.repository.ts";
import { restorerOf } from "./restorers.ts";

/** Someone silent this long has left the form. */
export const PRESENCE_GONE_MS = 60_000;

export type Lainnya = Array<{ nama: string; sejak: string }>;

/**
 * One form's heartbeat: this person edits the thing now; answers the others editing it (their
 * name, and since when, ISO 8601). Kept in the database, so every server copy sees everyone.
 * Only for a thing this person may write: anyone else gets 403 before anything is read or kept
 * (an editor would otherwise learn which admin edits which account or the settings).
 */
export async function editingNow(
  db: Db,
  item: DeskItem,
  user: Pick<AuthUser, "id" | "name" | "role">,
  now = new Date(),
): Promise<Lainnya> {
  if (!restorerOf(item.jenis)?.writers.includes(user.role)) {
    throw new DomainError("forbidden", MESSAGES.forbidden);
  }
  const at = now.toISOString();
  const gone = new Date(now.getTime() - PRESENCE_GONE_MS).toISOString();
  await markEditing(db, item, { id: user.id, nama: user.name }, at, gone);
  const lainnya = await listOthersEditing(db, item, user.id, gone);
  await forgetSilent(db, gone);
  return lainnya;
}

/** The form was closed: the others see this person gone at their next heartbeat. */
export function stoppedEditing(db: Db, item: DeskItem, user: Pick<AuthUser, "id">) {
  return forgetEditing(db, item, user.id);
}
