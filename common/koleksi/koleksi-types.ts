import type { ContentEnglish, GaleriItem } from "../api-types.ts";
import type { ContentStatus } from "../content/kind-input.ts";
import type { Kategori, Lisensi } from "./koleksi-terms.ts";

/** One object of the museum collection as `/api/koleksi` answers it. */
export type Koleksi = ContentEnglish & {
  id: number;
  judul: string;
  slug: string;
  deskripsi: string;
  nomor_inventaris: string;
  kategori: Kategori;
  lisensi: Lisensi;
  bahan: string;
  periode: string;
  asal: string;
  ukuran: string;
  lokasi: string;
  bahan_en?: string;
  periode_en?: string;
  asal_en?: string;
  gambar: string;
  keterangan_gambar: string;
  status: ContentStatus;
  terbit_pada?: string;
  versi: number;
};

/** A view of the object in its gallery, with its IIIF image (once its tiles are made). */
export type KoleksiGaleriItem = GaleriItem & { iiif: string; siap: boolean; gagal: boolean };

/** The object with its picture's IIIF addresses and its other views. */
export type KoleksiDetail = Koleksi & {
  /** The picture's `info.json` address ("" without a picture). */
  gambar_iiif: string;
  /** True once the picture's tiles are made. */
  gambar_siap: boolean;
  /** True when its tiles could not be made (a damaged file): it must be uploaded again. */
  gambar_gagal: boolean;
  /** The object's IIIF Presentation manifest. */
  iiif_manifest: string;
  galeri: KoleksiGaleriItem[];
};
