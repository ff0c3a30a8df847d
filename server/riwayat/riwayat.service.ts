import type { RiwayatEntry } from "../../common/api-types.ts";
import type {
  RiwayatAksi,
  RiwayatJenis,
  RiwayatQuery,
} from "../../common/schemas/riwayat.schema.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import type { Db } from "../db/create-database.ts";
import * as repo from "./riwayat.repository.ts";

/**
 * Who acts: the signed-in person (the router hands over `c.get("user")`); the desk keeps their
 * `name` with each version they write.
 */
export type Actor = Pick<AuthUser, "username"> & Partial<Pick<AuthUser, "name">>;

/** One change to record: what was done to which kind of thing, and its title or name. */
export type Change = { aksi: RiwayatAksi; jenis: RiwayatJenis; target: string };

/** Entries a page shows when the screen asks for no particular number. */
export const RIWAYAT_DEFAULT_LIMIT = 50;

/**
 * Records one change by one person. Call it with the transaction `db` of the write itself, so the
 * record and the change are committed together. Only names go in: never a password or token.
 * Without an actor (the demo seed, start-up) nothing is recorded.
 */
export async function recordChange(db: Db, actor: Actor | undefined, change: Change) {
  if (!actor) return;
  await repo.insertRiwayat(db, {
    waktu: new Date().toISOString(),
    pengguna: actor.username,
    aksi: change.aksi,
    jenis: change.jenis,
    target: change.target.slice(0, 300),
  });
}

/** One page of the record, newest first, with the number of entries the filter matches. */
export async function listRiwayat(
  db: Db,
  query: RiwayatQuery,
): Promise<{ entries: RiwayatEntry[]; total: number }> {
  const limit = query.limit ?? RIWAYAT_DEFAULT_LIMIT;
  const page = { limit, offset: ((query.page ?? 1) - 1) * limit };
  const filter = { pengguna: query.pengguna || undefined, jenis: query.jenis };
  const [rows, total] = await Promise.all([
    repo.listRiwayat(db, filter, page),
    repo.countRiwayat(db, filter),
  ]);
  const entries = rows.map(({ id, waktu, pengguna, aksi, jenis, target }) => ({
    id,
    waktu,
    pengguna,
    aksi: aksi as RiwayatAksi,
    jenis: jenis as RiwayatJenis,
    target,
  }));
  return { entries, total };
}
