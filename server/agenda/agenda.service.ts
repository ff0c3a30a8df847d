// The palace's calendar: items and their occurrences, and staff's word on one occurrence.
import { eveningStart, formatReckonedDate } from "../../common/agenda/agenda-dates.ts";
import {
  type AgendaRule,
  addDays,
  daysBetween,
  type Occurrence,
  occurrencesOf,
} from "../../common/agenda/occurrences.ts";
import type { Agenda, AgendaDetail, AgendaKejadian } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { MESSAGES } from "../../common/messages.ts";
import {
  AGENDA_MAX_YEARS,
  AGENDA_MOVE_WITHOUT_CONFIRM_DAYS,
  type KejadianInput,
} from "../../common/schemas/agenda.schema.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import { findVisibleBySlug, VISITOR, type Viewer } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";
import type { AgendaKejadianRow, AgendaRow } from "../db/schema.ts";
import { DomainError, notFound } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./agenda.repository.ts";

const finders = { bySlug: repo.findAgendaBySlug, byId: repo.findAgendaById };
const agendaNotFound = () => notFound(MESSAGES.agendaNotFound);

/** How many coming occurrences an item's answer carries. */
export const NEXT_OCCURRENCES = 5;

export function toAgenda(row: AgendaRow): Agenda {
  const { judul_en, deskripsi_en, lokasi_en, keterangan_gambar_en, ...rest } = row;
  return {
    ...rest,
    lama_hari: Number(rest.lama_hari),
    ...presentTranslations({ judul_en, deskripsi_en, lokasi_en, keterangan_gambar_en }),
  };
}

export function ruleOf(row: AgendaRow): AgendaRule {
  const lama_hari = Number(row.lama_hari);
  if (row.ulang === "tahunan_hijriah") {
    return {
      ulang: row.ulang,
      bulan_hijriah: Number(row.bulan_hijriah),
      tanggal_hijriah: Number(row.tanggal_hijriah),
      lama_hari,
      hisab: row.hisab,
    };
  }
  return { ulang: row.ulang, tanggal: row.tanggal ?? "", lama_hari };
}

const changeOf = (row: AgendaKejadianRow) => ({
  tanggal: row.tanggal,
  tanggal_baru: row.tanggal_baru,
  pasti: Boolean(row.pasti),
  dibatalkan: Boolean(row.dibatalkan),
});

/** One occurrence as the API answers it. */
function toKejadian(row: AgendaRow, o: Occurrence): AgendaKejadian {
  return {
    agenda_id: row.id,
    slug: row.slug,
    judul: row.judul,
    tanggal: o.tanggal,
    tanggal_selesai: o.tanggal_selesai,
    tanggal_mulai: eveningStart({ tanggal: o.tanggal, malam: row.malam }),
    jam_mulai: row.jam_mulai,
    jam_selesai: row.jam_selesai,
    malam: row.malam,
    lokasi: row.lokasi,
    gambar: row.gambar,
    // The date alone ("5 Mulud 1959 J"): `hisab` names the calendar.
    tanggal_hijriah: formatReckonedDate(o.hijriah, o.hisab, "id"),
    tanggal_hijriah_en: formatReckonedDate(o.hijriah, o.hisab, "en"),
    hijriah: o.hijriah,
    hisab: o.hisab,
    perkiraan: o.perkiraan,
    dibatalkan: o.dibatalkan,
    tanggal_asal: o.asal,
    dipindah: o.dipindah,
    hari_terakhir: o.hari_terakhir,
    ...presentTranslations({ judul_en: row.judul_en, lokasi_en: row.lokasi_en }),
  };
}

/** An occurrence with what a calendar file needs besides it (its item and change). */
export type KejadianWithSource = {
  item: AgendaRow;
  occurrence: Occurrence;
  change?: AgendaKejadianRow;
};

/** Every occurrence of these items touching `dari`–`sampai`, in order (then by title). */
async function occurrencesOfItems(
  db: Db,
  items: ReadonlyArray<AgendaRow>,
  dari: string,
  sampai: string,
): Promise<KejadianWithSource[]> {
  const changes = await repo.listKejadianChanges(
    db,
    items.map((i) => i.id),
  );
  const found: KejadianWithSource[] = [];
  for (const item of items) {
    const own = changes.filter((c) => c.agenda_id === item.id);
    const byDay = new Map(own.map((c) => [c.tanggal, c]));
    for (const occurrence of occurrencesOf(ruleOf(item), own.map(changeOf), dari, sampai)) {
      found.push({ item, occurrence, change: byDay.get(occurrence.asal) });
    }
  }
  return found.sort(
    (a, b) =>
      a.occurrence.tanggal.localeCompare(b.occurrence.tanggal) ||
      a.item.judul.localeCompare(b.item.judul) ||
      a.item.id - b.item.id,
  );
}

/** The window asked for: today to a year ahead by default; at most three years. */
export function agendaWindow(
  query: { dari?: string; sampai?: string },
  today = todayInJakarta(),
): { dari: string; sampai: string } {
  const dari = query.dari ?? today;
  const sampai = query.sampai ?? addDays(dari, 365);
  if (sampai < dari) {
    throw new DomainError("invalid", MESSAGES.agendaWindowReversed, {
      sampai: MESSAGES.agendaWindowReversed,
    });
  }
  const longest = addDays(addYears(dari, AGENDA_MAX_YEARS), 0);
  if (sampai > longest) {
    throw new DomainError("invalid", MESSAGES.agendaWindowTooLong, {
      sampai: MESSAGES.agendaWindowTooLong,
    });
  }
  return { dari, sampai };
}

