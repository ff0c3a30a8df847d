import type { JamKunjungan, Kunjungan, PengecualianJam, Tiket } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { HARI, type KunjunganInput } from "../../common/schemas/kunjungan.schema.ts";
import { hasText, presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import { cleanEnglishRichText, keepOr } from "../content/english.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { Db } from "../db/create-database.ts";
import { deskItem } from "../desk/desk-items.ts";
import { type DeskWrite, holdForWrite, writeVersioned } from "../desk/versioned-write.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./kunjungan.repository.ts";

/** Before the staff set anything: every day without hours, no tickets, no notes. */
const EMPTY: Kunjungan = {
  jam: HARI.map((hari) => ({ hari, buka: null, tutup: null })),
  pengecualian: [],
  tiket: [],
  catatan: "",
  petunjuk: "",
  versi: 0,
};

/** The stored exceptions: each with its English note only when there is one. */
function storedPengecualian(row: { pengecualian: string } | undefined): PengecualianJam[] {
  const list = JSON.parse(row?.pengecualian ?? "[]") as PengecualianJam[];
  return list.map(({ keterangan_en, ...p }) => ({
    ...p,
    ...presentTranslations({ keterangan_en }),
  }));
}

/** The visit information; exceptions for dates before `today` (Asia/Jakarta) are left out. */
export async function getKunjungan(db: Db, today = todayInJakarta()): Promise<Kunjungan> {
  const row = await repo.findKunjungan(db);
  if (!row) return structuredClone(EMPTY);
  return {
    jam: JSON.parse(row.jam) as JamKunjungan[],
    pengecualian: storedPengecualian(row).filter((p) => p.tanggal >= today),
    tiket: JSON.parse(row.tiket) as Tiket[],
    catatan: row.catatan,
    petunjuk: row.petunjuk,
    ...presentTranslations({ catatan_en: row.catatan_en, petunjuk_en: row.petunjuk_en }),
    versi: Number(row.versi),
  };
}

/**
 * The tickets as stored: a `kategori_en` left out keeps the English name saved for a ticket of the
 * same Indonesian `kategori`; an empty one is dropped (no translation).
 */
function ticketsToStore(tiket: KunjunganInput["tiket"], saved: Tiket[]): Tiket[] {
  return tiket.map(({ kategori, harga, kategori_en }) => {
    const english = keepOr(kategori_en, saved.find((t) => t.kategori === kategori)?.kategori_en);
    return { kategori, harga, ...(hasText(english) ? { kategori_en: english } : {}) };
  });
}

export function saveKunjungan(
  deps: ContentDeps,
  input: KunjunganInput,
  actor?: Actor,
  desk: DeskWrite = { versi: input.versi },
): Promise<Kunjungan> {
  return writeContent(deps, {}, async (db) => {
    await holdForWrite(db, deskItem("kunjungan", 1));
    const before = await getKunjungan(db);
    await writeVersioned(
      db,
      deskItem("kunjungan", 1),
      { desk, actor },
      async () => before,
      () => write(db, before),
    );
    return { item: await getKunjungan(db) };
  });

  async function write(db: Db, before: Kunjungan) {
    const saved = await repo.findKunjungan(db);
    // A day's break left out keeps the saved one; null removes it.
    const jam = input.jam.map((j) => {
      const savedBreak = before.jam.find((b) => b.hari === j.hari)?.istirahat ?? null;
      const istirahat = j.buka === null ? null : keepOr(j.istirahat, savedBreak);
      return { hari: j.hari, buka: j.buka, tutup: j.tutup, istirahat };
    });
    const savedDates = storedPengecualian(saved);
    const englishOf = (tanggal: string) =>
      savedDates.find((p) => p.tanggal === tanggal)?.keterangan_en;
    const pengecualian = (input.pengecualian ?? savedDates)
      .map((p) => ({ ...p, keterangan_en: keepOr(p.keterangan_en, englishOf(p.tanggal)) ?? "" }))
      .sort((a, b) => a.tanggal.localeCompare(b.tanggal));
    const english = (value: string | undefined, saved: string | undefined) =>
      value === undefined ? (saved ?? "") : cleanEnglishRichText(value);
    await repo.upsertKunjungan(db, {
      jam: JSON.stringify(jam),
      pengecualian: JSON.stringify(pengecualian),
      tiket: JSON.stringify(ticketsToStore(input.tiket, before.tiket)),
      catatan: sanitizeRichText(input.catatan),
      petunjuk: sanitizeRichText(input.petunjuk),
      catatan_en: english(input.catatan_en, before.catatan_en),
      petunjuk_en: english(input.petunjuk_en, before.petunjuk_en),
      updated_at: new Date().toISOString(),
    });
    await recordChange(db, actor, {
      aksi: desk.restoring ? "pulihkan" : "ubah",
      jenis: "kunjungan",
      target: "Informasi kunjungan",
    });
  }
}
