import { apiRequest, apiRequestPage } from "~/lib/api-client.ts";

export type ImporLaporan = {
  dibuat: number;
  diperbarui: number;
  tidak_berubah?: number;
  dilewati: Array<{ sumber: string; alasan: string }>;
  pengalihan: number;
};

export type ImporState = {
  status: "berjalan" | "selesai" | "gagal";
  kemajuan: { selesai: number; total: number };
  laporan: ImporLaporan | null;
  pesan?: string;
};

export type Pengalihan = { dari: string; ke: string };

/** POST /api/impor/wordpress: an uploaded export, or a site's address. */
export function startImport(
  source: { berkas: File } | { url: string },
  kategori: string[],
  coba: boolean,
): Promise<{ id: string }> {
  if ("url" in source) {
    return apiRequest("/api/impor/wordpress", {
      method: "POST",
      json: { url: source.url, kategori_dokumentasi: kategori, coba },
    });
  }
  const form = new FormData();
  form.set("berkas", source.berkas);
  for (const k of kategori) form.append("kategori_dokumentasi", k);
  form.set("coba", coba ? "true" : "false");
  return apiRequest("/api/impor/wordpress", { method: "POST", form });
}

export function readImport(id: string): Promise<ImporState> {
  return apiRequest(`/api/impor/${encodeURIComponent(id)}`);
}

export function getPengalihan(page: number, limit: number) {
  return apiRequestPage<Pengalihan>(`/api/pengalihan?page=${page}&limit=${limit}`);
}
