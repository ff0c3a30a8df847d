import type { ContentKind } from "@common/content/kind.ts";
import type { ContentStatus } from "@common/schemas.ts";
import { slugify } from "@common/slugify.ts";

/** What the back office needs of a kind to name its pages: its public path. */
export type PagedKind = Pick<ContentKind, "publicPath">;

/** What the status filter above a table may show. */
export type StatusFilter = "semua" | ContentStatus;

export const STATUS_LABELS: Record<ContentStatus, string> = { terbit: "Terbit", draf: "Draf" };

export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: "semua", label: "Semua" },
  { value: "terbit", label: "Terbit" },
  { value: "draf", label: "Draf" },
];

/** The rows the chosen filter lets through, in their order. */
export function filterByStatus<T extends { status: ContentStatus }>(
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
  saved: { slug: string; status: ContentStatus } | undefined,
): { detail?: string; link?: { href: string; label: string } } {
  if (!saved) return {};
  if (saved.status === "draf") {
    return { detail: "Disimpan sebagai draf: belum tampil di situs." };
  }
  return { link: { href: publicPathOf(kind, saved.slug), label: "Lihat di situs" } };
}
