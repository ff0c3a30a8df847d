// Informasi and dokumentasi: what staff write, made from their declarations on the content core.
import { z } from "zod";
import { dokumentasiKind } from "../content/dokumentasi.kind.ts";
import { informasiKind } from "../content/informasi.kind.ts";
import { kindInputSchema } from "../content/kind-input.ts";
import { CONTENT_JENIS } from "../content/kinds.ts";

export { CONTENT_STATUSES, type ContentStatus } from "../content/kind-input.ts";

export const DokumentasiInputSchema = kindInputSchema(dokumentasiKind);
export type DokumentasiInput = z.infer<typeof DokumentasiInputSchema>;

export const InformasiInputSchema = kindInputSchema(informasiKind);
export type InformasiInput = z.infer<typeof InformasiInputSchema>;

/** What the back office asks to preview: one item of one kind. */
export const PratinjauInputSchema = z.object({
  jenis: z.enum(CONTENT_JENIS as [string, ...string[]], {
    error: `Jenis harus ${CONTENT_JENIS.join(" atau ")}`,
  }) as unknown as z.ZodEnum<{ [J in (typeof CONTENT_JENIS)[number]]: J }>,
  id: z.coerce
    .number({ error: "id harus angka" })
    .int({ error: "id harus bilangan bulat" })
    .min(1, { error: "id tidak valid" })
    .max(2_147_483_647, { error: "id tidak valid" }),
});
export type PratinjauInput = z.infer<typeof PratinjauInputSchema>;
