import { MESSAGES } from "../../common/messages.ts";
import type { DeskJenis } from "../../common/schemas/desk.schema.ts";
import type { Role } from "../../common/schemas/users.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError, notFound } from "../domain-error.ts";
import type { DeskItem } from "./desk-items.ts";
import { type Restorer, restorerOf } from "./restorers.ts";
import { findRevision, listRevisions, type RevisiRow } from "./revisions.repository.ts";

export type RevisiEntry = { id: number; waktu: string; pengguna: string; versi: number };
export type RevisiDetail = RevisiEntry & { jenis: DeskJenis; item_id: string; data: unknown };

const revisiNotFound = () => notFound(MESSAGES.revisiNotFound);

/** The kind's restorer, when this role may do `what` with its versions; else 403 or 404. */
function allowed(jenis: string, role: Role, what: "readers" | "writers"): Restorer {
  const restorer = restorerOf(jenis);
  if (!restorer) throw revisiNotFound();
  if (!restorer[what].includes(role)) throw new DomainError("forbidden", MESSAGES.revisiAdminOnly);
  return restorer;
}

/** The versions kept of one thing, newest first. */
export async function listRevisi(db: Db, item: DeskItem, role: Role): Promise<RevisiEntry[]> {
  allowed(item.jenis, role, "readers");
  return (await listRevisions(db, item)).map(entryOf);
}

function entryOf(row: Pick<RevisiRow, "id" | "waktu" | "pengguna" | "versi">): RevisiEntry {
  return { id: row.id, waktu: row.waktu, pengguna: row.pengguna, versi: Number(row.versi) };
}

/**
 * The revision with its data; `expected`, when given, is the thing the back office has open:
 * a revision of another thing is a 400.
 */
async function findFor(db: Db, id: number, expected?: DeskItem): Promise<RevisiRow> {
  const row = await findRevision(db, id);
  if (!row) throw revisiNotFound();
  if (expected && (row.jenis !== expected.jenis || row.item_id !== expected.id)) {
    throw new DomainError("invalid", MESSAGES.revisiOtherItem);
  }
  return row;
}

export async function getRevisi(
  db: Db,
  id: number,
  role: Role,
  expected?: DeskItem,
): Promise<RevisiDetail> {
  const row = await findFor(db, id, expected);
  allowed(row.jenis, role, "readers");
  return {
    ...entryOf(row),
    jenis: row.jenis as DeskJenis,
    item_id: row.item_id,
    data: JSON.parse(row.data),
  };
}

/**
 * Writes the revision back as a new version of its thing (the version it replaces is kept in
 * turn), recorded as `pulihkan`. `versi`, when sent, must be the thing's current one (409).
 */
export async function restoreRevisi(
  deps: AppDeps,
  id: number,
  user: AuthUser,
  options: { expected?: DeskItem; versi?: number },
): Promise<unknown> {
  const row = await findFor(deps.db, id, options.expected);
  const restorer = allowed(row.jenis, user.role, "writers");
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return restorer.restore(deps, row.item_id, data, user, { versi: options.versi, restoring: true });
}
