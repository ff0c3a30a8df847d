import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { CONTENT_KINDS } from "../../common/content/kinds.ts";
import type { ReservasiInput, ReservasiStatus } from "../../common/schemas/reservasi.schema.ts";
import type { TextType } from "../../common/schemas/texts.schema.ts";
import type { Role } from "../../common/schemas/users.schema.ts";
import type {
  IiifGambarTable,
  IiifUbinTable,
  KoleksiGaleriTable,
} from "../koleksi/koleksi.tables.ts";
import type { KindTable } from "./kind-row.ts";

/** What the desk keeps on every row it edits (server/desk). */
type DeskColumns = {
  /** Raised by each write; a write sending another one is refused (server/desk). */
  versi: Generated<number>;
  /** The name of who wrote the current version ("" before the desk kept it). */
  diubah_oleh: Generated<string>;
  updated_at: string;
};

export type UserTable = DeskColumns & {
  id: Generated<number>;
  name: string;
  username: string;
  password_hash: string;
  role: Role;
  /** Raised on every password change; a token issued under an older version is refused. */
  token_version: Generated<number>;
  /** The authenticator app's secret once confirmed; null while two-step sign-in is off. */
  totp_rahasia: string | null;
  /** A secret shown for enrolment, not yet confirmed with a code. */
  totp_calon: string | null;
  /** The last time step whose code was accepted: a code is never accepted twice. */
  totp_langkah: number | null;
  /** "" when none was given; unique without regard to case otherwise. */
  email: Generated<string>;
  /** 1: mailed about each new visit request. */
  notifikasi: Generated<number>;
  /**
   * Unix seconds; a token issued (`iat`) earlier is refused. Set when the account is made (an id
   * used again does not inherit an older account's tokens) and by every restore.
   */
  tokens_valid_from: Generated<number>;
  /** 1: a reset or an admin's new password came while the account had passkeys, not yet reviewed. */
  tinjau_passkey: Generated<number>;
  created_at: string;
};

export type SettingsTable = DeskColumns & {
  id: number;
  no_whatsapp: string;
  email: string;
  alamat: string;
  deskripsi_footer: string;
  deskripsi_kesultanan: string;
  gambar_struktur: string;
  teks_sambutan: Generated<string>;
  gambar_sambutan: Generated<string>;
  peta_lintang: Generated<string>;
  peta_bujur: Generated<string>;
  deskripsi_footer_en: Generated<string>;
  deskripsi_kesultanan_en: Generated<string>;
  teks_sambutan_en: Generated<string>;
  /** "ya": every admin must have a second step before doing anything else. */
  wajib_2fa: Generated<string>;
};

export type TextTable = DeskColumns & {
  type: TextType;
  content: string;
  content_en: Generated<string>;
};

/**
 * Every kind of content's table and its earlier slugs, typed from its declaration
 * (common/content/kinds.ts; made by server/db/kind-table.ts).
 */
type KindTables = {
  [K in Kind as K["table"]]: KindTable<K>;
} & {
  [K in Kind as `${K["table"]}_slug_lama`]: SlugLamaTable;
};
type Kind = (typeof CONTENT_KINDS)[number];
type KindTableOf<J extends Kind["jenis"]> = KindTable<Extract<Kind, { jenis: J }>>;

export type InformasiTable = KindTableOf<"informasi">;
export type DokumentasiTable = KindTableOf<"dokumentasi">;
export type AgendaTable = KindTableOf<"agenda">;

/** Staff's word on one occurrence of an agenda item, keyed by the day its rule computes. */
export type AgendaKejadianTable = {
  agenda_id: number;
  tanggal: string;
  tanggal_baru: string | null;
  pasti: Generated<number>;
  dibatalkan: Generated<number>;
  /** Raised on every change of this occurrence: the iCalendar SEQUENCE. */
  sequence: Generated<number>;
  updated_at: string;
};

/** One sign-in: the token carries its id; ending it (deleting the row) ends the token at once. */
export type SesiTable = {
  id: string;
  user_id: number;
  user_agent: string;
  alamat: string;
  dibuat: string;
  /** Last seen: written at most once a minute. */
  terakhir: string;
};

/** A one-use recovery code, kept only as its hash; `dipakai` is when it was used. */
export type KodeCadanganTable = { user_id: number; hash: string; dipakai: string | null };

/** The five-minute ticket between a correct password and the second step. */
export type TiketLoginTable = { id: string; user_id: number; berakhir: string };

/** A registered passkey (WebAuthn credential); `id` is its credential id (base64url). */
export type PasskeyTable = {
  id: string;
  user_id: number;
  nama: string;
  /** The credential's public key (COSE), base64url. */
  kunci_publik: string;
  /** The authenticator's signature counter as last seen (0 for those that keep none). */
  penghitung: Generated<number | string>;
  /** The transports the browser reported at registration, as a JSON array. */
  transport: Generated<string>;
  dibuat: string;
  terakhir_dipakai: string | null;
};

