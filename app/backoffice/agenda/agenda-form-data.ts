import type { Malam } from "@common/agenda/agenda-dates.ts";
import type { Hisab, Ulang } from "@common/agenda/occurrences.ts";
import type { ContentStatus } from "@common/schemas/content.schema.ts";
import { appendContentEnglish } from "~/backoffice/ui/english-part.tsx";

/** The agenda form as typed: numbers and times as strings, "" for an all-day ceremony. */
export type AgendaValues = {
  judul: string;
  deskripsi: string;
  lokasi: string;
  keterangan_gambar: string;
  status: ContentStatus;
  ulang: Ulang;
  tanggal: string;
  bulan_hijriah: string;
  tanggal_hijriah: string;
  hisab: Hisab;
  lama_hari: string;
  /** "tidak" for a rite by day (sent as empty). */
  malam: Malam | "tidak";
  jam_mulai: string;
  jam_selesai: string;
  gambar: File | null;
  judul_en: string;
  deskripsi_en: string;
  lokasi_en: string;
  keterangan_gambar_en: string;
};

/** The multipart body of a save; no file means the stored picture is kept. */
export function agendaFormData(values: AgendaValues): FormData {
  const { gambar, judul_en, deskripsi_en, keterangan_gambar_en, malam, ...fields } = values;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("malam", malam === "tidak" ? "" : malam);
  appendContentEnglish(form, { judul_en, deskripsi_en, keterangan_gambar_en });
  if (gambar) form.append("gambar", gambar);
  return form;
}
