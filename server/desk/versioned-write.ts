import { formatMomentJakarta } from "../../common/dates.ts";
import { DESK_TEXTS } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import type { Actor } from "../riwayat/riwayat.service.ts";
import type { DeskItem } from "./desk-items.ts";
import { keepRevision } from "./revisions.repository.ts";
import { lockStanding, type Standing, setVersion } from "./versions.repository.ts";

/** What a write of an editable thing carries for the desk besides its fields. */
export type DeskWrite = {
  /** The version the form was opened at; left out, the write goes ahead as before. */
  versi?: number;
  /** Writing an earlier version back (recorded as `pulihkan`). */
  restoring?: boolean;
  /** Pictures the restored version shows, by their field: kept, not uploaded again. */
  paths?: Record<string, string>;
};

/** The 409 of a write that sent another version than the one standing: who wrote it, and when. */
function staleVersion(standing: Standing | undefined): DomainError {
  const versi = standing?.versi ?? 0;
  const when = standing ? formatMomentJakarta(standing.updated_at) : "";
  const message = DESK_TEXTS.stale(standing?.diubah_oleh ?? "", when);
  return new DomainError("conflict", message, undefined, { versi });
}

/** The thing as its API answers it, without `versi`: what a revision keeps. */
function withoutVersi(data: unknown): unknown {
  if (!data || typeof data !== "object") return data;
  const { versi: _versi, ...rest } = data as Record<string, unknown>;
  return rest;
}

/**
 * One write of an editable thing, inside the write's transaction `db`: a `versi` other than the
 * standing one refuses it (409, nothing changed); otherwise the standing version is kept as a
 * revision (`snapshot` reads it as the API answers it), `write` runs, and the thing gets the next
 * version number and its writer's name. The same for every kind of thing.
 */
export async function writeVersioned<T>(
  db: Db,
  item: DeskItem,
  change: { desk?: DeskWrite; actor?: Actor },
  snapshot: () => Promise<unknown>,
  write: () => Promise<T>,
): Promise<T> {
  const standing = await lockStanding(db, item);
  const sent = change.desk?.versi;
  if (sent !== undefined && sent !== (standing?.versi ?? 0)) throw staleVersion(standing);
  if (standing) {
    await keepRevision(db, {
      jenis: item.jenis,
      item_id: item.id,
      versi: standing.versi,
      data: JSON.stringify(withoutVersi(await snapshot())),
      pengguna: standing.diubah_oleh,
      waktu: standing.updated_at,
    });
  }
  const result = await write();
  await stampVersion(db, item, (standing?.versi ?? 0) + 1, change.actor);
  return result;
}

/** Gives the thing its version number and the name of who wrote it (a new thing: 1). */
export async function stampVersion(
  db: Db,
  item: DeskItem,
  versi: number,
  actor: Actor | undefined,
): Promise<void> {
  await setVersion(db, item, versi, actor?.name || actor?.username || "");
}
