import type { Hari, ReservasiStatus, Role } from "./schemas.ts";

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
export type ApiError = { message: string; errors?: Record<string, string> };

export type JamKunjungan = { hari: Hari; buka: string | null; tutup: string | null };
export type Tiket = { kategori: string; harga: number };
export type Kunjungan = { jam: JamKunjungan[]; tiket: Tiket[]; catatan: string; petunjuk: string };
export type Reservasi = {
  id: number;
  nama: string;
  instansi: string;
  tanggal: string;
  jumlah: number;
  telepon: string;
  email: string;
  catatan: string;
  status: ReservasiStatus;
  created_at: string;
};
export type GaleriItem = { id: number; gambar: string; keterangan: string };
export type DokumentasiDetail = Dokumentasi & { galeri: GaleriItem[] };
/** One search hit: `ringkasan` is plain text around the first matched word. */
export type HasilCariItem = {
  id: number;
  slug: string;
  judul: string;
  tanggal: string;
  gambar: string;
  ringkasan: string;
};
export type HasilCari = { informasi: HasilCariItem[]; dokumentasi: HasilCariItem[] };
