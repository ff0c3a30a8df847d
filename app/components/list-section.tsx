import type { ReactNode } from "react";
import { EmptyPlaceholder } from "./empty-placeholder.tsx";

/**
 * A list page's list (informasi, kegiatan) under a heading only screen readers hear: the items'
 * titles are h3, so the outline stays h1 → h2 → h3. An empty list shows `emptyText` instead.
 */
export function ListSection({
  heading,
  isEmpty,
  emptyText,
  children,
  footer,
}: {
  heading: string;
  isEmpty: boolean;
  emptyText: string;
  /** The list itself (shown unless empty). */
  children: ReactNode;
  /** What follows inside the section either way (the pager). */
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby="judul-daftar">
      <h2 id="judul-daftar" className="sr-only">
        {heading}
      </h2>
      {isEmpty ? <EmptyPlaceholder>{emptyText}</EmptyPlaceholder> : children}
      {footer}
    </section>
  );
}
