import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Role, TextType } from "../../common/schemas.ts";

export type UserTable = {
  id: Generated<number>;
  name: string;
  username: string;
  password_hash: string;
  role: Role;
  created_at: string;
  updated_at: string;
};

export type SettingsTable = {
  id: number;
  no_whatsapp: string;
  email: string;
  alamat: string;
  deskripsi_footer: string;
  deskripsi_kesultanan: string;
  gambar_struktur: string;
  updated_at: string;
};

export type TextTable = {
  type: TextType;
  content: string;
  updated_at: string;
};

export type DokumentasiTable = {
  id: Generated<number>;
  judul: string;
  slug: string;
  deskripsi: string;
  gambar: string;
  tanggal: string;
  uploaded: string;
  created_at: string;
  updated_at: string;
};

export type InformasiTable = {
  id: Generated<number>;
  judul: string;
  slug: string;
  deskripsi: string;
  gambar: string;
  tanggal: string;
  views: Generated<number>;
  created_at: string;
  updated_at: string;
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

export type Database = {
  users: UserTable;
  settings: SettingsTable;
  texts: TextTable;
  dokumentasi: DokumentasiTable;
  informasi: InformasiTable;
  login_attempts: LoginAttemptTable;
  media: MediaTable;
};

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type DokumentasiRow = Selectable<DokumentasiTable>;
export type NewDokumentasi = Insertable<DokumentasiTable>;
export type DokumentasiUpdate = Updateable<DokumentasiTable>;
export type InformasiRow = Selectable<InformasiTable>;
export type NewInformasi = Insertable<InformasiTable>;
export type InformasiUpdate = Updateable<InformasiTable>;
