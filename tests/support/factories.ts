import { randomBytes } from "node:crypto";
import type { Dokumentasi, Informasi } from "../../common/api-types.ts";
import { updateItem } from "../../server/content/core/content.repository.ts";
import { dokumentasiContent, informasiContent } from "../../server/content/registry.ts";
import { setViews } from "../../server/informasi/informasi.repository.ts";
import type { TestContext } from "./test-app.ts";

const unique = () => randomBytes(4).toString("hex");

/** A dokumentasi row made through the service (no HTTP); `gambar` is set as given, unchecked. */
export async function createDokumentasiItem(
  ctx: TestContext,
  overrides: { judul?: string; tanggal?: string; deskripsi?: string; gambar?: string } = {},
): Promise<Dokumentasi> {
  const item = await dokumentasiContent.create(ctx.deps, {
    input: {
      judul: overrides.judul ?? `Kegiatan ${unique()}`,
      tanggal: overrides.tanggal ?? "2026-03-01",
      uploaded: "",
      deskripsi: overrides.deskripsi ?? "<p>Deskripsi kegiatan</p>",
    },
    authorName: "Pabrik Uji",
  });
  if (overrides.gambar === undefined) return item;
  await updateItem(ctx.deps.db, dokumentasiContent.kind, item.id, { gambar: overrides.gambar });
  ctx.deps.contentChanges.announce();
  return { ...item, gambar: overrides.gambar };
}

/** An informasi row made through the service, with an optional view count and `gambar`. */
export async function createInformasiItem(
  ctx: TestContext,
  overrides: {
    judul?: string;
    tanggal?: string;
    deskripsi?: string;
    gambar?: string;
    views?: number;
  } = {},
): Promise<Informasi> {
  let item = await informasiContent.create(ctx.deps, {
    input: {
      judul: overrides.judul ?? `Informasi ${unique()}`,
      tanggal: overrides.tanggal ?? "2026-03-01",
      deskripsi: overrides.deskripsi ?? "<p>Isi informasi</p>",
    },
  });
  if (overrides.gambar !== undefined) {
    await updateItem(ctx.deps.db, informasiContent.kind, item.id, { gambar: overrides.gambar });
    item = { ...item, gambar: overrides.gambar };
  }
  if (overrides.views !== undefined) {
    await setViews(ctx.deps.db, item.id, overrides.views);
    item = { ...item, views: overrides.views };
  }
  // Written here straight to the database: tell the caches, as the services do.
  ctx.deps.contentChanges.announce();
  return item;
}

/** Removes every dokumentasi and informasi row, for suites that count or order them. */
export async function clearContent(ctx: TestContext): Promise<void> {
  await ctx.deps.db.deleteFrom("dokumentasi").execute();
  await ctx.deps.db.deleteFrom("informasi").execute();
  ctx.deps.contentChanges.announce();
}
