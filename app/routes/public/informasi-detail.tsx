import { hasEnglishPage, localizedItem } from "@common/i18n/content.ts";
import { formatDateLongIn } from "@common/i18n/format.ts";
import { langOf, localePath } from "@common/i18n/index.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { wibToIso } from "@common/wib-time.ts";
import { data, redirect } from "react-router";
import { Island } from "~/components/islands/island.tsx";
import { ItemBody, ItemPage, ItemTitle, itemLangs, itemPageMeta } from "~/components/item-page.tsx";
import { islandLang, useLang } from "~/components/lang.tsx";
import { absoluteUrl, canonicalUrl, layoutDataFrom, pageMeta } from "~/components/seo.ts";
import { UntranslatedNote } from "~/components/untranslated.tsx";
import type { Route } from "./+types/informasi-detail";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const [item, populer] = await Promise.all([
    site.getInformasiBySlug(params.slug),
    site.listPopular(),
  ]);
  if (!item) throw data(null, { status: 404 });
  // An earlier slug: the address moved for good.
  if (item.slug !== params.slug) {
    throw redirect(localePath(lang, `/informasi/${encodeURIComponent(item.slug)}`), 301);
  }
  const { id, slug, gambar, tanggal } = item;
  // Through a staff preview link: the page says so, and whether it is still a draft.
  const pratinjau = site.previewing ? item.status : undefined;
  const shareUrl = new URL(localePath(lang, `/informasi/${slug}`), `${site.origin}/`).href;
  // For the share tags and JSON-LD only; the page itself shows none of these.
  const seo = {
    diubah: item.updated_at,
    gambarSize: gambar ? await site.imageSize(gambar) : undefined,
    untranslated: !hasEnglishPage(item),
  };
  if (lang === "id") {
    const { judul, deskripsi, keterangan_gambar } = item;
    return {
      item: { id, slug, judul, deskripsi, gambar, tanggal, keterangan_gambar },
      ringkasan: excerpt(htmlToPlainText(deskripsi), 160),
      populer,
      shareUrl,
      seo,
      pratinjau,
    };
  }
  const { words, langs } = localizedItem(item, lang);
  return {
    item: { id, slug, gambar, tanggal, ...words },
    ringkasan: excerpt(htmlToPlainText(words.deskripsi), 160),
    populer,
    shareUrl,
    seo,
    pratinjau,
    ...langs,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  if (!loaderData || !layout) return [];
  const { item, ringkasan, seo } = loaderData;
  const path = `/informasi/${item.slug}`;
  const image = item.gambar
    ? {
        "@type": "ImageObject",
        url: absoluteUrl(layout.origin, item.gambar),
        ...(seo.gambarSize ?? {}),
      }
    : undefined;
  return pageMeta(layout, {
    ...itemPageMeta(loaderData, path),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: item.judul,
        description: ringkasan,
        // The article's day begins in WIB: a bare date would read as midnight UTC, seven hours
        // later, after a change made early that morning.
        datePublished: wibToIso(item.tanggal, "00:00") ?? item.tanggal,
        dateModified: seo.diubah,
        inLanguage: itemLangs(loaderData).deskripsiLang ?? layout.lang,
        mainEntityOfPage: canonicalUrl(layout, path, seo.untranslated),
        ...(image ? { image: [image] } : {}),
        author: { "@type": "Organization", name: layout.siteName },
        publisher: {
          "@type": "Organization",
          name: layout.siteName,
          logo: { "@type": "ImageObject", url: absoluteUrl(layout.origin, "/favicon.svg") },
        },
      },
    ],
  });
}

export default function InformasiDetail({ loaderData }: Route.ComponentProps) {
  const { item, populer, shareUrl, pratinjau } = loaderData;
  const langs = itemLangs(loaderData);
  const { judulLang, deskripsiLang } = langs;
  const { lang, t, href } = useLang();
  return (
    <ItemPage judul={item.judul} judulLang={judulLang} pratinjau={pratinjau}>
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-10 lg:grid-cols-[1fr_20rem]">
        <article>
          <nav aria-label={t.informasi.breadcrumb} className="mb-4 text-sm">
            <a href={href("/informasi")} className="text-bata underline-offset-2 hover:underline">
              {t.informasi.back}
            </a>
          </nav>
          <ItemTitle judul={item.judul} lang={judulLang} />
          <p className="mt-3 text-emas-tua">
            <time dateTime={item.tanggal}>{formatDateLongIn(lang, item.tanggal)}</time>
          </p>
          {judulLang || deskripsiLang ? <UntranslatedNote lang={lang} className="mt-2" /> : null}
          <ItemBody
            item={item}
            photoSizes="(min-width: 1152px) 760px, (min-width: 1024px) calc(100vw - 26rem), 100vw"
            langs={langs}
          />
          <Island name="share" props={{ url: shareUrl, title: item.judul, ...islandLang(lang) }} />
        </article>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <Island
            name="popular"
            props={{ items: populer, countSlug: item.slug, ...islandLang(lang) }}
          />
        </div>
      </div>
    </ItemPage>
  );
}
