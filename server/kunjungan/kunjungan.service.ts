import type { JamKunjungan, Kunjungan, Tiket } from "../../common/api-types.ts";
import { HARI, type KunjunganInput } from "../../common/schemas.ts";
import { type ContentDeps, writeContent } from "../content/content-write.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { Db } from "../db/create-database.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./kunjungan.repository.ts";

/** Before the staff set anything: every day without hours, no tickets, no notes. */
const EMPTY: Kunjungan = {
  jam: HARI.map((hari) => ({ hari, buka: null, tutup: null })),
  tiket: [],
  catatan: "",
  petunjuk: "",
};

export async function getKunjungan(db: Db): Promise<Kunjungan> {
  const row = await repo.findKunjungan(db);
  if (!row) return structuredClone(EMPTY);
  return {
    jam: JSON.parse(row.jam) as JamKunjungan[],
    tiket: JSON.parse(row.tiket) as Tiket[],
    catatan: row.catatan,
    petunjuk: row.petunjuk,
  };
}

export function saveKunjungan(
  deps: ContentDeps,
  input: KunjunganInput,
  actor?: Actor,
): Promise<Kunjungan> {
  return writeContent(deps, {}, async (db) => {
    await repo.upsertKunjungan(db, {
      jam: JSON.stringify(input.jam),
      tiket: JSON.stringify(input.tiket.map(({ kategori, harga }) => ({ kategori, harga }))),
      catatan: sanitizeRichText(input.catatan),
      petunjuk: sanitizeRichText(input.petunjuk),
      updated_at: new Date().toISOString(),
    });
    await recordChange(db, actor, {
      aksi: "ubah",
      jenis: "kunjungan",
      target: "Informasi kunjungan",
    });
    return { item: await getKunjungan(db) };
  });
}
