import type { TestContext } from "./test-app.ts";

/** Paths of every file in the media store (`/uploads/…`), sorted. */
export function listUploads(ctx: Pick<TestContext, "deps">): Promise<string[]> {
  return ctx.deps.media.list();
}

/** Whether the media store holds the file at this `/uploads/…` path. */
export async function isStored(ctx: Pick<TestContext, "deps">, path: string): Promise<boolean> {
  return (await ctx.deps.media.read(path)) !== undefined;
}

/**
 * Everything a write could change: every row of every content table (users with their password
 * hashes) and the stored files. Two equal snapshots mean nothing changed.
 */
export async function snapshotState(ctx: TestContext) {
  const { db } = ctx.deps;
  const [
    users,
    settings,
    texts,
    dokumentasi,
    informasi,
    hero,
    slugLama,
    riwayat,
    kunjungan,
    reservasi,
    galeri,
    revisi,
    agenda,
    koleksi,
  ] = await Promise.all([
    db.selectFrom("users").selectAll().orderBy("id").execute(),
    db.selectFrom("settings").selectAll().execute(),
    db.selectFrom("texts").selectAll().orderBy("type").execute(),
    db.selectFrom("dokumentasi").selectAll().orderBy("id").execute(),
    db.selectFrom("informasi").selectAll().orderBy("id").execute(),
    db.selectFrom("hero").selectAll().orderBy("id").execute(),
    Promise.all([
      db.selectFrom("informasi_slug_lama").selectAll().orderBy("slug").execute(),
      db.selectFrom("dokumentasi_slug_lama").selectAll().orderBy("slug").execute(),
    ]),
    db.selectFrom("riwayat").selectAll().orderBy("id").execute(),
    db.selectFrom("kunjungan").selectAll().execute(),
    db.selectFrom("reservasi").selectAll().orderBy("id").execute(),
    db.selectFrom("dokumentasi_galeri").selectAll().orderBy("id").execute(),
    db.selectFrom("revisi").selectAll().orderBy("id").execute(),
    Promise.all([
      db.selectFrom("agenda").selectAll().orderBy("id").execute(),
      db
        .selectFrom("agenda_kejadian")
        .selectAll()
        .orderBy("agenda_id")
        .orderBy("tanggal")
        .execute(),
    ]),
    Promise.all([
      db.selectFrom("koleksi").selectAll().orderBy("id").execute(),
      db.selectFrom("koleksi_galeri").selectAll().orderBy("id").execute(),
    ]),
  ]);
  return {
    users,
    settings,
    texts,
    dokumentasi,
    informasi,
    hero,
    slugLama,
    riwayat,
    kunjungan,
    reservasi,
    galeri,
    revisi,
    agenda,
    koleksi,
    uploads: await listUploads(ctx),
  };
}
