import { type ContentKind, englishColumns } from "../../../common/content/kind.ts";
import { presentTranslations } from "../../../common/translation.ts";
import type { ContentRow } from "./content-row.ts";

/**
 * A row as the API answers it: id, slug, status, the declared fields, the picture and its caption,
 * the counters as numbers, and the English twins that hold text.
 */
export function toItem(kind: ContentKind, row: ContentRow): Record<string, unknown> {
  const item: Record<string, unknown> = { id: row.id, slug: row.slug, status: row.status };
  for (const name of Object.keys(kind.fields)) item[name] = row[name];
  if (kind.picture) {
    item.gambar = row.gambar;
    item.keterangan_gambar = row.keterangan_gambar;
  }
  for (const counter of kind.counters) item[counter] = Number(row[counter]);
  const twins = Object.fromEntries(englishColumns(kind).map((c) => [c, row[c] as string]));
  return { ...item, ...presentTranslations(twins) };
}
