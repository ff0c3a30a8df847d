// The palace's calendar: an agenda item (what staff write and when it happens), the window of
// occurrences asked for, and staff's word on one occurrence.
import { z } from "zod";
import { MALAM } from "../agenda/agenda-dates.ts";
import { HISAB, ULANG } from "../agenda/occurrences.ts";
import { englishLine, englishText, isoDate, line, optionalText, requiredLine } from "./fields.ts";

/** The longest window of occurrences one answer covers. */
export const AGENDA_MAX_YEARS = 3;
/** How far (days) a moved occurrence may go from its computed day without saying `yakin`. */
export const AGENDA_MOVE_WITHOUT_CONFIRM_DAYS = 30;

const clockTime = z
  .string({ error: "Jam harus berformat HH:MM" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Jam harus berformat HH:MM" });

/** Empty (a form's blank field) or null is an all-day ceremony. */
const optionalClock = z
  .union([z.literal("").transform(() => null), z.null(), clockTime])
  .optional()
  .default(null);

/** A number from a form field ("12") or JSON (12); empty is left out. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );

const ulangMessage = "Pengulangan harus sekali, tahunan_masehi, atau tahunan_hijriah";
const hisabMessage = "Penanggalan harus islam atau aboge";
const malamMessage = "Malam harus hari_itu, sebelumnya, atau kosong";

/** The agenda's own fields, each with its rule (the content core's declaration uses them). */
export const AGENDA_FIELD_SCHEMAS = {
  judul: requiredLine("Judul", 200),
  ulang: z.enum(ULANG, { error: ulangMessage }),
  tanggal: z
    .union([z.literal(""), isoDate])
    .optional()
    .default(""),
  bulan_hijriah: wholeNumber("Bulan Hijriah harus 1 sampai 12", 1, 12),
  tanggal_hijriah: wholeNumber("Tanggal Hijriah harus 1 sampai 30", 1, 30),
  lama_hari: wholeNumber("Lama acara harus 1 sampai 30 hari", 1, 30),
  /** The calendar of a yearly Hijri item's month and day; left out, the Islamic one. */
  hisab: z.enum(HISAB, { error: hisabMessage }).optional().default("islam"),
  /** An evening rite: that day's evening or the evening before; empty or null is by day. */
  malam: z
    .union([z.literal("").transform(() => null), z.null(), z.enum(MALAM)], {
      error: malamMessage,
    })
    .optional()
    .default(null),
  jam_mulai: optionalClock,
  jam_selesai: optionalClock,
  lokasi: line().max(200, { error: "Lokasi maksimal 200 karakter" }).optional().default(""),
  deskripsi: optionalText("Deskripsi", 100_000),
};

type AgendaWhen = {
  ulang?: string;
  tanggal?: string;
  bulan_hijriah?: number;
  tanggal_hijriah?: number;
  lama_hari?: number;
  jam_mulai?: string | null;
  jam_selesai?: string | null;
  malam?: string | null;
};

/**
 * The rules across fields: the date the rule needs, a start before an end on a one-day ceremony,
 * an end time only with a start time. Each problem is named on its field.
 */
export function checkAgendaWhen(input: AgendaWhen, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (input.ulang === "tahunan_hijriah") {
    if (input.bulan_hijriah === undefined) issue("bulan_hijriah", "Bulan Hijriah wajib diisi");
    if (input.tanggal_hijriah === undefined)
      issue("tanggal_hijriah", "Tanggal Hijriah wajib diisi");
  } else if (input.ulang && !input.tanggal) {
    issue("tanggal", "Tanggal wajib diisi");
  }
  const mulai = input.jam_mulai ?? null;
  const selesai = input.jam_selesai ?? null;
  if (selesai !== null && mulai === null)
    issue("jam_mulai", "Isi jam mulai bila jam selesai diisi");
  if (input.malam && mulai === null) issue("jam_mulai", "Isi jam mulai acara malam hari");
  // On a one-day ceremony the end is on the same day (an evening rite may end after midnight);
  // a longer one may end earlier in the day.
  const oneDay = (input.lama_hari ?? 1) === 1;
  if (oneDay && !input.malam && mulai && selesai && selesai <= mulai) {
    issue("jam_selesai", "Jam selesai harus setelah jam mulai");
  }
}

export const AgendaInputSchema = z
  .object({
    ...AGENDA_FIELD_SCHEMAS,
    status: z.enum(["terbit", "draf"], { error: "Status harus terbit atau draf" }).optional(),
    keterangan_gambar: line()
      .max(300, { error: "Keterangan gambar maksimal 300 karakter" })
      .optional(),
    judul_en: englishLine("Judul", 200),
    deskripsi_en: englishText("Deskripsi", 100_000),
    lokasi_en: englishLine("Lokasi", 200),
    keterangan_gambar_en: englishLine("Keterangan gambar", 300),
  })
  .superRefine(checkAgendaWhen);
export type AgendaInput = z.infer<typeof AgendaInputSchema>;

/** `?dari=&sampai=` of the occurrences asked for; `?bentuk=item` asks for the items instead. */
export const AgendaQuerySchema = z.object({
  dari: isoDate.optional(),
  sampai: isoDate.optional(),
  bentuk: z.enum(["kejadian", "item"], { error: "Bentuk harus kejadian atau item" }).optional(),
});

/** Staff's word on one occurrence: moved (`tanggal_baru`), confirmed, or cancelled. */
export const KejadianInputSchema = z
  .object({
    tanggal_baru: z.union([z.null(), isoDate]).optional(),
    pasti: z.boolean({ error: "pasti harus true atau false" }).optional(),
    dibatalkan: z.boolean({ error: "dibatalkan harus true atau false" }).optional(),
    /** A move of more than 30 days from the computed day, confirmed. */
    yakin: z.boolean({ error: "yakin harus true atau false" }).optional(),
  })
  .refine(
    (k) => k.tanggal_baru !== undefined || k.pasti !== undefined || k.dibatalkan !== undefined,
    { error: "Kirim tanggal_baru, pasti, atau dibatalkan", path: ["tanggal_baru"] },
  );
export type KejadianInput = z.infer<typeof KejadianInputSchema>;
