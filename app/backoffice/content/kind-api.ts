import { type ContentKind, englishColumns } from "@common/content/kind.ts";
import { apiRequest } from "~/lib/api-client.ts";
import type { EditorialStatus } from "./content-status.ts";
import { appendSchedule } from "./schedule-values.ts";

/** An item of a kind as its API answers it. */
export type KindItem = {
  id: number;
  slug: string;
  judul: string;
  status: EditorialStatus;
  /** While `terjadwal`: when it publishes itself (ISO 8601). */
  terbit_pada?: string | null;
  versi?: number;
  gambar: string;
  deskripsi: string;
  tanggal: string;
  keterangan_gambar?: string;
  /** A kind with deep zoom (koleksi): whether its picture's tiles are made, or could not be. */
  gambar_siap?: boolean;
  gambar_gagal?: boolean;
  [field: string]: unknown;
};

/** What the form holds: each field's text, and the picture chosen (none keeps the stored one). */
export type KindValues = Record<string, unknown>;

type Saved = { message: string; data: KindItem };

/** Every item of the kind, drafts included (staff), newest first. */
export function listKindItems(kind: ContentKind): Promise<KindItem[]> {
  return apiRequest<KindItem[]>(`/api/${kind.jenis}`);
}

/** One item by id, read fresh before editing it. */
export function getKindItem(kind: ContentKind, id: number): Promise<KindItem> {
  return apiRequest<KindItem>(`/api/${kind.jenis}/${id}`);
}

export function deleteKindItem(kind: ContentKind, id: number): Promise<{ message: string }> {
  return apiRequest(`/api/${kind.jenis}/${id}`, { method: "DELETE" });
}

/** Adds the item, or saves the stored one (`id`); no new picture keeps the stored one. */
export function saveKindItem(
  kind: ContentKind,
  id: number | undefined,
  values: KindValues,
  onUploadProgress: (fraction: number) => void,
  /** The version the item was read at (issue 19); a new item has none. */
  versi?: number,
): Promise<Saved> {
  const form = kindFormData(kind, values);
  return id === undefined
    ? apiRequest(`/api/${kind.jenis}`, { method: "POST", form, onUploadProgress })
    : apiRequest(`/api/${kind.jenis}/${id}`, { method: "PUT", form, onUploadProgress, versi });
}

/** The multipart body of a save: the declared fields, status, caption and English twins. */
export function kindFormData(kind: ContentKind, values: KindValues): FormData {
  const form = new FormData();
  const text = (name: string) => {
    const value = values[name];
    if (typeof value === "string") form.append(name, value);
  };
  for (const name of Object.keys(kind.fields)) form.append(name, String(values[name] ?? ""));
  if (kind.picture) text("keterangan_gambar");
  appendSchedule(form, {
    status: values.status as EditorialStatus | undefined,
    terbit_pada: typeof values.terbit_pada === "string" ? values.terbit_pada : undefined,
  });
  for (const twin of englishColumns(kind)) text(twin);
  if (values.gambar instanceof File) form.append("gambar", values.gambar);
  return form;
}
