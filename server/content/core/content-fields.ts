import { type ContentKind, englishOf } from "../../../common/content/kind.ts";
import { todayInJakarta } from "../../../common/dates.ts";
import { storedTerbitPada } from "../../../common/schemas/desk.schema.ts";
import { cleanEnglishRichText, keepOr } from "../english.ts";
import { sanitizeRichText } from "../rich-text.ts";
import type { ContentRow } from "./content-row.ts";

/** A write's input as its kind's schema parsed it. */
export type KindInput = Record<string, unknown>;

/**
 * The columns a write saves: each declared field (rich text sanitized, an empty one with a
 * fallback filled), its English twin (left out keeps `before`'s; rich text cleaned), the status and
 * the picture's caption (left out keep `before`'s, or the defaults).
 */
export function columnsOf(
  kind: ContentKind,
  input: KindInput,
  before: ContentRow | undefined,
  authorName: string,
): Record<string, unknown> {
  const status = input.status ?? before?.status ?? "terbit";
  const terbitPada = input.terbit_pada as string | undefined;
  const columns: Record<string, unknown> = {
    status,
    // Only a scheduled item has a time to publish; a new time replaces the one it had.
    terbit_pada:
      status !== "terjadwal"
        ? null
        : terbitPada
          ? storedTerbitPada(terbitPada)
          : (before?.terbit_pada ?? null),
  };
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = input[name];
    if (field.type === "richText") columns[name] = sanitizeRichText(String(value ?? ""));
    // A scheduled item's date, left empty, is the day it goes out (the scheduler fills it then).
    else if (field.fallback === "today")
      columns[name] = value || (status === "terjadwal" ? "" : todayInJakarta());
    else if (field.fallback === "authorName")
      columns[name] = String(value ?? "").trim() || authorName;
    else columns[name] = value;
    if (field.englishMax === undefined) continue;
    const twin = englishOf(name);
    const sent = input[twin] as string | undefined;
    const saved = (before?.[twin] as string | undefined) ?? "";
    columns[twin] =
      field.type === "richText" && sent !== undefined
        ? cleanEnglishRichText(sent)
        : keepOr(sent, saved);
  }
  if (kind.picture) {
    columns.keterangan_gambar = keepOr(
      input.keterangan_gambar as string | undefined,
      before?.keterangan_gambar ?? "",
    );
    columns.keterangan_gambar_en = keepOr(
      input.keterangan_gambar_en as string | undefined,
      before?.keterangan_gambar_en ?? "",
    );
  }
  return columns;
}
