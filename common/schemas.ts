import { z } from "zod";
import { isValidIsoDate, todayInJakarta } from "./dates.ts";

export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];
export const TEXT_TYPES = {
  visiMisi: ["visi", "misi"],
  sejarahIstilah: ["sejarah", "silsilah"],
} as const;
export type VisiMisiType = (typeof TEXT_TYPES.visiMisi)[number];
export type SejarahIstilahType = (typeof TEXT_TYPES.sejarahIstilah)[number];
export type TextType = VisiMisiType | SejarahIstilahType;
export const CONTENT_STATUSES = ["terbit", "draf"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional()
    .default("");

/**
 * An English twin (`judul_en` …): checked like its Indonesian field but never required, and left
 * out means "keep what is saved" (SPEC's clients send no English); sent empty, it clears.
 */
const englishText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: `${label} (bahasa Inggris) maksimal ${max} karakter` })
    .optional();
const englishLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} (bahasa Inggris) maksimal ${max} karakter` })
    .optional();

const isoDate = z
  .string({ error: "Tanggal wajib diisi" })
  .trim()
  .refine(isValidIsoDate, { error: "Tanggal harus berformat YYYY-MM-DD" });

export const LoginInputSchema = z.object({
  username: z
    .string({ error: "Username wajib diisi" })
    .max(200, { error: "Username maksimal 200 karakter" }),
  password: z
    .string({ error: "Password wajib diisi" })
    .max(1000, { error: "Password maksimal 1000 karakter" }),
});

const usernameField = z
  .string({ error: "Username wajib diisi" })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,50}$/, {
    error: "Username 3–50 karakter: huruf, angka, titik, garis bawah atau tanda hubung",
  });
const passwordField = z
  .string({ error: "Password wajib diisi" })
  .min(8, { error: "Password minimal 8 karakter" })
  .max(200, { error: "Password maksimal 200 karakter" });
const roleField = z.enum(ROLES, { error: "Role harus admin atau editor" });

export const UserCreateSchema = z.object({
  name: requiredText("Nama", 100),
  username: usernameField,
  password: passwordField,
  role: roleField,
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  name: requiredText("Nama", 100),
  role: roleField,
  password: z.union([z.literal(""), passwordField]).optional(),
});
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>;

const settingsText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional();

/** Decimal degrees within ±limit (`-6.7262`), or empty for the shipped default. */
const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (/^-?\d{1,3}(\.\d{1,10})?$/.test(v) && Math.abs(Number(v)) <= limit),
      {
        error: `${label} harus berupa derajat desimal antara -${limit} dan ${limit}`,
      },
    )
    .optional();

/** Settings fields left out keep their value; a field sent empty clears it. */
export const SettingsInputSchema = z.object({
  No_WhatsApp: settingsText("Nomor WhatsApp", 40),
  Email: z
    .union([z.literal(""), z.email({ error: "Format email tidak valid" }).max(200)])
    .optional(),
  Alamat: settingsText("Alamat", 500),
  Deskripsi_Footer: settingsText("Deskripsi footer", 2000),
  Deskripsi_Kesultanan: settingsText("Deskripsi Kesultanan", 20000),
  Teks_Sambutan: settingsText("Teks sambutan", 20000),
  Deskripsi_Footer_en: englishText("Deskripsi footer", 2000),
  Deskripsi_Kesultanan_en: englishText("Deskripsi Kesultanan", 20000),
  Teks_Sambutan_en: englishText("Teks sambutan", 20000),
  Peta_Lintang: coordinate("Lintang", 90),
  Peta_Bujur: coordinate("Bujur", 180),
});
export type SettingsInput = z.infer<typeof SettingsInputSchema>;

export const TextInputSchema = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({
    type: z.enum(types, { error: `Tipe harus salah satu dari: ${types.join(", ")}` }),
    content: z
      .string({ error: "Konten wajib diisi" })
      .max(200_000, { error: "Konten terlalu panjang" }),
    content_en: z
      .string()
      .max(200_000, { error: "Konten (bahasa Inggris) terlalu panjang" })
      .optional(),
  });

/** Left out: a new item is published, an edited one keeps its status. */
const statusField = z.enum(CONTENT_STATUSES, { error: "Status harus terbit atau draf" }).optional();
/** Alt text and caption of the item's picture; left out on edit keeps it. */
const keteranganGambarField = z
  .string()
  .trim()
  .max(300, { error: "Keterangan gambar maksimal 300 karakter" })
  .optional();

/** English twins of an article's or activity's words; left out on edit keeps them. */
const contentEnglishFields = {
  judul_en: englishLine("Judul", 200),
  deskripsi_en: englishText("Deskripsi", 100_000),
  keterangan_gambar_en: englishLine("Keterangan gambar", 300),
};

export const DokumentasiInputSchema = z.object({
  judul: requiredText("Judul", 200),
  tanggal: isoDate,
  uploaded: optionalText("Nama pengunggah", 100),
  deskripsi: optionalText("Deskripsi", 100_000),
  status: statusField,
  keterangan_gambar: keteranganGambarField,
  ...contentEnglishFields,
});
export type DokumentasiInput = z.infer<typeof DokumentasiInputSchema>;

export const InformasiInputSchema = z.object({
  judul: requiredText("Judul", 200),
  tanggal: z
    .union([z.literal(""), isoDate])
    .optional()
    .default(""),
  deskripsi: optionalText("Deskripsi", 100_000),
  status: statusField,
  keterangan_gambar: keteranganGambarField,
  ...contentEnglishFields,
});
export type InformasiInput = z.infer<typeof InformasiInputSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page harus angka" })
    .int({ error: "page harus bilangan bulat" })
    .min(1, { error: "page minimal 1" })
    .optional(),
  limit: z.coerce
    .number({ error: "limit harus angka" })
    .int({ error: "limit harus bilangan bulat" })
    .min(1, { error: "limit minimal 1" })
    .max(100, { error: "limit maksimal 100" })
    .optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

const keteranganField = z
  .string()
  .trim()
  .max(300, { error: "Keterangan maksimal 300 karakter" })
  .optional();

/** A new hero slide: the picture (a file) plus its alt text and caption. */
export const HeroCreateSchema = z.object({
  keterangan: keteranganField,
  keterangan_en: englishLine("Keterangan", 300),
});
export type HeroCreateInput = z.infer<typeof HeroCreateSchema>;

/** Changes to a slide; `urutan` moves it to that place (1 = first). Left out keeps a field. */
export const HeroUpdateSchema = z.object({
  keterangan: keteranganField,
  keterangan_en: englishLine("Keterangan", 300),
  // A form field left empty keeps the place.
  urutan: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "Urutan harus angka" })
      .int({ error: "Urutan harus bilangan bulat" })
      .min(1, { error: "Urutan minimal 1" })
      .max(1000, { error: "Urutan maksimal 1000" })
      .optional(),
  ),
});
export type HeroUpdateInput = z.infer<typeof HeroUpdateSchema>;

export const OwnPasswordSchema = z.object({
  password_lama: z
    .string({ error: "Password lama wajib diisi" })
    .min(1, { error: "Password lama wajib diisi" })
    .max(1000, { error: "Password lama maksimal 1000 karakter" }),
  password_baru: passwordField,
});
export type OwnPasswordInput = z.infer<typeof OwnPasswordSchema>;

export const RIWAYAT_AKSI = ["tambah", "ubah", "hapus", "login", "login_gagal"] as const;
export type RiwayatAksi = (typeof RIWAYAT_AKSI)[number];
export const RIWAYAT_JENIS = [
  "informasi",
  "dokumentasi",
  "user",
  "settings",
  "teks",
  "hero",
  "kunjungan",
  "reservasi",
] as const;
export type RiwayatJenis = (typeof RIWAYAT_JENIS)[number];

export const RiwayatQuerySchema = PageQuerySchema.extend({
  pengguna: z.string().trim().max(200, { error: "pengguna maksimal 200 karakter" }).optional(),
  jenis: z
    .enum(RIWAYAT_JENIS, { error: `jenis harus salah satu dari: ${RIWAYAT_JENIS.join(", ")}` })
    .optional(),
});
export type RiwayatQuery = z.infer<typeof RiwayatQuerySchema>;

/** What the back office asks to preview: one item of one kind. */
export const PratinjauInputSchema = z.object({
  jenis: z.enum(["informasi", "dokumentasi"], { error: "Jenis harus informasi atau dokumentasi" }),
  id: z.coerce
    .number({ error: "id harus angka" })
    .int({ error: "id harus bilangan bulat" })
    .min(1, { error: "id tidak valid" })
    .max(2_147_483_647, { error: "id tidak valid" }),
});
export type PratinjauInput = z.infer<typeof PratinjauInputSchema>;

export const HARI = ["senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"] as const;
export type Hari = (typeof HARI)[number];

const clockTime = z
  .string({ error: "Jam harus berformat HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Jam harus berformat HH:MM" })
  .nullable();

const JamSchema = z
  .object({
    hari: z.enum(HARI, { error: "Hari tidak dikenal" }),
    buka: clockTime,
    tutup: clockTime,
  })
  .refine((j) => (j.buka === null) === (j.tutup === null), {
    error: "Isi jam buka dan tutup, atau kosongkan keduanya bila tutup",
    path: ["tutup"],
  })
  .refine((j) => j.buka === null || j.tutup === null || j.buka < j.tutup, {
    error: "Jam tutup harus setelah jam buka",
    path: ["tutup"],
  });

export const KunjunganInputSchema = z.object({
  jam: z
    .array(JamSchema, { error: "Jam kunjungan wajib diisi" })
    .length(7, { error: "Jam kunjungan harus berisi tujuh hari, Senin sampai Minggu" })
    .refine((jam) => jam.every((j, i) => j.hari === HARI[i]), {
      error: "Jam kunjungan harus berurutan dari Senin sampai Minggu",
    }),
  tiket: z
    .array(
      z.object({
        kategori: requiredText("Kategori tiket", 100),
        /** Left out keeps the English name saved for a ticket of the same `kategori`. */
        kategori_en: englishLine("Kategori tiket", 100),
        harga: z
          .number({ error: "Harga harus berupa angka" })
          .int({ error: "Harga harus bilangan bulat (rupiah)" })
          .min(0, { error: "Harga tidak boleh negatif" })
          .max(100_000_000, { error: "Harga terlalu besar" }),
      }),
      { error: "Daftar tiket wajib diisi" },
    )
    .max(30, { error: "Maksimal 30 kategori tiket" }),
  catatan: optionalText("Catatan", 50_000),
  petunjuk: optionalText("Petunjuk arah", 50_000),
  catatan_en: englishText("Catatan", 50_000),
  petunjuk_en: englishText("Petunjuk arah", 50_000),
});
export type KunjunganInput = z.infer<typeof KunjunganInputSchema>;

/** `+62 812-3456-7890` as typed → `+6281234567890`; separators people type are dropped. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-.()]/g, "");
}

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The group visit form: a visit today or later (Asia/Jakarta), every field's error at once. */
export const ReservasiInputSchema = z.object({
  nama: requiredText("Nama", 100),
  instansi: optionalText("Instansi", 200),
  tanggal: isoDate.refine((tanggal) => tanggal >= todayInJakarta(), {
    error: "Tanggal kunjungan tidak boleh sebelum hari ini",
  }),
  jumlah: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Jumlah pengunjung wajib diisi" })
      .int({ error: "Jumlah pengunjung harus bilangan bulat" })
      .min(1, { error: "Jumlah pengunjung minimal 1" })
      .max(1000, { error: "Jumlah pengunjung maksimal 1000" }),
  ),
  telepon: z
    .string({ error: "Nomor telepon wajib diisi" })
    .trim()
    .min(1, { error: "Nomor telepon wajib diisi" })
    .transform(normalizePhone)
    .refine((v) => /^\+?\d{8,15}$/.test(v), {
      error: "Nomor telepon 8–15 angka (boleh diawali +)",
    }),
  email: z
    .union([z.literal(""), z.email({ error: "Format email tidak valid" }).max(200)])
    .optional()
    .default(""),
  catatan: optionalText("Catatan", 2000),
});
export type ReservasiInput = z.infer<typeof ReservasiInputSchema>;

export const RESERVASI_STATUSES = ["baru", "dihubungi", "selesai", "batal"] as const;
export type ReservasiStatus = (typeof RESERVASI_STATUSES)[number];
const reservasiStatusField = z.enum(RESERVASI_STATUSES, {
  error: "Status harus baru, dihubungi, selesai atau batal",
});
export const ReservasiStatusSchema = z.object({ status: reservasiStatusField });
/** `GET /api/reservasi?status=&page=&limit=`: the dashboard counts the new ones this way. */
export const ReservasiListQuerySchema = PageQuerySchema.extend({
  status: reservasiStatusField.optional(),
});

export const GaleriInputSchema = z.object({
  keterangan: optionalText("Keterangan", 300),
});

export const CariQuerySchema = z.object({
  q: z.string().max(200, { error: "Kata kunci maksimal 200 karakter" }).optional().default(""),
});

/** Name of the group visit form's hidden trap field: people leave it empty, robots fill it. */
export const HONEYPOT_FIELD = "situs_web";
