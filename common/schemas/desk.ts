// A desk a team can trust (CONTRACT): versi, presence, revisions, scheduling.
import { z } from "zod";

/** Every kind of editable thing the desk knows, as `jenis` names it in its calls. */
export const DESK_JENIS = [
  "informasi",
  "dokumentasi",
  "agenda",
  "teks",
  "settings",
  "kunjungan",
  "hero",
  "user",
] as const;
export type DeskJenis = (typeof DESK_JENIS)[number];

/** The things of which there is one: their `id` is always 1. */
export const SINGLE_THINGS: readonly DeskJenis[] = ["settings", "kunjungan"];
/** A text's `id` is its type. */
export const TEXT_IDS = ["visi", "misi", "sejarah", "silsilah"] as const;

const VERSI_ERROR = "Versi harus bilangan bulat";

/**
 * The version a form was opened at: left out (or empty) writes as before; otherwise a whole
 * number, sent as JSON number or form text.
 */
export const versiField = z.preprocess(
  (v) =>
    v === "" ? undefined : typeof v === "string" && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v,
  z
    .number({ error: VERSI_ERROR })
    .int({ error: VERSI_ERROR })
    .min(0, { error: VERSI_ERROR })
    .max(2_147_483_647, { error: VERSI_ERROR })
    .optional(),
);

/** Whether `id` names a thing of this kind (a number, a text's type, or 1 for a single thing). */
export function isDeskId(jenis: DeskJenis, id: string): boolean {
  if (jenis === "teks") return (TEXT_IDS as readonly string[]).includes(id);
  if (SINGLE_THINGS.includes(jenis)) return id === "1";
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}

const jenisField = z.enum(DESK_JENIS, {
  error: `Jenis harus salah satu dari: ${DESK_JENIS.join(", ")}`,
});
const idField = z
  .union([z.string(), z.number()], { error: "id wajib diisi" })
  .transform((v) => String(v).trim());

/** One thing: `{jenis, id}` (a text by its type, settings and kunjungan as 1). */
export const DeskItemSchema = z
  .object({ jenis: jenisField, id: idField })
  .refine((v) => isDeskId(v.jenis, v.id), {
    error: "id tidak valid untuk jenis ini",
    path: ["id"],
  });
export type DeskItemInput = z.infer<typeof DeskItemSchema>;

/**
 * What a restore or a revision's read may name: the thing the back office has open (a revision
 * of another thing is then refused) and, for a restore, the version it shows (409 when stale).
 */
export const RevisiTargetSchema = z
  .object({ jenis: jenisField.optional(), id: idField.optional(), versi: versiField })
  .refine((v) => (v.jenis === undefined) === (v.id === undefined), {
    error: "Sebutkan jenis dan id bersama-sama",
    path: ["id"],
  })
  .refine((v) => v.jenis === undefined || v.id === undefined || isDeskId(v.jenis, v.id), {
    error: "id tidak valid untuk jenis ini",
    path: ["id"],
  });
export type RevisiTargetInput = z.infer<typeof RevisiTargetSchema>;