/** A WebAuthn challenge handed out: used once, alive until `berakhir`. */
export type TantanganPasskeyTable = {
  tantangan: string;
  tujuan: "daftar" | "masuk";
  /** The signed-in user a registration challenge was made for; null for a sign-in. */
  user_id: number | null;
  /** The client address that asked for it: live challenges per address are capped. */
  alamat: string;
  berakhir: string;
};

export type LoginAttemptTable = {
  id: Generated<number>;
  username: string;
  ip: string;
  attempted_at: string;
};

/** An uploaded file kept in the database (MEDIA_STORE=database). */
export type MediaTable = {
  path: string;
  data: Uint8Array;
  size: number;
  stored_at: string;
};

/** An earlier slug of an item (`informasi_slug_lama`, `dokumentasi_slug_lama`). */
export type SlugLamaTable = {
  slug: string;
  item_id: number;
  created_at: string;
};

export type RiwayatTable = {
  id: Generated<number>;
  waktu: string;
  pengguna: string;
  aksi: string;
  jenis: string;
  target: string;
};

export type HeroTable = DeskColumns & {
  id: Generated<number>;
  gambar: string;
  keterangan: string;
  keterangan_en: string;
  urutan: number;
  created_at: string;
};

export type KunjunganTable = DeskColumns & {
  id: number;
  /** JSON text: seven `{hari, buka, tutup, istirahat?}`. */
  jam: string;
  /** JSON text: `[{tanggal, buka, tutup, keterangan, keterangan_en}]`, by date. */
  pengecualian: string;
  /** JSON text: `[{kategori, harga, kategori_en?}]`. */
  tiket: string;
  catatan: string;
  petunjuk: string;
  catatan_en: string;
  petunjuk_en: string;
};

/** A visit request: what the visitor sent (ReservasiInput), where from, and its status. */
export type ReservasiTable = Omit<ReservasiInput, "bahasa"> & {
  id: Generated<number>;
  status: Generated<ReservasiStatus>;
  alamat_klien: string;
  /** The language of the form it came from (its confirmation mail is written in it). */
  bahasa: Generated<"id" | "en">;
  /** When its confirmation to the requester was queued; null: none was (decision 110). */
  konfirmasi_pada: string | null;
  /** When the staff were told of it; null: it waits for the next digest (decision 110). */
  staf_diberi_tahu_pada: string | null;
  created_at: string;
  updated_at: string;
};

export type DokumentasiGaleriTable = {
  id: Generated<number>;
  dokumentasi_id: number;
  gambar: string;
  keterangan: string;
  keterangan_en: string;
  created_at: string;
};

export type SuratKeluarStatus = "antri" | "terkirim" | "gagal";

/** The outbox: every mail waits here until the background worker has sent it. */
export type SuratKeluarTable = {
  id: Generated<number>;
  dibuat: string;
  kepada: string;
  balas_ke: Generated<string>;
  perihal: string;
  teks: string;
  html: Generated<string>;
  message_id: string;
  status: Generated<SuratKeluarStatus>;
  percobaan: Generated<number>;
  galat: Generated<string>;
  /** Tries go on for 24 hours from here. */
  antri_sejak: string;
  /** Not sent before this moment (the backoff after a failed try). */
  coba_lagi_pada: string;
  /** The claim of the copy sending it, and until when: another copy leaves it alone till then. */
  diklaim_oleh: string | null;
  diklaim_sampai: string | null;
  terkirim_pada: string | null;
  /** A subscriber mail's one-click unsubscribe address (decision 160); empty for staff mail. */
  berhenti: Generated<string>;
};

export type LanggananStatus = "menunggu" | "aktif";

/** A visitor's subscription to news and ceremony reminders (decision 160). */
export type LanggananTable = {
  id: Generated<number>;
  email: string;
  bahasa: "id" | "en";
  /** Topics, comma-separated: `berita`, `agenda`. */
  topik: string;
  status: Generated<LanggananStatus>;
  /** SHA-256 of the confirmation link's token; null once followed. */
  token_konfirmasi: string | null;
  dibuat: string;
  dikonfirmasi_pada: string | null;
  /** The last `langganan_kabar` entry sent to (or passed over for) this subscriber. */
  kabar_terakhir: Generated<number>;
  kabar_dikirim_pada: string | null;
};

/** A confirmation mail queued: by the address's SHA-256 and the requesting client, for limits. */
export type LanggananKonfirmasiTable = {
  id: Generated<number>;
  email_hash: string;
  alamat_klien: Generated<string>;
  dikirim_pada: string;
};

/** An informasi or dokumentasi item published: news for subscribers, once per item. */
export type LanggananKabarTable = {
  id: Generated<number>;
  jenis: string;
  item_id: number;
  terbit_pada: string;
};

/** An agenda mail sent to a subscriber: once per occurrence and kind of mail. */
export type LanggananPengingatTable = {
  id: Generated<number>;
  langganan_id: number;
  agenda_id: number;
  /** The occurrence's day as its rule computes it (the key staff's changes use). */
  tanggal_asal: string;
  /** `h7`, `h1` or `ubah:<state>`. */
  jenis: string;
  /** The occurrence's state the mail told: day, confirmed, cancelled. */
  keadaan: Generated<string>;
  dikirim_pada: string;
};

