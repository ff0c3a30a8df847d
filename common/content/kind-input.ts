// What staff send to write an item of a kind: built from its declaration, with the rules and
// Indonesian messages every kind shares (status, picture caption, English twins).
import { z } from "zod";
import { englishLine, englishText, line } from "../schemas/fields.ts";
import { type ContentKind, englishOf } from "./kind.ts";

export const CONTENT_STATUSES = ["terbit", "draf"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Left out: a new item is published, an edited one keeps its status. */
const statusField = z.enum(CONTENT_STATUSES, { error: "Status harus terbit atau draf" }).optional();

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
} & (K["picture"] extends true ? typeof pictureFields : unknown);

/** The body of `POST /api/<jenis>` and `PUT /api/<jenis>/{id}`. */
export function kindInputSchema<const K extends ContentKind>(kind: K) {
  const shape: Record<string, z.ZodType> = { status: statusField };
  for (const [name, field] of Object.entries(kind.fields)) {
    shape[name] = field.schema;
    if (field.englishMax !== undefined) {
      const twin = field.type === "richText" ? englishText : englishLine;
      shape[englishOf(name)] = twin(field.label, field.englishMax);
    }
  }
  if (kind.picture) Object.assign(shape, pictureFields);
  const object = z.object(shape);
  const checked = kind.check ? object.superRefine(kind.check) : object;
  return checked as unknown as z.ZodObject<KindInputShape<K>>;
}
