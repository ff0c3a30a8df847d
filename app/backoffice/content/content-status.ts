import type { ContentKind } from "@common/content/kind.ts";
import { DESK_UI_TEXTS } from "@common/messages.ts";
import type { ContentStatus } from "@common/schemas/content.schema.ts";
import { slugify } from "@common/slugify.ts";
import { formatWibDayTime } from "@common/wib-time.ts";

/** What the back office needs of a kind to name its pages: its public path. */
export type PagedKind = Pick<ContentKind, "publicPath">;

/** A content item's status, with the schedule of the desk (issue 19): published at `terbit_pada`. */
export type EditorialStatus = ContentStatus | "terjadwal";

/** What the status filter above a table may show. */
export type StatusFilter = "semua" | EditorialStatus;

export const STATUS_LABELS: Record<EditorialStatus, string> = {
  terbit: "Terbit",
  draf: "Draf",
  terjadwal: "Terjadwal",
};

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: "semua", label: "Semua" },
  { value: "terbit", label: "Terbit" },
  { value: "draf", label: "Draf" },
  { value: "terjadwal", label: "Terjadwal" },
];

/** 'Terjadwal · Sab 29 Nov 19.00' for a scheduled item (WIB); otherwise its status's word. */
export function statusText(row: { status: EditorialStatus; terbit_pada?: string | null }): string {
  if (row.status === "terjadwal" && row.terbit_pada) {
    return DESK_UI_TEXTS.scheduled(formatWibDayTime(row.terbit_pada));
  }
  return STATUS_LABELS[row.status];
}

/** The rows the chosen filter lets through, in their order. */
export function filterByStatus<T extends { status: EditorialStatus }>(
  rows: readonly T[],
  filter: StatusFilter,
): T[] {
  return filter === "semua" ? [...rows] : rows.filter((row) => row.status === filter);
}

/** The public page of an item (`/informasi/{slug}`, `/kegiatan/{slug}`); the slug is kept as stored. */
export function publicPathOf(kind: PagedKind, slug: string): string {
  return `${kind.publicPath}/${slug}`;
}

/**
 * When an edited title changes the address: the old and the new path as a person reads them.
 * The server may still add `-2`, `-3` … when the new address is taken. Null when the address
 * stays (same slug, or a title that gives no slug at all, which the server refuses anyway).
 */
export function addressChange(
  kind: PagedKind,
  stored: { judul: string; slug: string },
  judul: string,
): { from: string; to: string } | null {
  if (judul === stored.judul) return null;
  const next = slugify(judul);
  if (!next || next === stored.slug || next === encodeURIComponent(stored.slug)) return null;
  const readable = (slug: string) => {
    try {
      return decodeURIComponent(slug);
    } catch {
      return slug;
    }
  };
  return {
    from: publicPathOf(kind, readable(stored.slug)),
    to: publicPathOf(kind, readable(next)),
  };
}

/** The words a success popup adds after a save: a link to the public page, or that it is a draft. */
export function afterSaveExtras(
  kind: PagedKind,
  saved: { slug: string; status: EditorialStatus; terbit_pada?: string | null } | undefined,
): { detail?: string; link?: { href: string; label: string } } {
  if (!saved) return {};
  if (saved.status === "terjadwal" && saved.terbit_pada) {
    return { detail: DESK_UI_TEXTS.scheduledDetail(formatWibDayTime(saved.terbit_pada)) };
  }
  if (saved.status === "draf") {
    return { detail: "Disimpan sebagai draf: belum tampil di situs." };
  }
  return { link: { href: publicPathOf(kind, saved.slug), label: "Lihat di situs" } };
}
