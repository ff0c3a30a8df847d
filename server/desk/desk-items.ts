import type { DeskJenis } from "../../common/schemas.ts";

/** The table each kind of editable thing lives in, and the column its `id` is found by. */
export type DeskTable = {
  table: "informasi" | "dokumentasi" | "texts" | "settings" | "kunjungan" | "hero" | "users";
  key: "id" | "type";
};

/** One editable thing: its kind and its id as the desk's calls name it (text, number or 1). */
export type DeskItem = { jenis: DeskJenis; id: string };

const TABLES: Partial<Record<DeskJenis, DeskTable>> = {
  informasi: { table: "informasi", key: "id" },
  dokumentasi: { table: "dokumentasi", key: "id" },
  teks: { table: "texts", key: "type" },
  settings: { table: "settings", key: "id" },
  kunjungan: { table: "kunjungan", key: "id" },
  hero: { table: "hero", key: "id" },
  user: { table: "users", key: "id" },
};

export function tableOf(jenis: DeskJenis): DeskTable {
  const table = TABLES[jenis];
  if (!table) throw new Error(`No table for ${jenis}`);
  return table;
}

/** The value the table's key column holds for this item. */
export function keyValueOf(item: DeskItem): string | number {
  return tableOf(item.jenis).key === "type" ? item.id : Number(item.id);
}

export const deskItem = (jenis: DeskJenis, id: string | number): DeskItem => ({
  jenis,
  id: String(id),
});
