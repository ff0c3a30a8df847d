import type { InformasiInput } from "../../../common/schemas.ts";

/** The multipart body of a save; no file means the stored image is kept. */
export function informasiFormData(input: InformasiInput, image: File | null): FormData {
  const form = new FormData();
  form.append("judul", input.judul);
  form.append("tanggal", input.tanggal);
  form.append("deskripsi", input.deskripsi);
  if (image) form.append("gambar", image);
  return form;
}
