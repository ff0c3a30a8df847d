import type { HasilCariItem } from "@common/api-types.ts";
import { noHits, SEARCHABLE_KINDS } from "@common/content/search-hits.ts";
import { localized, markLang } from "@common/i18n/content.ts";
import { formatDateShortIn } from "@common/i18n/format.ts";
import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { searchTerms } from "@common/search-terms.ts";
import { siteContext } from "@common/site-context.ts";
import { Highlighted } from "~/components/highlighted.tsx";
import { useLang } from "~/components/lang.tsx";
import { InnerPage } from "~/components/page-header.tsx";
import { SearchBox } from "~/components/search-box.tsx";
import { layoutDataFrom, pageMeta } from "~/components/seo.ts";
import type { Route } from "./+types/cari";

const MAX_QUERY = 200;

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  // Hits carry their English twins (judul_en, ringkasan_en) where the staff wrote them.
  const hasil = q ? await site.search(q) : noHits();
  return { q, terms: searchTerms(q), hasil };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q ?? "";
  const layout = layoutDataFrom(matches);
  const t = messagesFor(layout?.lang ?? "id").cari;
  return pageMeta(layout, {
    title: q ? t.resultsTitle(q) : t.title,
    description: t.description,
    path: "/cari",
    // Result pages are endless and change with every query: not for search engines.
    noindex: true,
  });
}

/** A result's text in the page's language, with `lang` set when it is not (no translation). */
function inPageLang(item: HasilCariItem, field: "judul" | "ringkasan", lang: Lang) {
  const text = localized(item, field, lang);
  return { text: text.text, lang: markLang(text, lang) };
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
  const { lang, href } = useLang();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 font-serif text-2xl text-bata">
        {title} ({items.length})
      </h2>
      <ol className="space-y-4">
        {items.map((item) => {
          const judul = inPageLang(item, "judul", lang);
          const ringkasan = inPageLang(item, "ringkasan", lang);
          return (
            <li key={item.id} className="rounded-xl border border-emas/40 bg-white p-4 shadow-sm">
              <h3 className="font-serif text-xl leading-snug" lang={judul.lang}>
                <a
                  href={href(`${base}/${item.slug}`)}
                  className="text-stone-900 hover:text-bata hover:underline"
                >
                  <Highlighted text={judul.text} terms={terms} />
                </a>
              </h3>
              {item.tanggal ? (
                <p className="mt-1 text-sm text-emas-tua">
                  <time dateTime={item.tanggal}>{formatDateShortIn(lang, item.tanggal)}</time>
                </p>
              ) : null}
              {ringkasan.text ? (
                <p className="mt-2 text-stone-700" lang={ringkasan.lang}>
                  <Highlighted text={ringkasan.text} terms={terms} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export default function Cari({ loaderData }: Route.ComponentProps) {
  const { q, terms, hasil } = loaderData;
  const total = SEARCHABLE_KINDS.reduce((sum, kind) => sum + hasil[kind.jenis].length, 0);
  const { lang, t: all, href } = useLang();
  const t = all.cari;
  return (
    <InnerPage title={t.title} lead={t.lead}>
      <div className="mx-auto max-w-3xl px-5 py-10">
        <SearchBox query={q} id="cari-halaman" large lang={lang} />
        {q ? (
          <p role="status" className="mt-6 text-stone-800">
            {total ? t.results(total, q) : t.noResults(q)}
          </p>
        ) : null}
        {q && !total ? (
          <div className="mt-4 rounded-xl border border-dashed border-emas bg-white p-6 text-stone-700">
            <p>{t.tryOther}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              <li>
                <a href={href("/informasi")} className="text-bata underline">
                  {t.allInformasi}
                </a>
              </li>
              <li>
                <a href={href("/kegiatan")} className="text-bata underline">
                  {t.allKegiatan}
                </a>
              </li>
              <li>
                <a href={href("/kunjungan")} className="text-bata underline">
                  {t.hoursAndTickets}
                </a>
              </li>
            </ul>
          </div>
        ) : null}
        {SEARCHABLE_KINDS.map((kind) => (
          <Results
            key={kind.jenis}
            id={`hasil-${kind.publicPath.slice(1)}`}
            title={kind.names[lang].search}
            base={kind.publicPath}
            items={hasil[kind.jenis]}
            terms={terms}
          />
        ))}
      </div>
    </InnerPage>
  );
}
