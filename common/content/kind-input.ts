// What staff send to write an item of a kind: built from its declaration, with the rules and
// Indonesian messages every kind shares (status, picture caption, English twins).
import { z } from "zod";
import { checkSchedule, terbitPadaField, versiField } from "../schemas/desk.schema.ts";
import { englishLine, englishText, line } from "../schemas/fields.ts";
import { type ContentKind, englishOf } from "./kind.ts";

/** `terjadwal`: a draft to visitors until `terbit_pada`, then published by itself. */
export const CONTENT_STATUSES = ["terbit", "draf", "terjadwal"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Left out: a new item is published, an edited one keeps its status. */
const statusField = z
  .enum(CONTENT_STATUSES, { error: "Status harus terbit, draf atau terjadwal" })
  .optional();

/** Alt text and caption of the item's picture; left out on edit keeps it. */
const pictureFields = {
  keterangan_gambar: line()
    .max(300, { error: "Keterangan gambar maksimal 300 karakter" })
    .optional(),
  keterangan_gambar_en: englishLine("Keterangan gambar", 300),
};

type Fields<K extends ContentKind> = K["fields"];
type EnglishNames<K extends ContentKind> = {
  [N in keyof Fields<K> & string]: Fields<K>[N] extends { englishMax: number } ? N : never;
}[keyof Fields<K> & string];

/** The zod shape of a kind's input, field by field, as the declaration types it. */
export type KindInputShape<K extends ContentKind> = {
  [N in keyof Fields<K>]: Fields<K>[N]["schema"];
} & { [N in EnglishNames<K> as `${N}_en`]: z.ZodOptional<z.ZodString> } & {
  status: typeof statusField;
  terbit_pada: typeof terbitPadaField;
  versi: typeof versiField;
} & (K["picture"] extends true ? typeof pictureFields : unknown);

/**
 * The body of `POST /api/<jenis>` and `PUT /api/<jenis>/{id}`: the kind's fields, its status
 * (`terjadwal` with a future `terbit_pada`) and the `versi` the form was opened at.
 */
export function kindInputSchema<const K extends ContentKind>(kind: K) {
  const shape: Record<string, z.ZodType> = {
    status: statusField,
    terbit_pada: terbitPadaField,
    versi: versiField,
  };
  for (const [name, field] of Object.entries(kind.fields)) {
    shape[name] = field.schema;
    if (field.englishMax !== undefined) {
      const twin = field.type === "richText" ? englishText : englishLine;
      shape[englishOf(name)] = twin(field.label, field.englishMax);
    }
  }
  if (kind.picture) Object.assign(shape, pictureFields);
  const schema = z.object(shape).superRefine((value, ctx) => {
    checkSchedule(value as { status?: string; terbit_pada?: string }, ctx);
    kind.check?.(value, ctx);
  });
  return schema as unknown as z.ZodObject<KindInputShape<K>>;
}
