import { formatDateShort } from "@common/dates.ts";
import { imageAlt } from "@common/image-alt.ts";
import { UI_TEXTS } from "@common/messages.ts";
import { halamanHref, pageCount, readHalaman } from "@common/paging.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import { data } from "react-router";
import { ContentImage, ImagePlaceholder } from "~/components/content-image.tsx";
import { Island } from "~/components/islands/island.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { Pager, pagerLinks } from "~/components/pager.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/informasi-list";

export const handle = { islands: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const halaman = readHalaman(new URL(request.url));
  if (!halaman) throw data(null, { status: 404 });
  const [{ items: informasi, total }, populer] = await Promise.all([
    site.pageInformasi(halaman),
    site.listPopular(),
  ]);
  const pages = pageCount(total);
  if (halaman > pages) throw data(null, { status: 404 });
  return {
    halaman,
    pages,
    items: informasi.map(({ id, slug, judul, gambar, keterangan_gambar, tanggal, deskripsi }) => ({
      id,
      slug,
      judul,
      gambar,
      keterangan_gambar,
      tanggal,
      ringkasan: excerpt(htmlToPlainText(deskripsi), 180),
    })),
    populer,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const halaman = loaderData?.halaman ?? 1;
  const pages = loaderData?.pages ?? 1;
  return [
    ...pageMeta(layoutDataFrom(matches), {
      title: halaman > 1 ? `Informasi – Halaman ${halaman}` : "Informasi",
      description: "Kabar, pengumuman, dan informasi terbaru dari Keraton Kasepuhan Cirebon.",
      path: halamanHref("/informasi", halaman),
    }),
    ...pagerLinks("/informasi", halaman, pages),
  ];
}

export default function InformasiList({ loaderData }: Route.ComponentProps) {
  const { items, populer, halaman, pages } = loaderData;
  return (
    <main id="konten" className="flex-1">
      <PageHeader title="Informasi">
        <p>Kabar, pengumuman, dan informasi terbaru dari keraton.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="judul-daftar">
          <h2 id="judul-daftar" className="sr-only">
            Daftar informasi
          </h2>
          {items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-emas bg-white p-8 text-center text-stone-600">
              {UI_TEXTS.noInformasi}
            </p>
          ) : (
            <ul className="space-y-5">
              {items.map((item, i) => (
                <li key={item.id}>
                  <article className="flex gap-4 rounded-xl border border-emas/40 bg-white p-3 shadow-sm sm:gap-5 sm:p-4">
                    {item.gambar ? (
                      <ContentImage
                        src={item.gambar}
                        alt={imageAlt(item)}
                        width={480}
                        height={360}
                        sizes="(min-width: 640px) 192px, 112px"
                        priority={i === 0}
                        className="aspect-[4/3] w-28 shrink-0 self-start rounded-lg object-cover sm:w-48"
                      />
                    ) : (
                      <ImagePlaceholder className="aspect-[4/3] w-28 shrink-0 self-start rounded-lg sm:w-48" />
                    )}
                    <div className="min-w-0">
                      <h3 className="font-serif text-lg leading-snug sm:text-xl">
                        <a
                          href={`/informasi/${item.slug}`}
                          className="text-stone-900 underline-offset-2 hover:text-bata hover:underline"
                        >
                          {item.judul}
                        </a>
                      </h3>
                      <p className="mt-1 text-sm text-emas-tua">
                        <time dateTime={item.tanggal}>{formatDateShort(item.tanggal)}</time>
                      </p>
                      {item.ringkasan ? (
                        <p className="mt-2 line-clamp-2 text-stone-700 max-sm:hidden">
                          {item.ringkasan}
                        </p>
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <Pager path="/informasi" halaman={halaman} pages={pages} />
        </section>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <Island name="popular" props={{ items: populer }} />
        </div>
      </div>
    </main>
  );
}
