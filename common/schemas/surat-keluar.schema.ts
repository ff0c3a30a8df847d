import { z } from "zod";
import { PageQuerySchema } from "./page-query.schema.ts";

export const SURAT_KELUAR_STATUSES = ["antri", "terkirim", "gagal"] as const;
export type SuratKeluarStatus = (typeof SURAT_KELUAR_STATUSES)[number];

/** `GET /api/surat-keluar?status=&page=&limit=`: newest first. */
export const SuratKeluarQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(SURAT_KELUAR_STATUSES, { error: "Status harus antri, terkirim atau gagal" })
    .optional(),
});
