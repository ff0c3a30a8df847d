import { z } from "zod";
import { CONTENT_JENIS, CONTENT_KINDS } from "../content/kinds.ts";
import { RIWAYAT_LABELS } from "../messages.ts";
import { PageQuerySchema } from "./page-query.schema.ts";

export const RIWAYAT_AKSI = [
  "tambah",
  "ubah",
  "hapus",
  "login",
  "login_gagal",
  "kirim_ulang",
  "atur_ulang_password",
  "pulihkan",
  "terbit_otomatis",
] as const;
export type RiwayatAksi = (typeof RIWAYAT_AKSI)[number];
/** Every kind of content, then the other things the record names. */
export const RIWAYAT_JENIS = [
  ...CONTENT_JENIS,
  "user",
  "settings",
  "teks",
  "hero",
  "kunjungan",
  "reservasi",
  "surat_keluar",
] as const;
export type RiwayatJenis = (typeof RIWAYAT_JENIS)[number];

/** How the change record names each jenis: a kind of content by its back-office title. */
export const RIWAYAT_JENIS_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.jenis, kind.backoffice.title])),
  ...RIWAYAT_LABELS.jenis,
};

export const RiwayatQuerySchema = PageQuerySchema.extend({
  pengguna: z.string().trim().max(200, { error: "pengguna maksimal 200 karakter" }).optional(),
  jenis: z
    .enum(RIWAYAT_JENIS, { error: `jenis harus salah satu dari: ${RIWAYAT_JENIS.join(", ")}` })
    .optional(),
});
export type RiwayatQuery = z.infer<typeof RiwayatQuerySchema>;