function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February plus a year is 28 February, not 1 March.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Occurrences of published items in the window, as `GET /api/agenda` answers them. */
export async function listKejadian(db: Db, dari: string, sampai: string) {
  return (await listKejadianWithSource(db, dari, sampai)).map((k) =>
    toKejadian(k.item, k.occurrence),
  );
}

/** The same, with each occurrence's item and change (the calendar files). */
export async function listKejadianWithSource(
  db: Db,
  dari: string,
  sampai: string,
  only?: AgendaRow,
): Promise<KejadianWithSource[]> {
  const items = only ? [only] : await repo.listAgenda(db);
  return occurrencesOfItems(db, items, dari, sampai);
}

/** The items themselves (staff: every status). */
export async function listAgendaItems(db: Db, viewer: Viewer = VISITOR): Promise<Agenda[]> {
  return (await repo.listAgenda(db, viewer.staff)).map(toAgenda);
}

/** The item row by its slug or an earlier one, when the viewer may see it. */
export function findAgendaRowBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
): Promise<AgendaRow | undefined> {
  return findVisibleBySlug(db, "agenda", slug, viewer, finders);
}

/** The item with its next five occurrences (from today, cancelled ones included). */
export async function getAgendaBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
  today = todayInJakarta(),
): Promise<AgendaDetail | undefined> {
  const row = await findAgendaRowBySlug(db, slug, viewer);
  if (!row) return undefined;
  // Five yearly occurrences reach five years ahead.
  const coming = await occurrencesOfItems(db, [row], today, addYears(today, NEXT_OCCURRENCES + 1));
  return {
    ...toAgenda(row),
    kejadian: coming.slice(0, NEXT_OCCURRENCES).map((k) => toKejadian(row, k.occurrence)),
  };
}

/**
 * The day a search hit of each item shows: its next occurrence (as moved, cancelled ones included)
 * within two years; an item with none coming keeps its own first day, if it has one.
 */
export async function nextDates(
  db: Db,
  rows: ReadonlyArray<AgendaRow>,
  today = todayInJakarta(),
): Promise<Map<number, string>> {
  const dates = new Map<number, string>();
  for (const k of await occurrencesOfItems(db, rows, today, addYears(today, 2))) {
    if (!dates.has(k.item.id)) dates.set(k.item.id, k.occurrence.tanggal);
  }
  return dates;
}

/** Days around one day wide enough to hold its occurrence and where it may have been moved. */
const nearby = (tanggal: string): [string, string] => [
  addDays(tanggal, -370),
  addDays(tanggal, 370),
];

/**
 * Staff's word on one occurrence, named by the day its rule computes or the day it is held:
 * moved (`tanggal_baru`; more than 30 days from the computed day only with `yakin`), confirmed,
 * or cancelled. Other occurrences are untouched. Answers the occurrence as it now is.
 */
export function changeKejadian(
  deps: ContentDeps,
  id: number,
  tanggal: string,
  input: KejadianInput,
  actor?: Actor,
): Promise<AgendaKejadian> {
  return writeContent(deps, {}, async (db) => {
    const item = await repo.findAgendaById(db, id);
    if (!item) throw agendaNotFound();
    const around = await occurrencesOfItems(db, [item], ...nearby(tanggal));
    const found =
      around.find((k) => k.occurrence.asal === tanggal) ??
      around.find((k) => k.occurrence.tanggal === tanggal);
    if (!found) {
      const message = MESSAGES.kejadianNotFound(tanggal);
      throw new DomainError("invalid", message, { tanggal: message });
    }
    const { asal } = found.occurrence;
    const before = found.change;
    let tanggalBaru = before?.tanggal_baru ?? null;
    if (input.tanggal_baru !== undefined) {
      tanggalBaru = input.tanggal_baru === asal ? null : input.tanggal_baru;
      const distance = tanggalBaru ? Math.abs(daysBetween(asal, tanggalBaru)) : 0;
      if (distance > AGENDA_MOVE_WITHOUT_CONFIRM_DAYS && input.yakin !== true) {
        const message = MESSAGES.kejadianMoveTooFar(distance);
        throw new DomainError("invalid", message, { tanggal_baru: message });
      }
    }
    await repo.saveKejadianChange(db, {
      agenda_id: id,
      tanggal: asal,
      tanggal_baru: tanggalBaru,
      pasti: Number(input.pasti ?? Boolean(before?.pasti)),
      dibatalkan: Number(input.dibatalkan ?? Boolean(before?.dibatalkan)),
      updated_at: new Date().toISOString(),
    });
    const what =
      input.dibatalkan === true
        ? "dibatalkan"
        : tanggalBaru && input.tanggal_baru !== undefined
          ? `dipindah ke ${tanggalBaru}`
          : input.pasti === true
            ? "ditandai pasti"
            : "diubah";
    await recordChange(db, actor, {
      aksi: "ubah",
      jenis: "agenda",
      target: `${item.judul} — ${asal} ${what}`,
    });
    const after = await occurrencesOfItems(db, [item], ...nearby(asal));
    const now = after.find((k) => k.occurrence.asal === asal);
    if (!now) throw agendaNotFound();
    return { item: toKejadian(item, now.occurrence) };
  });
}
