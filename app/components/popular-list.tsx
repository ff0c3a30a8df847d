import type { InformasiPopular } from "@common/api-types.ts";
import { type Lang, localePath, messagesFor } from "@common/i18n/index.ts";
import { cutPopularTitle } from "@common/titles.ts";
import { useEffect, useState } from "react";

export type PopularListProps = {
  items: InformasiPopular[];
  /** On an article page: the article whose view this page load counts. */
  countSlug?: string;
  lang?: Lang;
};

/** An entry's title in the page's language: the English one on English pages when there is one. */
function titleOf(item: InformasiPopular, lang: Lang): { text: string; lang?: Lang } {
  const english = (item as { judul_en?: string | null }).judul_en?.trim();
  if (lang === "en" && english) return { text: english };
  return { text: item.judul, lang: lang === "id" ? undefined : "id" };
}

async function fetchPopular(): Promise<InformasiPopular[]> {
  const res = await fetch("/api/informasi/populer", { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as InformasiPopular[];
}

/**
 * 'Informasi Populer' sidebar. Pages are cached, so the browser refreshes the list after load;
 * on an article page it first counts the view (once per page load), then refreshes.
 */
export function PopularList({ items: initialItems, countSlug, lang = "id" }: PopularListProps) {
  const t = messagesFor(lang).popular;
  const [items, setItems] = useState(initialItems);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (countSlug) {
          // As SPEC writes it: no body, no Content-Type (docs/decisions/115).
          await fetch(`/api/informasi/${countSlug}/increment-view`, { method: "POST" });
        }
        const fresh = await fetchPopular();
        if (!cancelled) setItems(fresh);
      } catch (error) {
        console.error("Gagal mengambil informasi populer:", error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [countSlug]);

  return (
    <section
      aria-labelledby="judul-populer"
      className="rounded-lg border border-emas/50 bg-white p-5 shadow-sm"
    >
      <h2
        id="judul-populer"
        className="mb-4 border-b border-emas/50 pb-2 font-serif text-xl text-bata"
      >
        {t.heading}
      </h2>
      {items.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <ol className="space-y-3">
          {items.map((item, i) => {
            const title = titleOf(item, lang);
            return (
              <li key={item.id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-bata font-serif text-sm text-gading"
                >
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <a
                    href={localePath(lang, `/informasi/${item.slug}`)}
                    lang={title.lang}
                    className="font-medium leading-snug text-stone-900 underline-offset-2 hover:text-bata hover:underline"
                  >
                    {cutPopularTitle(title.text)}
                  </a>
                  <p className="mt-0.5 text-xs text-stone-600" data-views={item.views}>
                    {t.reads(item.views)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
