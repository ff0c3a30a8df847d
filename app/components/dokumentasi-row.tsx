import { type Lang, localePath, messagesFor } from "@common/i18n/index.ts";
import { useEffect, useRef, useState } from "react";
import { type DokumentasiCard, KegiatanCard } from "./kegiatan-card.tsx";

export type { DokumentasiCard };

const BUTTON =
  "flex h-11 w-11 items-center justify-center rounded-full border-2 border-bata bg-white text-bata hover:bg-bata hover:text-white disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-bata";

/**
 * Activity documentation as a row of cards that scrolls sideways (swipe, keys once focused, the
 * mouse wheel, and the previous/next buttons), with "Lihat semua" to the whole list. The buttons
 * appear once the script runs; without it the row still scrolls and every card is a link.
 */
export function DokumentasiRow({ items, lang = "id" }: { items: DokumentasiCard[]; lang?: Lang }) {
  const t = messagesFor(lang).kegiatanRow;
  const rowRef = useRef<HTMLUListElement>(null);
  const [ready, setReady] = useState(false);
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    setReady(true);
    const update = () =>
      setEdges({
        start: row.scrollLeft <= 1,
        end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1,
      });
    // A vertical wheel turns the row while it can still move that way, then scrolls the page.
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      const atEnd = event.deltaY > 0 && row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      const atStart = event.deltaY < 0 && row.scrollLeft <= 1;
      if (atEnd || atStart) return;
      event.preventDefault();
      row.scrollBy({ left: event.deltaY, behavior: "auto" });
    };
    update();
    row.addEventListener("scroll", update, { passive: true });
    row.addEventListener("wheel", onWheel, { passive: false });
    window.addEventListener("resize", update);
    return () => {
      row.removeEventListener("scroll", update);
      row.removeEventListener("wheel", onWheel);
      window.removeEventListener("resize", update);
    };
  }, []);

  if (items.length === 0) {
    return <p className="text-stone-600">{t.empty}</p>;
  }
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.9 });
  };
  return (
    <div>
      <ul
        ref={rowRef}
        aria-label={t.listLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        tabIndex={0}
        className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto scroll-smooth px-5 pb-4 motion-reduce:scroll-auto"
      >
        {items.map((item) => (
          <li key={item.id} className="w-72 shrink-0 snap-start sm:w-80">
            <KegiatanCard item={item} sizes="(min-width: 640px) 320px, 288px" lang={lang} />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-4">
        <a
          href={localePath(lang, "/kegiatan")}
          className="font-semibold text-bata underline underline-offset-4 hover:text-bata-tua"
        >
          {t.seeAll}
        </a>
        {ready ? (
          <div className="flex gap-2">
            <button
              type="button"
              className={BUTTON}
              aria-label={t.previous}
              disabled={edges.start}
              onClick={() => scroll(-1)}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className={BUTTON}
              aria-label={t.next}
              disabled={edges.end}
              onClick={() => scroll(1)}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
