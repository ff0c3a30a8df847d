import { z } from "zod";
import { versiField } from "./desk.schema.ts";
import { englishLine, line } from "./fields.ts";

const keteranganField = line().max(300, { error: "Keterangan maksimal 300 karakter" }).optional();

/** A new hero slide: the picture (a file) plus its alt text and caption. */
export const HeroCreateSchema = z.object({
  keterangan: keteranganField,
  keterangan_en: englishLine("Keterangan", 300),
});
export type HeroCreateInput = z.infer<typeof HeroCreateSchema>;

/** Changes to a slide; `urutan` moves it to that place (1 = first). Left out keeps a field. */
export const HeroUpdateSchema = z.object({
  keterangan: keteranganField,
  keterangan_en: englishLine("Keterangan", 300),
  // A form field left empty keeps the place.
  urutan: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "Urutan harus angka" })
      .int({ error: "Urutan harus bilangan bulat" })
      .min(1, { error: "Urutan minimal 1" })
      .max(1000, { error: "Urutan maksimal 1000" })
      .optional(),
  ),
  versi: versiField,
});
export type HeroUpdateInput = z.infer<typeof HeroUpdateSchema>;
