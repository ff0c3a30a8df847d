import { z } from "zod";
import { PageQuerySchema } from "../schemas/page-query.schema.ts";
import { KATEGORI } from "./koleksi-terms.ts";

/** `GET /api/koleksi?kategori=&q=&page=&limit=`: empty values filter nothing. */
export const KoleksiQuerySchema = PageQuerySchema.extend({
  kategori: z
    .preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(Object.keys(KATEGORI) as [string, ...string[]], { error: "Kategori tidak dikenal" }),
    )
    .optional(),
  q: z.string().trim().max(200, { error: "Pencarian maksimal 200 karakter" }).optional(),
});
export type KoleksiQuery = z.infer<typeof KoleksiQuerySchema>;
