import { hasEnglishPage, localized, localizedItem } from "@common/i18n/content.ts";
import { formatDateLongIn } from "@common/i18n/format.ts";
import { langOf, localePath, messagesFor } from "@common/i18n/index.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { data, redirect } from "react-router";
import { Island } from "~/components/islands/island.tsx";
import { ItemBody, ItemPage, ItemTitle, itemLangs, itemPageMeta } from "~/components/item-page.tsx";
import { islandLang, useLang } from "~/components/lang.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import { UntranslatedNote } from "~/components/untranslated.tsx";
import type { Route } from "./+types/kegiatan-detail";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const found = await site.getDokumentasiBySlug(params.slug);
  if (!found) {
    throw data({ message: messagesFor(lang).errors.dokumentasiNotFound }, { status: 404 });
  }
  // An earlier slug: the address moved for good.
  if (found.slug !== params.slug) {
    throw redirect(localePath(lang, `/kegiatan/${encodeURIComponent(found.slug)}`), 301);
  }
  const shareUrl = new URL(localePath(lang, `/kegiatan/${found.slug}`), `${site.origin}/`).href;
  // For the share tags only; the page itself shows none of these.
  const seo = {
    gambarSize: found.gambar ? await site.imageSize(found.gambar) : undefined,
    untranslated: !hasEnglishPage(found),
  };
  // Through a staff preview link: the page says so, and whether it is still a draft.
  const pratinjau = site.previewing ? found.status : undefined;
  if (lang === "id") {
    return {
      item: found,
      ringkasan: excerpt(htmlToPlainText(found.deskripsi), 160),
      shareUrl,
      seo,
      pratinjau,
    };
  }
  const { words, langs } = localizedItem(found, lang);
  const item = {
    ...found,
    ...words,
    galeri: found.galeri.map((foto) => ({
      ...foto,
      keterangan: localized(foto, "keterangan", lang).text,
    })),
  };
  return {
    item,
    ringkasan: excerpt(htmlToPlainText(words.deskripsi), 160),
    shareUrl,
    seo,
    pratinjau,
    ...langs,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const path = `/kegiatan/${loaderData.item.slug}`;
  return pageMeta(layoutDataFrom(matches), itemPageMeta(loaderData, path));
}

export default function KegiatanDetail({ loaderData }: Route.ComponentProps) {
  const { item, shareUrl, pratinjau } = loaderData;
  const langs = itemLangs(loaderData);
  const { judulLang, deskripsiLang } = langs;
  const { lang, t, href } = useLang();
  return (
    <ItemPage judul={item.judul} judulLang={judulLang} pratinjau={pratinjau}>
      <article className="mx-auto max-w-3xl px-5 py-10">
        <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em] text-emas-tua">
          {t.kegiatan.kicker}
        </p>
        <ItemTitle judul={item.judul} lang={judulLang} />
        <p className="mt-3 text-stone-700">
          <time dateTime={item.tanggal}>{formatDateLongIn(lang, item.tanggal)}</time>
          {item.uploaded ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t.kegiatan.by(item.uploaded)}</span>
            </>
          ) : null}
        </p>
        {judulLang || deskripsiLang ? <UntranslatedNote lang={lang} className="mt-2" /> : null}
        <ItemBody item={item} photoSizes="(min-width: 768px) 720px, 100vw" langs={langs} />
        {item.galeri.length ? (
          <section aria-labelledby="judul-galeri" className="mt-10">
            <h2 id="judul-galeri" className="mb-4 font-serif text-2xl text-bata">
              {t.kegiatan.galleryHeading}
            </h2>
            <Island
              name="galeri"
              props={{ items: item.galeri, judul: item.judul, ...islandLang(lang) }}
            />
          </section>
        ) : null}
        <Island name="share" props={{ url: shareUrl, title: item.judul, ...islandLang(lang) }} />
        <p className="mt-10 border-t border-emas/40 pt-6">
          <a
            href={href("/")}
            className="inline-flex items-center gap-2 rounded-md border-2 border-bata px-4 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
          >
            <span aria-hidden="true">←</span> {t.errors.backHome}
          </a>
        </p>
      </article>
    </ItemPage>
  );
}
