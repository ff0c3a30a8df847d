import { allKinds } from "../content/core/kind-list.ts";

/** The table each kind of editable thing lives in, and the column its `id` is found by. */
export type DeskTable = { table: string; key: "id" | "type" };

/** One editable thing: its kind and its id as the desk's calls name it (text, number or 1). */
export type DeskItem = { jenis: string; id: string };

/** The things that are not content; every kind of content is found from its declaration. */
const OTHER_TABLES: Record<string, DeskTable> = {
  teks: { table: "texts", key: "type" },
  settings: { table: "settings", key: "id" },
  kunjungan: { table: "kunjungan", key: "id" },
  hero: { table: "hero", key: "id" },
  user: { table: "users", key: "id" },
};

export function tableOf(jenis: string): DeskTable {
  const table = OTHER_TABLES[jenis];
  if (table) return table;
  const kind = allKinds().find((k) => k.jenis === jenis);
  if (!kind) throw new Error(`No table for ${jenis}`);
  return { table: kind.table, key: "id" };
}

/** The value the table's key column holds for this item. */
export function keyValueOf(item: DeskItem): string | number {
  return tableOf(item.jenis).key === "type" ? item.id : Number(item.id);
}

export const deskItem = (jenis: string, id: string | number): DeskItem => ({
  jenis,
  id: String(id),
});
