import type { HasilCariItem } from "@common/api-types.ts";
import { formatDateShort } from "@common/dates.ts";
import { searchTerms } from "@common/search-terms.ts";
import { siteContext } from "@common/site-context.ts";
import { Highlighted } from "~/components/highlighted.tsx";
import { PageHeader } from "~/components/page-header.tsx";
import { SearchBox } from "~/components/search-box.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/cari";

export const handle = { islands: true };

const MAX_QUERY = 200;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const hasil = q ? await site.search(q) : { informasi: [], dokumentasi: [] };
  return { q, terms: searchTerms(q), hasil };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q ?? "";
  return pageMeta(layoutDataFrom(matches), {
    title: q ? `Hasil pencarian “${q}”` : "Cari",
    description: "Cari informasi dan dokumentasi kegiatan Keraton Kasepuhan Cirebon.",
    path: "/cari",
    // Result pages are endless and change with every query: not for search engines.
    noindex: true,
  });
}

function Results({
  id,
  title,
  base,
  items,
  terms,
}: {
  id: string;
  title: string;
  base: string;
  items: HasilCariItem[];
  terms: string[];
}) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 font-serif text-2xl text-bata">
        {title} ({items.length})
      </h2>
      <ol className="space-y-4">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border border-emas/40 bg-white p-4 shadow-sm">
            <h3 className="font-serif text-xl leading-snug">
              <a
                href={`${base}/${item.slug}`}
                className="text-stone-900 hover:text-bata hover:underline"
              >
                <Highlighted text={item.judul} terms={terms} />
              </a>
            </h3>
            <p className="mt-1 text-sm text-emas-tua">
              <time dateTime={item.tanggal}>{formatDateShort(item.tanggal)}</time>
            </p>
            {item.ringkasan ? (
              <p className="mt-2 text-stone-700">
                <Highlighted text={item.ringkasan} terms={terms} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function Cari({ loaderData }: Route.ComponentProps) {
  const { q, terms, hasil } = loaderData;
  const total = hasil.informasi.length + hasil.dokumentasi.length;
  return (
    <main id="konten" className="flex-1">
      <PageHeader title="Cari">
        <p>Cari di informasi dan dokumentasi kegiatan keraton.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 py-10">
        <SearchBox query={q} id="cari-halaman" large />
        {q ? (
          <p role="status" className="mt-6 text-stone-800">
            {total ? `${total} hasil untuk “${q}”.` : `Tidak ada hasil untuk “${q}”.`}
          </p>
        ) : null}
        {q && !total ? (
          <div className="mt-4 rounded-xl border border-dashed border-emas bg-white p-6 text-stone-700">
            <p>Coba kata lain yang lebih umum, periksa ejaannya, atau telusuri:</p>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              <li>
                <a href="/informasi" className="text-bata underline">
                  semua informasi
                </a>
              </li>
              <li>
                <a href="/kegiatan" className="text-bata underline">
                  semua dokumentasi kegiatan
                </a>
              </li>
              <li>
                <a href="/kunjungan" className="text-bata underline">
                  jam buka dan harga tiket
                </a>
              </li>
            </ul>
          </div>
        ) : null}
        <Results
          id="hasil-informasi"
          title="Informasi"
          base="/informasi"
          items={hasil.informasi}
          terms={terms}
        />
        <Results
          id="hasil-kegiatan"
          title="Dokumentasi Kegiatan"
          base="/kegiatan"
          items={hasil.dokumentasi}
          terms={terms}
        />
      </div>
    </main>
  );
}
