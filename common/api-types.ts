import type { Malam } from "./agenda/agenda-dates.ts";
import type { Hisab, Ulang } from "./agenda/occurrences.ts";
import type { ContentJenis } from "./content/kinds.ts";
import type { ContentStatus } from "./schemas/content.schema.ts";
import type { Hari } from "./schemas/kunjungan.schema.ts";
import type { ReservasiInput, ReservasiStatus } from "./schemas/reservasi.schema.ts";
import type { RiwayatAksi, RiwayatJenis } from "./schemas/riwayat.schema.ts";
import type { Role } from "./schemas/users.schema.ts";

/**
 * Shapes of the JSON API (SPEC §3), shared by the server and the browser.
 *
 * English twins (`…_en`, CONTRACT "English for foreign visitors"): present only when the staff
 * wrote a translation, left out of the answer while empty — never `""` or `null`. Read them with
 * `inEnglish()` from `common/translation.ts`, which falls back to the Indonesian field.
 */
/** `perlu_daftar_2fa`: `Wajib_2FA` is on and this admin has no second step yet: enrol first. */
export type LoginResponse = {
  token: string;
  role: Role;
  username: string;
  perlu_daftar_2fa?: true;
};
/** POST /api/login for an account with two-step sign-in: the ticket for POST /api/login/kode. */
export type LoginNeedsCode = { perlu_kode: true; tiket: string };
/** POST /api/akun/2fa/mulai: what the authenticator app needs (the QR code as inline SVG). */
export type DuaLangkahMulai = { secret: string; otpauth_url: string; qr_svg: string };
/** GET /api/akun/2fa: whether one's own two-step sign-in is on. */
export type DuaLangkahStatus = { aktif: boolean; sisa_kode_cadangan: number; wajib: boolean };
/** One of the signed-in person's passkeys (GET /api/akun/passkey); null: never used to sign in. */
export type Passkey = { id: string; nama: string; dibuat: string; terakhir_dipakai: string | null };
/** One sign-in of the signed-in person (GET /api/akun/sesi); `ini` marks the one asking. */
export type Sesi = {
  id: string;
  perangkat: string;
  alamat: string;
  dibuat: string;
  terakhir: string;
  ini: boolean;
};
export type User = {
  id: number;
  name: string;
  username: string;
  role: Role;
  /** "" when none was given. */
  email: string;
  /** Mailed about each new visit request (when an email is set). */
  notifikasi: boolean;
  versi?: number;
};
export type Settings = {
  No_WhatsApp: string;
  Email: string;
  Alamat: string;
  Deskripsi_Footer: string;
  Deskripsi_Kesultanan: string;
  Gambar_Struktur: string;
  /** Rich text of the home page's welcome block; empty shows the shipped text. */
  Teks_Sambutan: string;
  /** The welcome photo; empty shows the shipped one. */
  Gambar_Sambutan: string;
  /** The map pin in decimal degrees; both empty show the shipped pin. */
  Peta_Lintang: string;
  Peta_Bujur: string;
  Deskripsi_Footer_en?: string;
  Deskripsi_Kesultanan_en?: string;
  /** Rich text. */
  Teks_Sambutan_en?: string;
  /** "ya": every admin must enrol a second step at their next sign-in; "" leaves it to each. */
  Wajib_2FA: string;
  /**
   * Raised by each save (0 before the first); a save may send it back (a desk a team can trust).
   * Every answer of the API carries it; optional only for values a form makes itself.
   */
  versi?: number;
};
export type TextEntry = { type: string; content: string; content_en?: string; versi?: number };
/** English twins of an article's or activity's words (each left out while empty). */
export type ContentEnglish = {
  judul_en?: string;
  /** Rich text, sanitized like `deskripsi`. */
  deskripsi_en?: string;
  keterangan_gambar_en?: string;
};
/** What an article and an activity both are: a dated, titled text with one picture. */
type ContentItem = {
  id: number;
  judul: string;
  slug: string;
  deskripsi: string;
  gambar: string;
  tanggal: string;
  status: ContentStatus;
  keterangan_gambar: string;
} & ContentEnglish;
export type Dokumentasi = ContentItem & { uploaded: string };
export type Informasi = ContentItem & { views: number };
/** An agenda item as staff write it: its words and its rule for when it happens (`ulang`). */
export type Agenda = {
  id: number;
  judul: string;
  slug: string;
  /** Rich text. */
  deskripsi: string;
  lokasi: string;
  gambar: string;
  keterangan_gambar: string;
  status: ContentStatus;
  ulang: Ulang;
  /** `sekali`, `tahunan_masehi`: the (first) day; null for `tahunan_hijriah`. */
  tanggal: string | null;
  bulan_hijriah: number | null;
  tanggal_hijriah: number | null;
  lama_hari: number;
  jam_mulai: string | null;
  jam_selesai: string | null;
  /** `tahunan_hijriah`: the calendar of its month and day ("islam" for every other rule). */
  hisab: Hisab;
  /** An evening rite: that day's evening, or the evening before (from `jam_mulai`). */
  malam: Malam | null;
  created_at: string;
  updated_at: string;
  lokasi_en?: string;
} & ContentEnglish &
  Versioned &
  Scheduled;

