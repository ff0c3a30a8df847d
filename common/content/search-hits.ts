import type { HasilCari } from "../api-types.ts";
import { CONTENT_KINDS } from "./kinds.ts";

/** An answer of the site search with no hits: an empty list for every kind. */
export function noHits(): HasilCari {
  return Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.jenis, []])) as unknown as HasilCari;
}

/** The kinds the site search looks in, in the order their hits are shown. */
export const SEARCHABLE_KINDS = CONTENT_KINDS.filter((kind) => kind.searchable);
