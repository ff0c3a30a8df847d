import { formatMomentJakarta } from "../../common/dates.ts";
import { DESK_TEXTS } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import type { Actor } from "../riwayat/riwayat.service.ts";
import type { DeskItem } from "./desk-items.ts";
import { keepRevision } from "./revisions.repository.ts";
import { holdThing, lockStanding, type Standing, setVersion } from "./versions.repository.ts";

/**
 * Holds the thing for the rest of the write's transaction: a write that reads the thing before
 * `writeVersioned` takes this first, so that what it read is still what stands.
 */
export const holdForWrite = holdThing;

/** What a write of an editable thing carries for the desk besides its fields. */
export type DeskWrite = {
  /** The version the form was opened at; left out, the write goes ahead as before. */
  versi?: number;
  /** Writing an earlier version back (recorded as `pulihkan`). */
  restoring?: boolean;
  /** Pictures the restored version shows, by their field: kept, not uploaded again. */
  paths?: Record<string, string>;
};

/** Pictures of versions pruned in a write's transaction, to be removed once it commits. */
const prunedImages = new WeakMap<Db, string[]>();

/** The pictures versions pruned in this transaction showed (each handed out once). */
export function takePrunedImages(db: Db): string[] {
  const images = prunedImages.get(db) ?? [];
  prunedImages.delete(db);
  return images;
}

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
  refuseStale(change.desk, standing);
  if (standing) await keepStanding(db, item, standing, await snapshot());
  const result = await write();
  await stampVersion(db, item, (standing?.versi ?? 0) + 1, change.actor);
  return result;
}

/** The version standing in a row the write has read itself (with its `versi` column). */
export function standingOf(row: {
  versi?: unknown;
  diubah_oleh?: unknown;
  updated_at: string;
}): Standing {
  const diubahOleh = row.diubah_oleh;
  const versi = Number(row.versi);
  return {
    versi,
    diubah_oleh: typeof diubahOleh === "string" ? diubahOleh : "",
    updated_at: row.updated_at,
  };
}

/**
 * `writeVersioned` for a write that holds the thing, reads its row once and stamps the next
 * version in its own UPDATE (a content item: `… WHERE id = ? AND versi = <standing>`): refuses
 * a stale `versi` and keeps the standing version (`snapshot`, as the API answers it) as a
 * revision. Answers the columns the UPDATE sets besides the fields; when it changes no row,
 * `changedMeanwhile` is the 409 to throw.
 */
export async function keepForVersionedUpdate(
  db: Db,
  item: DeskItem,
  change: { desk?: DeskWrite; actor?: Actor },
  standing: Standing,
  snapshot: unknown,
): Promise<{ versi: number; diubah_oleh: string }> {
  refuseStale(change.desk, standing);
  await keepStanding(db, item, standing, snapshot);
  return { versi: standing.versi + 1, diubah_oleh: writerName(change.actor) };
}

/**
 * The 409 of a versioned UPDATE that found the row at another version than the one read
 * (PostgreSQL: the scheduler published it in between), naming what stands now.
 */
export async function changedMeanwhile(db: Db, item: DeskItem): Promise<DomainError> {
  return staleVersion(await lockStanding(db, item));
}

function refuseStale(desk: DeskWrite | undefined, standing: Standing | undefined): void {
  const sent = desk?.versi;
  if (sent !== undefined && sent !== (standing?.versi ?? 0)) throw staleVersion(standing);
}

/** Keeps the standing version as a revision; pictures of versions it prunes wait for the commit. */
async function keepStanding(db: Db, item: DeskItem, standing: Standing, snapshot: unknown) {
  const pruned = await keepRevision(db, {
    jenis: item.jenis,
    item_id: item.id,
    versi: standing.versi,
    data: JSON.stringify(withoutVersi(snapshot)),
    pengguna: standing.diubah_oleh,
    waktu: standing.updated_at,
  });
  if (pruned.length) prunedImages.set(db, [...(prunedImages.get(db) ?? []), ...pruned]);
}

const writerName = (actor: Actor | undefined) => actor?.name || actor?.username || "";

/** Gives the thing its version number and the name of who wrote it (a new thing: 1). */
export async function stampVersion(
  db: Db,
  item: DeskItem,
  versi: number,
  actor: Actor | undefined,
): Promise<void> {
  await setVersion(db, item, versi, writerName(actor));
}
