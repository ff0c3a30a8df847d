import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { TestContext } from "./test-app.ts";

/** Names of the files in DATA_DIR/uploads, sorted. */
export function listUploads(dataDir: string): string[] {
  return readdirSync(join(dataDir, "uploads")).sort();
}

/**
 * Everything a write could change: every row of every content table (users with their password
 * hashes) and the stored files. Two equal snapshots mean nothing changed.
 */
export async function snapshotState(ctx: TestContext) {
  const { db } = ctx.deps;
  const [users, settings, texts, dokumentasi, informasi, kunjungan, reservasi, galeri] =
    await Promise.all([
      db.selectFrom("users").selectAll().orderBy("id").execute(),
      db.selectFrom("settings").selectAll().execute(),
      db.selectFrom("texts").selectAll().orderBy("type").execute(),
      db.selectFrom("dokumentasi").selectAll().orderBy("id").execute(),
      db.selectFrom("informasi").selectAll().orderBy("id").execute(),
      db.selectFrom("kunjungan").selectAll().execute(),
      db.selectFrom("reservasi").selectAll().orderBy("id").execute(),
      db.selectFrom("dokumentasi_galeri").selectAll().orderBy("id").execute(),
    ]);
  const uploads = listUploads(ctx.dataDir);
  return { users, settings, texts, dokumentasi, informasi, kunjungan, reservasi, galeri, uploads };
}