/** A forgotten password's one-use link, by the SHA-256 of its token. */
export type ResetPasswordTable = {
  token_hash: string;
  user_id: number;
  dibuat: string;
  berlaku_sampai: string;
  dipakai_pada: string | null;
};

/** A request for a password reset link (the same shape as a login attempt). */
export type ResetAttemptTable = LoginAttemptTable;

/** A guessing episode of one account (lowercased username): begun, and last at its limit. */
export type LoginAlertTable = {
  username: string;
  started_at: string;
  seen_at: string;
};

/** The version of a thing before one write changed it (server/desk/revisions). */
export type RevisiTable = {
  id: Generated<number>;
  jenis: string;
  /** The thing's id as text: a number, or a text's type (`sejarah`). */
  item_id: string;
  versi: number;
  /** JSON text: the thing as its API answered it, without `versi`. */
  data: string;
  /** Who wrote that version, and when. */
  pengguna: string;
  waktu: string;
};

/** Someone with a back-office form open; silent 60 s means gone (server/desk/presence). */
export type PenyuntinganTable = {
  jenis: string;
  item_id: string;
  user_id: number;
  nama: string;
  sejak: string;
  terakhir: string;
};

/** What a day's views are summed by (docs/decisions/080). */
export type StatistikDimensi = "halaman" | "perujuk" | "perangkat";

/** Views of one day (Asia/Jakarta) for one page path, referring host or device class. */
export type StatistikHarianTable = {
  hari: string;
  dimensi: StatistikDimensi;
  nilai: string;
  tayangan: number;
};

/** Searches of one day by their normalised words, and how many results the last one found. */
export type StatistikPencarianTable = {
  hari: string;
  q: string;
  jumlah: number;
  hasil: number;
};

/** An old address (a WordPress permalink, category, page or picture) answered with 301. */
export type PengalihanTable = { dari: string; ke: string; dibuat: string };

/** What a source item became (`target`: the kind's id, or the text's type), and its fingerprint. */
export type ImporSumberTable = {
  sumber: string;
  jenis: string;
  target: string;
  sidik: string;
  diimpor: string;
};

/** The stored upload a source picture's address became. */
export type ImporGambarTable = { sumber: string; gambar: string };

/** A back-office import: its progress, and its report (JSON) once done. */
export type ImporTugasTable = {
  id: string;
  status: string;
  selesai: Generated<number>;
  total: Generated<number>;
  laporan: Generated<string>;
  dibuat: string;
};

export type Database = KindTables & {
  users: UserTable;
  settings: SettingsTable;
  texts: TextTable;
  agenda_kejadian: AgendaKejadianTable;
  koleksi_galeri: KoleksiGaleriTable;
  iiif_gambar: IiifGambarTable;
  iiif_ubin: IiifUbinTable;
  login_attempts: LoginAttemptTable;
  media: MediaTable;
  riwayat: RiwayatTable;
  hero: HeroTable;
  kunjungan: KunjunganTable;
  reservasi: ReservasiTable;
  dokumentasi_galeri: DokumentasiGaleriTable;
  sesi: SesiTable;
  kode_cadangan: KodeCadanganTable;
  tiket_login: TiketLoginTable;
  passkey: PasskeyTable;
  tantangan_passkey: TantanganPasskeyTable;
  surat_keluar: SuratKeluarTable;
  langganan: LanggananTable;
  langganan_konfirmasi: LanggananKonfirmasiTable;
  langganan_kabar: LanggananKabarTable;
  langganan_pengingat: LanggananPengingatTable;
  reset_password: ResetPasswordTable;
  reset_attempts: ResetAttemptTable;
  login_alerts: LoginAlertTable;
  revisi: RevisiTable;
  penyuntingan: PenyuntinganTable;
  statistik_harian: StatistikHarianTable;
  statistik_pencarian: StatistikPencarianTable;
  pengalihan: PengalihanTable;
  impor_sumber: ImporSumberTable;
  impor_gambar: ImporGambarTable;
  impor_tugas: ImporTugasTable;
};

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type DokumentasiRow = Selectable<DokumentasiTable>;
export type NewDokumentasi = Insertable<DokumentasiTable>;
export type DokumentasiUpdate = Updateable<DokumentasiTable>;
export type InformasiRow = Selectable<InformasiTable>;
export type NewInformasi = Insertable<InformasiTable>;
export type InformasiUpdate = Updateable<InformasiTable>;
export type AgendaRow = Selectable<AgendaTable>;
export type NewAgenda = Insertable<AgendaTable>;
export type AgendaKejadianRow = Selectable<AgendaKejadianTable>;
export type RiwayatRow = Selectable<RiwayatTable>;
export type HeroRow = Selectable<HeroTable>;
export type ReservasiRow = Selectable<ReservasiTable>;
export type GaleriRow = Selectable<DokumentasiGaleriTable>;
export type SesiRow = Selectable<SesiTable>;
export type PasskeyRow = Selectable<PasskeyTable>;
export type SuratKeluarRow = Selectable<SuratKeluarTable>;
export type NewSuratKeluar = Insertable<SuratKeluarTable>;
export type LanggananRow = Selectable<LanggananTable>;
