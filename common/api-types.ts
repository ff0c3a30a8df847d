import type { Role } from "./schemas.ts";

/** Shapes of the JSON API (SPEC §3), shared by the server and the browser. */
export type LoginResponse = { token: string; role: Role; username: string };
export type User = { id: number; name: string; username: string; role: Role };
export type Settings = {
  No_WhatsApp: string;
  Email: string;
  Alamat: string;
  Deskripsi_Footer: string;
  Deskripsi_Kesultanan: string;
  Gambar_Struktur: string;
};
export type TextEntry = { type: string; content: string };
export type Dokumentasi = {
  id: number;
  judul: string;
  slug: string;
  deskripsi: string;
  gambar: string;
  tanggal: string;
  uploaded: string;
};
export type Informasi = {
  id: number;
  judul: string;
  slug: string;
  deskripsi: string;
  gambar: string;
  tanggal: string;
  views: number;
};
export type InformasiPopular = { id: number; slug: string; judul: string; views: number };
