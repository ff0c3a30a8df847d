import type { InformasiPopular } from "@common/api-types.ts";
import { UI_TEXTS } from "@common/messages.ts";
import { cutPopularTitle } from "@common/titles.ts";
import { useEffect, useState } from "react";

export type PopularListProps = {
  items: InformasiPopular[];
  /** On an article page: the article whose view this page load counts. */
  countSlug?: string;
};

async function fetchPopular(): Promise<InformasiPopular[]> {
  const res = await fetch("/api/informasi/populer", { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as InformasiPopular[];
}

/**
 * 'Informasi Populer' sidebar. Pages are cached, so the browser refreshes the list after load;
 * on an article page it first counts the view (once per page load), then refreshes.
 */
export function PopularList({ items: initialItems, countSlug }: PopularListProps) {
  const [items, setItems] = useState(initialItems);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (countSlug) {
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
        Informasi Populer
      </h2>
      {items.length === 0 ? (
        <p className="text-stone-600">{UI_TEXTS.noPopular}</p>
      ) : (
        <ol className="space-y-3">
          {items.map((item, i) => (
            <li key={item.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-bata font-serif text-sm text-gading"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <a
                  href={`/informasi/${item.slug}`}
                  className="font-medium leading-snug text-stone-900 underline-offset-2 hover:text-bata hover:underline"
                >
                  {cutPopularTitle(item.judul)}
                </a>
                <p className="mt-0.5 text-xs text-stone-600" data-views={item.views}>
                  Dibaca {item.views} kali
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
