import type { ReactNode } from "react";
import { EmptyPlaceholder } from "./empty-placeholder.tsx";

/**
 * A list page's list (informasi, kegiatan) under a heading only screen readers hear: the items'
 * titles are h3, so the outline stays h1 → h2 → h3. An empty list says so instead.
 */
export function ListSection({
  words,
  isEmpty,
  children,
  footer,
}: {
  /** The page's words: the hidden heading, and what an empty list says. */
  words: { listHeading: string; empty: string };
  isEmpty: boolean;
  /** The list itself (shown unless empty). */
  children: ReactNode;
  /** What follows inside the section either way (the pager). */
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby="judul-daftar">
      <h2 id="judul-daftar" className="sr-only">
        {words.listHeading}
      </h2>
      {isEmpty ? <EmptyPlaceholder>{words.empty}</EmptyPlaceholder> : children}
      {footer}
    </section>
  );
}
