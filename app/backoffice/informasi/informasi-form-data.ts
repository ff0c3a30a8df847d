import type { InformasiInput } from "@common/schemas.ts";
import { appendSchedule, type ScheduleValues } from "~/backoffice/content/schedule-values.ts";
import { appendContentEnglish } from "~/backoffice/ui/english-part.tsx";

export type InformasiValues = Omit<InformasiInput, "status"> &
  ScheduleValues & { gambar: File | null };

/** The multipart body of a save; no file means the stored image is kept. */
export function informasiFormData({
  judul,
  tanggal,
  deskripsi,
  gambar,
  keterangan_gambar,
  status,
  terbit_pada,
  ...others
}: InformasiValues): FormData {
  const form = new FormData();
  form.append("judul", judul);
  form.append("tanggal", tanggal);
  form.append("deskripsi", deskripsi);
  if (keterangan_gambar !== undefined) form.append("keterangan_gambar", keterangan_gambar);
  appendSchedule(form, { status, terbit_pada });
  appendContentEnglish(form, others);
  if (gambar) form.append("gambar", gambar);
  return form;
}