/** One occurrence of a published agenda item (`GET /api/agenda`). */
export type AgendaKejadian = {
  agenda_id: number;
  slug: string;
  judul: string;
  /** The day it is held (where staff moved it, if they did) and its last day. */
  tanggal: string;
  tanggal_selesai: string;
  /** The day it begins: `tanggal`, or the evening before it for `malam: "sebelumnya"`. */
  tanggal_mulai: string;
  jam_mulai: string | null;
  jam_selesai: string | null;
  malam: Malam | null;
  lokasi: string;
  gambar: string;
  /**
   * "12 Rabiulawal 1447 H" ("5 Mulud 1959 J" by Aboge); in English `tanggal_hijriah_en`,
   * "12 Rabiʻ I 1447 AH" ("5 Mulud 1959 AJ").
   */
  tanggal_hijriah: string;
  tanggal_hijriah_en: string;
  /** The Hijri (or Javanese) date as numbers, for pages that format it themselves. */
  hijriah: { year: number; month: number; day: number };
  /** The calendar `hijriah` is in: "islam" or "aboge". */
  hisab: Hisab;
  /** A computed Hijri day not yet confirmed or moved by the palace. */
  perkiraan: boolean;
  dibatalkan: boolean;
  /** The day the rule computes for it: the key of `PUT /api/agenda/{id}/kejadian/{tanggal}`. */
  tanggal_asal: string;
  /** Moved from the computed day. */
  dipindah: boolean;
  /** Day 30 asked of a 29-day month: held on the month's last day. */
  hari_terakhir: boolean;
  judul_en?: string;
  lokasi_en?: string;
};

/** An item with its next five occurrences (`GET /api/agenda/{slug}`). */
export type AgendaDetail = Agenda & { kejadian: AgendaKejadian[] };

export type InformasiPopular = {
  id: number;
  slug: string;
  judul: string;
  views: number;
  judul_en?: string;
};
export type HeroSlide = {
  id: number;
  gambar: string;
  keterangan: string;
  urutan: number;
  keterangan_en?: string;
  versi?: number;
};
export type RiwayatEntry = {
  id: number;
  waktu: string;
  pengguna: string;
  aksi: RiwayatAksi;
  jenis: RiwayatJenis;
  target: string;
};
/** `GET /api/statistik` (CONTRACT "Statistics staff can read at a glance"). */
export type Statistik = {
  harian: Array<{ tanggal: string; tayangan: number }>;
  halaman: Array<{ path: string; judul: string; tayangan: number }>;
  perujuk: Array<{ host: string; tayangan: number }>;
  perangkat: { ponsel: number; tablet: number; desktop: number };
  bahasa: { id: number; en: number };
  pencarian: Array<{ q: string; jumlah: number; hasil: number }>;
};
/** A break within a day's hours (Friday prayers). */
export type Istirahat = { mulai: string; selesai: string };
export type JamKunjungan = {
  hari: Hari;
  buka: string | null;
  tutup: string | null;
  /** Saved before breaks existed: left out, no break. */
  istirahat?: Istirahat | null;
};
/** Hours of one date other than its weekday's: `buka`/`tutup` null is closed. */
export type PengecualianJam = {
  tanggal: string;
  buka: string | null;
  tutup: string | null;
  keterangan: string;
  keterangan_en?: string;
};
export type Tiket = { kategori: string; harga: number; kategori_en?: string };
export type Kunjungan = {
  jam: JamKunjungan[];
  /** Coming dates only (past ones are left out), in order; the API always answers it. */
  pengecualian?: PengecualianJam[];
  tiket: Tiket[];
  catatan: string;
  petunjuk: string;
  /** Rich text. */
  catatan_en?: string;
  /** Rich text. */
  petunjuk_en?: string;
  versi?: number;
};
/** A visit request as staff see it: what the visitor sent (the form's language aside) and its status. */
export type Reservasi = Omit<ReservasiInput, "bahasa"> & {
  id: number;
  status: ReservasiStatus;
  created_at: string;
};
export type GaleriItem = {
  id: number;
  gambar: string;
  keterangan: string;
  /** The caption in English; left out while there is none (decision 040). */
  keterangan_en?: string;
  /** A collection view: whether its deep-zoom tiles are made (other kinds leave it out). */
  siap?: boolean;
  /** A collection view whose tiles could not be made: to upload again. */
  gagal?: boolean;
};
export type DokumentasiDetail = Dokumentasi & { galeri: GaleriItem[] };
/** One search hit: `ringkasan` is plain text around the first matched word. */
export type HasilCariItem = {
  id: number;
  slug: string;
  judul: string;
  tanggal: string;
  gambar: string;
  ringkasan: string;
  /** English twins (left out while empty); matching is on the Indonesian text only. */
  judul_en?: string;
  ringkasan_en?: string;
};
/** Hits by kind of content (`informasi`, `dokumentasi`, `agenda`): every searchable kind. */
export type HasilCari = Record<ContentJenis, HasilCariItem[]>;

/** A mail of the outbox, as the admin's "Email Keluar" screen lists it. */
export type SuratKeluar = {
  id: number;
  waktu: string;
  kepada: string;
  perihal: string;
  status: "antri" | "terkirim" | "gagal";
  percobaan: number;
  /** The last failed try's error, "" when none. */
  galat: string;
};

/**
 * A thing staff edit, as the desk (issue 19) answers it: its version, raised by each write and
 * sent back with the next one (absent from a server that does not count versions yet).
 */
export type Versioned = { versi?: number };

/** A content item published by itself at `terbit_pada` (ISO with offset) while `terjadwal`. */
export type Scheduled = { terbit_pada?: string | null };
