// The museum collection's tables (migration 2026-11-29T20-koleksi), named in server/db/schema.ts.
import type { Generated } from "kysely";
import type { ContentStatus } from "../../common/content/kind-input.ts";

type Text = Generated<string>;

export type KoleksiTable = {
  id: Generated<number>;
  judul: string;
  slug: string;
  deskripsi: Text;
  nomor_inventaris: string;
  kategori: Text;
  lisensi: Text;
  bahan: Text;
  periode: Text;
  asal: Text;
  ukuran: Text;
  lokasi: Text;
  judul_en: Text;
  deskripsi_en: Text;
  bahan_en: Text;
  periode_en: Text;
  asal_en: Text;
  gambar: Text;
  keterangan_gambar: Text;
  keterangan_gambar_en: Text;
  status: Generated<ContentStatus>;
  created_at: string;
  updated_at: string;
  versi: Generated<number>;
  diubah_oleh: Text;
  terbit_pada: string | null;
};

export type KoleksiGaleriTable = {
  id: Generated<number>;
  koleksi_id: number;
  gambar: string;
  keterangan: Text;
  keterangan_en: Text;
  created_at: string;
};

/** A collection picture's IIIF tiles: made (`siap` 1), or claimed by a server copy since when. */
export type IiifGambarTable = {
  gambar: string;
  lebar: number | null;
  tinggi: number | null;
  siap: Generated<number>;
  diklaim_pada: string | null;
  gagal: string | null;
};

/** One tile file (or info.json) of a picture, when the media live in the database. */
export type IiifUbinTable = { gambar: string; path: string; data: Uint8Array };
