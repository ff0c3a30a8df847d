import { halamanHref } from "@common/paging.ts";
import type { MetaDescriptor } from "react-router";

type PagerProps = { path: string; halaman: number; pages: number };

/** 'Sebelumnya' / 'Berikutnya' as plain links, with where the visitor is. */
export function Pager({ path, halaman, pages }: PagerProps) {
  if (pages <= 1) return null;
  const link =
    "rounded-md border-2 border-bata px-4 py-2 font-semibold text-bata hover:bg-bata hover:text-white";
  return (
    <nav aria-label="Halaman daftar" className="mt-10 flex items-center justify-between gap-3">
      {halaman > 1 ? (
        <a href={halamanHref(path, halaman - 1)} rel="prev" className={link}>
          <span aria-hidden="true">← </span>Sebelumnya
        </a>
      ) : (
        <span />
      )}
      <p className="text-stone-700">
        Halaman {halaman} dari {pages}
      </p>
      {halaman < pages ? (
        <a href={halamanHref(path, halaman + 1)} rel="next" className={link}>
          Berikutnya<span aria-hidden="true"> →</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `<link rel=prev/next>` of a page of a list, for search engines. */
export function pagerLinks(path: string, halaman: number, pages: number): MetaDescriptor[] {
  return [
    ...(halaman > 1
      ? [{ tagName: "link", rel: "prev", href: halamanHref(path, halaman - 1) }]
      : []),
    ...(halaman < pages
      ? [{ tagName: "link", rel: "next", href: halamanHref(path, halaman + 1) }]
      : []),
  ] as MetaDescriptor[];
}
