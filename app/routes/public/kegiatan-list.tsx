import { localized } from "@common/i18n/content.ts";
import { langOf, messagesFor } from "@common/i18n/index.ts";
import { siteContext } from "@common/site-context.ts";
import { KegiatanCard } from "~/components/kegiatan-card.tsx";
import { useLang } from "~/components/lang.tsx";
import { ListSection } from "~/components/list-section.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { wordedListMeta } from "~/components/paged-list.tsx";
import { Pager } from "~/components/pager.tsx";
import { listPageOr404 } from "~/lib/list-page.ts";
import type { Route } from "./+types/kegiatan-list";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const { items, halaman, pages } = await listPageOr404(url, (h) => site.pageDokumentasi(h));
  return {
    halaman,
    pages,
    items: items.map((item) => {
      const { id, slug, gambar } = item;
      if (lang === "id") return { id, slug, judul: item.judul, deskripsi: item.deskripsi, gambar };
      const judul = localized(item, "judul", lang);
      const deskripsi = localized(item, "deskripsi", lang);
      const translated = judul.lang === "en" && deskripsi.lang === "en";
      return {
        id,
        slug,
        judul: judul.text,
        deskripsi: deskripsi.text,
        gambar,
        ...(translated ? {} : { contentLang: "id" as const }),
      };
    }),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return wordedListMeta(matches, loaderData, "/kegiatan", (lang) => messagesFor(lang).kegiatan);
}

export default function KegiatanList({ loaderData }: Route.ComponentProps) {
  const { items, halaman, pages } = loaderData;
  const { lang, t } = useLang();
  return (
    <InnerPage title={t.kegiatan.title} lead={t.kegiatan.lead}>
      <div className="mx-auto max-w-6xl px-5 py-12">
        <ListSection words={t.kegiatan} isEmpty={items.length === 0}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, i) => (
              <li key={item.id}>
                <KegiatanCard
                  item={item}
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  priority={i === 0}
                  lang={lang}
                />
              </li>
            ))}
          </ul>
        </ListSection>
        <Pager path="/kegiatan" halaman={halaman} pages={pages} lang={lang} />
      </div>
    </InnerPage>
  );
}
