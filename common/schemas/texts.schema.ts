import { z } from "zod";
import { versiField } from "./desk.schema.ts";

export const TEXT_TYPES = {
  visiMisi: ["visi", "misi"],
  sejarahIstilah: ["sejarah", "silsilah"],
} as const;
export type VisiMisiType = (typeof TEXT_TYPES.visiMisi)[number];
export type SejarahIstilahType = (typeof TEXT_TYPES.sejarahIstilah)[number];
export type TextType = VisiMisiType | SejarahIstilahType;

export const TextInputSchema = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({
    type: z.enum(types, { error: `Tipe harus salah satu dari: ${types.join(", ")}` }),
    content: z
      .string({ error: "Konten wajib diisi" })
      .max(200_000, { error: "Konten terlalu panjang" }),
    content_en: z
      .string()
      .max(200_000, { error: "Konten (bahasa Inggris) terlalu panjang" })
      .optional(),
    versi: versiField,
  });
