// A desk a team can trust (CONTRACT): versi, presence, revisions, scheduling.
import { z } from "zod";
import { CONTENT_JENIS, type ContentJenis } from "../content/kinds.ts";

/** The editable things that are not content (each kind of content is one too). */
const OTHER_JENIS = ["teks", "settings", "kunjungan", "hero", "user"] as const;

/** Every kind of editable thing the desk knows, as `jenis` names it in its calls. */
export const DESK_JENIS = [...CONTENT_JENIS, ...OTHER_JENIS] as unknown as [
  DeskJenis,
  ...DeskJenis[],
];
export type DeskJenis = ContentJenis | (typeof OTHER_JENIS)[number];

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

/** ISO 8601 date and time with its offset: `2026-11-29T19:00:00+07:00` or `…Z`. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const SCHEDULE_TEXTS = {
  required: "Isi waktu terbit untuk menjadwalkan",
  format:
    "Waktu terbit harus berupa tanggal dan jam dengan zona waktu, mis. 2026-11-29T19:00:00+07:00",
  past: "Waktu terbit harus di masa depan",
} as const;

/** `terbit_pada` as sent: empty counts as left out. */
export const terbitPadaField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string({ error: SCHEDULE_TEXTS.format }).trim().optional(),
);

/**
 * The rules of scheduling on an item's input: `status: "terjadwal"` needs a `terbit_pada` in the
 * future, written with its offset. Meant for a content kind's schema (`.superRefine`).
 */
export function checkSchedule(
  value: { status?: string; terbit_pada?: string },
  ctx: z.RefinementCtx,
  now = Date.now(),
): void {
  const { status, terbit_pada } = value;
  if (terbit_pada !== undefined) {
    const time = Date.parse(terbit_pada);
    if (!WITH_OFFSET.test(terbit_pada) || Number.isNaN(time)) {
      ctx.addIssue({ code: "custom", message: SCHEDULE_TEXTS.format, path: ["terbit_pada"] });
      return;
    }
    if (status === "terjadwal" && time <= now) {
      ctx.addIssue({ code: "custom", message: SCHEDULE_TEXTS.past, path: ["terbit_pada"] });
    }
  } else if (status === "terjadwal") {
    ctx.addIssue({ code: "custom", message: SCHEDULE_TEXTS.required, path: ["terbit_pada"] });
  }
}

/** The moment as stored: UTC ISO 8601, so that stored times compare as text. */
export function storedTerbitPada(value: string): string {
  return new Date(value).toISOString();
}
