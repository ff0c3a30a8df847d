import { localized, markLang } from "@common/i18n/content.ts";
import { formatDateShortIn } from "@common/i18n/format.ts";
import { langOf, messagesFor } from "@common/i18n/index.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { ItemPicture } from "~/components/content-image.tsx";
import { Island } from "~/components/islands/island.tsx";
import { islandLang, useLang } from "~/components/lang.tsx";
import { LanggananSection } from "~/components/langganan-form.tsx";
import { ListSection } from "~/components/list-section.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { wordedListMeta } from "~/components/paged-list.tsx";
import { Pager } from "~/components/pager.tsx";
import { UntranslatedNote } from "~/components/untranslated.tsx";
import { listPageOr404 } from "~/lib/list-page.ts";
import type { Route } from "./+types/informasi-list";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const {
    items: informasi,
    populer,
    halaman,
    pages,
  } = await listPageOr404(url, async (h) => {
    const [page, populer] = await Promise.all([site.pageInformasi(h), site.listPopular()]);
    return { ...page, populer };
  });
  return {
    halaman,
    pages,
    items: informasi.map((item) => {
      const { id, slug, gambar, tanggal } = item;
      if (lang === "id") {
        const { judul, keterangan_gambar, deskripsi } = item;
        return {
          id,
          slug,
          judul,
          gambar,
          keterangan_gambar,
          tanggal,
          ringkasan: excerpt(htmlToPlainText(deskripsi), 180),
        };
      }
      const judul = localized(item, "judul", lang);
      const deskripsi = localized(item, "deskripsi", lang);
      return {
        id,
        slug,
        judul: judul.text,
        gambar,
        keterangan_gambar: localized(item, "keterangan_gambar", lang).text,
        tanggal,
        ringkasan: excerpt(htmlToPlainText(deskripsi.text), 180),
        judulLang: markLang(judul, lang),
        ringkasanLang: markLang(deskripsi, lang),
      };
    }),
    populer,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return wordedListMeta(matches, loaderData, "/informasi", (lang) => messagesFor(lang).informasi);
}

export default function InformasiList({ loaderData }: Route.ComponentProps) {
  const { items, populer, halaman, pages } = loaderData;
  const { lang, t, href } = useLang();
  return (
    <InnerPage title={t.informasi.title} lead={t.informasi.lead}>
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 lg:grid-cols-[1fr_20rem]">
        <ListSection
          words={t.informasi}
          isEmpty={items.length === 0}
          footer={<Pager path="/informasi" halaman={halaman} pages={pages} lang={lang} />}
        >
          <ul className="space-y-5">
            {items.map((item, i) => {
              const judulLang = "judulLang" in item ? item.judulLang : undefined;
              const ringkasanLang = "ringkasanLang" in item ? item.ringkasanLang : undefined;
              return (
                <li key={item.id}>
                  <article className="flex gap-4 rounded-xl border border-emas/40 bg-white p-3 shadow-sm sm:gap-5 sm:p-4">
                    <ItemPicture
                      item={item}
                      width={480}
                      height={360}
                      sizes="(min-width: 640px) 192px, 112px"
                      priority={i === 0}
                      box="aspect-[4/3] w-28 shrink-0 self-start rounded-lg sm:w-48"
                      imageClass="object-cover"
                    />
                    <div className="min-w-0">
                      <h3 className="font-serif text-lg leading-snug sm:text-xl" lang={judulLang}>
                        <a
                          href={href(`/informasi/${item.slug}`)}
                          className="text-stone-900 underline-offset-2 hover:text-bata hover:underline"
                        >
                          {item.judul}
                        </a>
                      </h3>
                      <p className="mt-1 text-sm text-emas-tua">
                        <time dateTime={item.tanggal}>{formatDateShortIn(lang, item.tanggal)}</time>
                      </p>
                      {item.ringkasan ? (
                        <p
                          className="mt-2 line-clamp-2 text-stone-700 max-sm:hidden"
                          lang={ringkasanLang}
                        >
                          {item.ringkasan}
                        </p>
                      ) : null}
                      {judulLang || ringkasanLang ? (
                        <UntranslatedNote lang={lang} className="mt-1" />
                      ) : null}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </ListSection>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <Island name="popular" props={{ items: populer, ...islandLang(lang) }} />
        </div>
      </div>
      <LanggananSection place="informasi" />
    </InnerPage>
  );
}
