import { formatDateLong } from "@common/dates.ts";
import { MESSAGES, UI_TEXTS } from "@common/messages.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { data, redirect } from "react-router";
import { ContentImage } from "~/components/content-image.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/kegiatan-detail";

export const handle = { islands: true };

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const item = await site.getDokumentasiBySlug(params.slug);
  if (!item) throw data({ message: MESSAGES.dokumentasiNotFound }, { status: 404 });
  // An earlier slug: the address moved for good.
  if (item.slug !== params.slug) throw redirect(`/kegiatan/${encodeURIComponent(item.slug)}`, 301);
  return { item, ringkasan: excerpt(htmlToPlainText(item.deskripsi), 160) };
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
  const { item } = loaderData;
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
          <ContentImage
            src={item.gambar}
            alt={item.keterangan_gambar || item.judul}
            width={960}
            height={600}
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="mt-6 aspect-[8/5] w-full rounded-xl object-cover shadow-md"
          />
        ) : null}
        <div
          className="rich-text mt-8 text-[1.05rem] text-stone-800"
          dangerouslySetInnerHTML={{ __html: item.deskripsi }}
        />
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
