import type { Lang } from "@common/i18n/index.ts";
import { halamanHref } from "@common/paging.ts";
import type { MetaDescriptor } from "react-router";
import { pagerLinks } from "./pager.tsx";
import { layoutDataFrom, type PublicLayoutData, pageMeta } from "./seo.ts";

/** The tags of one page of a public list: its title and description, and its neighbours' links. */
export function pagedListMeta(
  layout: PublicLayoutData | undefined,
  page: { title: string; description: string; path: string; halaman: number; pages: number },
): MetaDescriptor[] {
  const { title, description, path, halaman, pages } = page;
  return [
    ...pageMeta(layout, { title, description, path: halamanHref(path, halaman) }),
    ...pagerLinks(path, halaman, pages, layout?.lang ?? "id"),
  ];
}

type ListWords = { title: string; titlePage: (halaman: number) => string; description: string };

/** `pagedListMeta` for a list with its own words in each language ("Informasi, halaman 2"). */
export function wordedListMeta(
  matches: Parameters<typeof layoutDataFrom>[0],
  loaderData: { halaman: number; pages: number } | undefined,
  path: string,
  wordsIn: (lang: Lang) => ListWords,
): MetaDescriptor[] {
  const halaman = loaderData?.halaman ?? 1;
  const pages = loaderData?.pages ?? 1;
  const layout = layoutDataFrom(matches);
  const t = wordsIn(layout?.lang ?? "id");
  return pagedListMeta(layout, {
    title: halaman > 1 ? t.titlePage(halaman) : t.title,
    description: t.description,
    path,
    halaman,
    pages,
  });
}
