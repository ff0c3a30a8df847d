import { type Lang, localePath, messagesFor } from "@common/i18n/index.ts";
import { halamanHref } from "@common/paging.ts";
import type { MetaDescriptor } from "react-router";

type PagerProps = { path: string; halaman: number; pages: number; lang?: Lang };

/** 'Sebelumnya' / 'Berikutnya' as plain links, with where the visitor is. */
export function Pager({ path: indonesianPath, halaman, pages, lang = "id" }: PagerProps) {
  if (pages <= 1) return null;
  const t = messagesFor(lang).pager;
  const path = localePath(lang, indonesianPath);
  const link =
    "rounded-md border-2 border-bata px-4 py-2 font-semibold text-bata hover:bg-bata hover:text-white";
  return (
    <nav aria-label={t.label} className="mt-10 flex items-center justify-between gap-3">
      {halaman > 1 ? (
        <a href={halamanHref(path, halaman - 1)} rel="prev" className={link}>
          <span aria-hidden="true">← </span>
          {t.previous}
        </a>
      ) : (
        <span />
      )}
      <p className="text-stone-700">{t.pageOf(halaman, pages)}</p>
      {halaman < pages ? (
        <a href={halamanHref(path, halaman + 1)} rel="next" className={link}>
          {t.next}
          <span aria-hidden="true"> →</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `<link rel=prev/next>` of a page of a list, for search engines. */
export function pagerLinks(
  indonesianPath: string,
  halaman: number,
  pages: number,
  lang: Lang = "id",
): MetaDescriptor[] {
  const path = localePath(lang, indonesianPath);
  return [
    ...(halaman > 1
      ? [{ tagName: "link", rel: "prev", href: halamanHref(path, halaman - 1) }]
      : []),
    ...(halaman < pages
      ? [{ tagName: "link", rel: "next", href: halamanHref(path, halaman + 1) }]
      : []),
  ] as MetaDescriptor[];
}
