import type { DokumentasiInput } from "@common/schemas.ts";
import { appendSchedule, type ScheduleValues } from "~/backoffice/content/schedule-values.ts";
import { appendContentEnglish } from "~/backoffice/ui/english-part.tsx";

export type DokumentasiValues = Omit<DokumentasiInput, "status"> &
  ScheduleValues & { gambar: File | null };

/** The multipart body of a save; no file means the stored image is kept. */
export function dokumentasiFormData(values: DokumentasiValues): FormData {
  const form = new FormData();
  form.append("judul", values.judul);
  form.append("tanggal", values.tanggal);
  form.append("uploaded", values.uploaded);
  form.append("deskripsi", values.deskripsi);
  if (values.keterangan_gambar !== undefined) {
    form.append("keterangan_gambar", values.keterangan_gambar);
  }
  appendSchedule(form, values);
  appendContentEnglish(form, values);
  if (values.gambar) form.append("gambar", values.gambar);
  return form;
}
