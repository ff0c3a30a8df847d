import { halamanHref, pageCount, readHalaman } from "@common/paging.ts";
import { siteContext } from "@common/site-context.ts";
import { data } from "react-router";
import { KegiatanCard } from "~/components/kegiatan-card.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { Pager, pagerLinks } from "~/components/pager.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/kegiatan-list";

export const handle = { islands: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const halaman = readHalaman(new URL(request.url));
  if (!halaman) throw data(null, { status: 404 });
  const { items, total } = await site.pageDokumentasi(halaman);
  const pages = pageCount(total);
  if (halaman > pages) throw data(null, { status: 404 });
  return {
    halaman,
    pages,
    items: items.map(({ id, slug, judul, deskripsi, gambar }) => ({
      id,
      slug,
      judul,
      deskripsi,
      gambar,
    })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const halaman = loaderData?.halaman ?? 1;
  const pages = loaderData?.pages ?? 1;
  return [
    ...pageMeta(layoutDataFrom(matches), {
      title: halaman > 1 ? `Dokumentasi Kegiatan – Halaman ${halaman}` : "Dokumentasi Kegiatan",
      description: "Upacara adat, pentas seni, dan kegiatan budaya di Keraton Kasepuhan Cirebon.",
      path: halamanHref("/kegiatan", halaman),
    }),
    ...pagerLinks("/kegiatan", halaman, pages),
  ];
}

export default function KegiatanList({ loaderData }: Route.ComponentProps) {
  const { items, halaman, pages } = loaderData;
  return (
    <main id="konten" className="flex-1">
      <PageHeader title="Dokumentasi Kegiatan">
        <p>Upacara adat, pentas seni, dan kegiatan budaya di lingkungan keraton.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-12">
        <section aria-labelledby="judul-daftar">
          {/* The cards' titles are h3: this heading keeps the outline h1 → h2 → h3. */}
          <h2 id="judul-daftar" className="sr-only">
            Daftar kegiatan
          </h2>
          {items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-emas bg-white p-8 text-center text-stone-600">
              Belum ada dokumentasi kegiatan.
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, i) => (
                <li key={item.id}>
                  <KegiatanCard
                    item={item}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                    priority={i === 0}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <Pager path="/kegiatan" halaman={halaman} pages={pages} />
      </div>
    </main>
  );
}
