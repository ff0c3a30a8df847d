import { randomBytes } from "node:crypto";
import type { Dokumentasi, Informasi } from "../../common/api-types.ts";
import { createDokumentasi } from "../../server/dokumentasi/dokumentasi.service.ts";
import { createInformasi } from "../../server/informasi/informasi.service.ts";
import type { TestContext } from "./test-app.ts";

const unique = () => randomBytes(4).toString("hex");

/** A dokumentasi row made through the service (no HTTP, no image unless given). */
export function createDokumentasiItem(
  ctx: TestContext,
  overrides: { judul?: string; tanggal?: string; deskripsi?: string; gambar?: string } = {},
): Promise<Dokumentasi> {
  return createDokumentasi(ctx.deps.db, {
    input: {
      judul: overrides.judul ?? `Kegiatan ${unique()}`,
      tanggal: overrides.tanggal ?? "2026-03-01",
      uploaded: "",
      deskripsi: overrides.deskripsi ?? "<p>Deskripsi kegiatan</p>",
    },
    gambar: overrides.gambar,
    uploaderName: "Pabrik Uji",
  });
}

/** An informasi row made through the service, with an optional view count. */
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
  const item = await createInformasi(
    ctx.deps.db,
    {
      judul: overrides.judul ?? `Informasi ${unique()}`,
      tanggal: overrides.tanggal ?? "2026-03-01",
      deskripsi: overrides.deskripsi ?? "<p>Isi informasi</p>",
    },
    overrides.gambar,
  );
  if (overrides.views === undefined) return item;
  await ctx.deps.db
    .updateTable("informasi")
    .set({ views: overrides.views })
    .where("id", "=", item.id)
    .execute();
  return { ...item, views: overrides.views };
}

/** Removes every dokumentasi and informasi row, for suites that count or order them. */
export async function clearContent(ctx: TestContext): Promise<void> {
  await ctx.deps.db.deleteFrom("dokumentasi").execute();
  await ctx.deps.db.deleteFrom("informasi").execute();
}
