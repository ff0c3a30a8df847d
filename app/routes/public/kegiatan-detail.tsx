import { formatDateLong } from "@common/dates.ts";
import { imageAlt, imageCaption } from "@common/image-alt.ts";
import { MESSAGES, UI_TEXTS } from "@common/messages.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { data, redirect } from "react-router";
import { ContentImage } from "~/components/content-image.tsx";
import { DetailPhoto } from "~/components/detail-photo.tsx";
import { Island } from "~/components/islands/island.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/kegiatan-detail";

export const handle = { islands: true };

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const item = await site.getDokumentasiBySlug(params.slug);
  if (!item) throw data({ message: MESSAGES.dokumentasiNotFound }, { status: 404 });
  // An earlier slug: the address moved for good.
  if (item.slug !== params.slug) throw redirect(`/kegiatan/${encodeURIComponent(item.slug)}`, 301);
  return {
    item,
    ringkasan: excerpt(htmlToPlainText(item.deskripsi), 160),
    shareUrl: new URL(`/kegiatan/${item.slug}`, `${site.origin}/`).href,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { item, ringkasan } = loaderData;
  return pageMeta(layoutDataFrom(matches), {
    title: item.judul,
    description: ringkasan,
    path: `/kegiatan/${item.slug}`,
    type: "article",
    image: item.gambar || undefined,
  });
}

export default function KegiatanDetail({ loaderData }: Route.ComponentProps) {
  const { item, shareUrl } = loaderData;
  return (
    <main id="konten" className="flex-1">
      <article className="mx-auto max-w-3xl px-5 py-10">
        <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em] text-emas-tua">
          Dokumentasi Kegiatan
        </p>
        <h1 className="font-serif text-3xl leading-tight text-bata sm:text-4xl">{item.judul}</h1>
        <p className="mt-3 text-stone-700">
          <time dateTime={item.tanggal}>{formatDateLong(item.tanggal)}</time>
          {item.uploaded ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>oleh {item.uploaded}</span>
            </>
          ) : null}
        </p>
        {item.gambar ? (
          <DetailPhoto
            src={item.gambar}
            alt={imageAlt(item)}
            caption={imageCaption(item)}
            sizes="(min-width: 768px) 720px, 100vw"
          />
        ) : null}
        <div
          className="rich-text mt-8 text-[1.05rem] text-stone-800"
          dangerouslySetInnerHTML={{ __html: item.deskripsi }}
        />
        {item.galeri.length ? (
          <section aria-labelledby="judul-galeri" className="mt-10">
            <h2 id="judul-galeri" className="mb-4 font-serif text-2xl text-bata">
              Galeri Foto
            </h2>
            <Island name="galeri" props={{ items: item.galeri, judul: item.judul }} />
          </section>
        ) : null}
        <Island name="share" props={{ url: shareUrl, title: item.judul }} />
        <p className="mt-10 border-t border-emas/40 pt-6">
          <a
            href="/"
            className="inline-flex items-center gap-2 rounded-md border-2 border-bata px-4 py-2 font-semibold text-bata hover:bg-bata hover:text-white"
          >
            <span aria-hidden="true">←</span> {UI_TEXTS.backHome}
          </a>
        </p>
      </article>
    </main>
  );
}
