// The museum collection: a grid of published objects, filtered by category and typed words
// (a plain GET form: it works without JavaScript), in pages.
import { koleksiKind } from "@common/content/koleksi.kind.ts";
import { localized } from "@common/i18n/content.ts";
import { type Lang, langOf, localePath, messagesFor } from "@common/i18n/index.ts";
import { isKategori, KATEGORI } from "@common/koleksi/koleksi-terms.ts";
import { koleksiWords } from "@common/koleksi/koleksi-words.ts";
import { siteContext } from "@common/site-context.ts";
import { data, type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { ItemPicture } from "~/components/content-image.tsx";
import { EmptyPlaceholder } from "~/components/empty-placeholder.tsx";
import { useLang } from "~/components/lang.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { pagedListMeta } from "~/components/paged-list.tsx";
import { layoutDataFrom } from "~/components/seo.ts";
import { listPageOr404 } from "~/lib/list-page.ts";

const PATH = koleksiKind.publicPath;

export async function loader({ context, url }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const kategori = url.searchParams.get("kategori") || undefined;
  if (kategori !== undefined && !isKategori(kategori)) throw data(null, { status: 404 });
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const filter = { kategori, q: q || undefined };
  const { items, total, halaman, pages } = await listPageOr404(url, (h) =>
    site.pageKoleksi(filter, h),
  );
  const words = koleksiKind.publicWords[lang];
  return {
    title: words.title,
    description: words.lead,
    emptyText: words.empty,
    kategori: kategori ?? "",
    q,
    total,
    halaman,
    pages,
    items: items.map((item) => ({
      id: item.id,
      slug: item.slug,
      gambar: item.gambar,
      judul: localized(item, "judul", lang).text,
      keterangan_gambar: localized(item, "keterangan_gambar", lang).text,
      nomor_inventaris: item.nomor_inventaris,
      kategori: KATEGORI[item.kategori]?.[lang] ?? "",
    })),
  };
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const { title, description, halaman, pages } = loaderData;
  return pagedListMeta(layoutDataFrom(matches), { title, description, path: PATH, halaman, pages });
}

/** The address of a page of the list, keeping its filters. */
function pageHref(lang: Lang, filter: { kategori: string; q: string }, halaman: number) {
  const query = new URLSearchParams();
  if (filter.kategori) query.set("kategori", filter.kategori);
  if (filter.q) query.set("q", filter.q);
  if (halaman > 1) query.set("halaman", String(halaman));
  const search = query.toString();
  return `${localePath(lang, PATH)}${search ? `?${search}` : ""}`;
}

export default function KoleksiList() {
  const page = useLoaderData<typeof loader>();
  const { lang } = useLang();
  const t = koleksiWords(lang);
  const pager = messagesFor(lang).pager;
  const filtered = Boolean(page.kategori || page.q);
  const link =
    "rounded-md border-2 border-bata px-4 py-2 font-semibold text-bata hover:bg-bata hover:text-white";
  return (
    <InnerPage title={page.title} lead={page.description}>
      <div className="mx-auto max-w-6xl px-5 py-12">
        <form
          method="get"
          action={localePath(lang, PATH)}
          aria-label={t.filterLabel}
          className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
            {t.kategori}
            <select
              name="kategori"
              defaultValue={page.kategori}
              className="rounded-md border border-stone-400 bg-white px-3 py-2"
            >
              <option value="">{t.allKategori}</option>
              {Object.entries(KATEGORI).map(([value, names]) => (
                <option key={value} value={value}>
                  {names[lang]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-stone-800">
            {t.search}
            <input
              type="search"
              name="q"
              defaultValue={page.q}
              maxLength={200}
              className="rounded-md border border-stone-400 bg-white px-3 py-2"
            />
          </label>
          <button
            type="submit"
            className="rounded-md bg-bata px-5 py-2 font-semibold text-white hover:bg-bata-tua"
          >
            {t.show}
          </button>
        </form>
        {filtered ? (
          <p className="mb-4 text-stone-700" role="status">
            {page.total ? t.found(page.total) : t.nothingFound}
          </p>
        ) : null}
        {page.items.length === 0 ? (
          filtered ? null : (
            <EmptyPlaceholder>{page.emptyText}</EmptyPlaceholder>
          )
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((item, i) => (
              <li key={item.id}>
                <a
                  href={localePath(lang, `${PATH}/${item.slug}`)}
                  className="group block h-full overflow-hidden rounded-xl border border-emas/50 bg-white shadow-sm hover:shadow-md"
                >
                  <ItemPicture
                    item={item}
                    width={640}
                    height={480}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                    priority={i === 0}
                    box="aspect-[4/3] w-full"
                    imageClass="bg-stone-100 object-contain"
                  />
                  <div className="p-4">
                    <h2 className="font-serif text-lg leading-snug text-bata group-hover:underline">
                      {item.judul}
                    </h2>
                    <p className="mt-1 text-sm text-stone-700">
                      {item.kategori} · {item.nomor_inventaris}
                    </p>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        )}
        {page.pages > 1 ? (
          <nav aria-label={pager.label} className="mt-10 flex items-center justify-between gap-3">
            {page.halaman > 1 ? (
              <a href={pageHref(lang, page, page.halaman - 1)} rel="prev" className={link}>
                ← {pager.previous}
              </a>
            ) : (
              <span />
            )}
            <p className="text-stone-700">{pager.pageOf(page.halaman, page.pages)}</p>
            {page.halaman < page.pages ? (
              <a href={pageHref(lang, page, page.halaman + 1)} rel="next" className={link}>
                {pager.next} →
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </InnerPage>
  );
}
