import { formatDateLong } from "@common/dates.ts";
import { imageAlt, imageCaption } from "@common/image-alt.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { data, redirect } from "react-router";
import { ContentImage } from "~/components/content-image.tsx";
import { DetailPhoto } from "~/components/detail-photo.tsx";
import { Island } from "~/components/islands/island.tsx";
import { absoluteUrl, layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/informasi-detail";

export const handle = { islands: true };

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [item, populer] = await Promise.all([
    site.getInformasiBySlug(params.slug),
    site.listPopular(),
  ]);
  if (!item) throw data(null, { status: 404 });
  // An earlier slug: the address moved for good.
  if (item.slug !== params.slug) throw redirect(`/informasi/${encodeURIComponent(item.slug)}`, 301);
  const { id, slug, judul, deskripsi, gambar, tanggal, keterangan_gambar } = item;
  return {
    item: { id, slug, judul, deskripsi, gambar, tanggal, keterangan_gambar },
    ringkasan: excerpt(htmlToPlainText(deskripsi), 160),
    populer,
    shareUrl: new URL(`/informasi/${slug}`, `${site.origin}/`).href,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutDataFrom(matches);
  if (!loaderData || !layout) return [];
  const { item, ringkasan } = loaderData;
  const path = `/informasi/${item.slug}`;
  return pageMeta(layout, {
    title: item.judul,
    description: ringkasan,
    path,
    type: "article",
    image: item.gambar || undefined,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: item.judul,
        description: ringkasan,
        datePublished: item.tanggal,
        inLanguage: "id",
        mainEntityOfPage: absoluteUrl(layout.origin, path),
        ...(item.gambar ? { image: [absoluteUrl(layout.origin, item.gambar)] } : {}),
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
  const { item, populer, shareUrl } = loaderData;
  return (
    <main id="konten" className="flex-1">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-10 lg:grid-cols-[1fr_20rem]">
        <article>
          <nav aria-label="Remah roti" className="mb-4 text-sm">
            <a href="/informasi" className="text-bata underline-offset-2 hover:underline">
              ← Kembali ke Informasi
            </a>
          </nav>
          <h1 className="font-serif text-3xl leading-tight text-bata sm:text-4xl">{item.judul}</h1>
          <p className="mt-3 text-emas-tua">
            <time dateTime={item.tanggal}>{formatDateLong(item.tanggal)}</time>
          </p>
          {item.gambar ? (
            <DetailPhoto
              src={item.gambar}
              alt={imageAlt(item)}
              caption={imageCaption(item)}
              sizes="(min-width: 1152px) 760px, (min-width: 1024px) calc(100vw - 26rem), 100vw"
            />
          ) : null}
          <div
            className="rich-text mt-8 text-[1.05rem] text-stone-800"
            dangerouslySetInnerHTML={{ __html: item.deskripsi }}
          />
          <Island name="share" props={{ url: shareUrl, title: item.judul }} />
        </article>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <Island name="popular" props={{ items: populer, countSlug: item.slug }} />
        </div>
      </div>
    </main>
  );
}
