import { DESK_UI_TEXTS } from "@common/messages.ts";
import type { ContentStatus } from "@common/schemas.ts";
import { slugify } from "@common/slugify.ts";
import { formatWibDayTime } from "@common/wib-time.ts";

/** The two kinds of content that have drafts, public pages and previews. */
export type ContentJenis = "informasi" | "dokumentasi";

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

const PAGE_PREFIX: Record<ContentJenis, string> = {
  informasi: "/informasi/",
  dokumentasi: "/kegiatan/",
};

/** The public page of an item (`/informasi/{slug}`, `/kegiatan/{slug}`); the slug is kept as stored. */
export function publicPathOf(jenis: ContentJenis, slug: string): string {
  return `${PAGE_PREFIX[jenis]}${slug}`;
}

/**
 * When an edited title changes the address: the old and the new path as a person reads them.
 * The server may still add `-2`, `-3` … when the new address is taken. Null when the address
 * stays (same slug, or a title that gives no slug at all, which the server refuses anyway).
 */
export function addressChange(
  jenis: ContentJenis,
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
    from: publicPathOf(jenis, readable(stored.slug)),
    to: publicPathOf(jenis, readable(next)),
  };
}

/** The words a success popup adds after a save: a link to the public page, or that it is a draft. */
export function afterSaveExtras(
  jenis: ContentJenis,
  saved: { slug: string; status: EditorialStatus; terbit_pada?: string | null } | undefined,
): { detail?: string; link?: { href: string; label: string } } {
  if (!saved) return {};
  if (saved.status === "terjadwal" && saved.terbit_pada) {
    return { detail: DESK_UI_TEXTS.scheduledDetail(formatWibDayTime(saved.terbit_pada)) };
  }
  if (saved.status === "draf") {
    return { detail: "Disimpan sebagai draf: belum tampil di situs." };
  }
  return { link: { href: publicPathOf(jenis, saved.slug), label: "Lihat di situs" } };
}
