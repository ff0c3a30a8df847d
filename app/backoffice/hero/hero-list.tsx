import type { HeroSlide } from "@common/api-types.ts";
import { useEffect, useRef } from "react";
import { LoadFailed } from "~/backoffice/ui/load-failed.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { Thumbnail } from "~/backoffice/ui/thumbnail.tsx";
import { type Direction, slideName } from "./hero-order.ts";

type Props = {
  slides: readonly HeroSlide[];
  loading: boolean;
  /** Set when the list failed to load: the failure and a retry instead of "no pictures yet". */
  onRetry?: () => void;
  /** The slide whose buttons are busy (moving, deleting). */
  busyId: number | null;
  /** After a move: the slide and button that keep the keyboard focus. */
  focus: { id: number; direction: Direction } | null;
  onMove: (slide: HeroSlide, direction: Direction) => void;
  onEdit: (slide: HeroSlide) => void;
  onDelete: (slide: HeroSlide) => void;
};

const MOVE_LABELS: Record<Direction, { text: string; arrow: string }> = {
  naik: { text: "Naikkan", arrow: "↑" },
  turun: { text: "Turunkan", arrow: "↓" },
};

/**
 * The banner's pictures in their order, each with its words and its buttons. A button at an end
 * (the first cannot go up) stays focusable but says it cannot act, so the focus never drops out
 * of the list after a move.
 */
export function HeroList({
  slides,
  loading,
  onRetry,
  busyId,
  focus,
  onMove,
  onEdit,
  onDelete,
}: Props) {
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus || !list.current) return;
    const button = list.current.querySelector<HTMLButtonElement>(
      `[data-slide="${focus.id}"] [data-move="${focus.direction}"]`,
    );
    button?.focus();
  }, [focus]);

  if (slides.length === 0 && onRetry && !loading) {
    return (
      <div className={ui.card}>
        <LoadFailed onRetry={onRetry} />
      </div>
    );
  }
  if (slides.length === 0) {
    return (
      <p className={`${ui.card} px-5 py-6 text-stone-700`}>
        {loading
          ? "Memuat data..."
          : "Belum ada gambar banner. Halaman utama menampilkan tiga gambar bawaan sampai Anda menambah gambar."}
      </p>
    );
  }

  return (
    <ol ref={list} aria-label="Gambar banner, sesuai urutan tampil" className="space-y-3">
      {slides.map((slide, index) => {
        const place = index + 1;
        const name = slideName(slide, place);
        const busy = busyId === slide.id;
        const moveButton = (direction: Direction) => {
          const atEnd = direction === "naik" ? index === 0 : index === slides.length - 1;
          const { text, arrow } = MOVE_LABELS[direction];
          return (
            <button
              type="button"
              data-move={direction}
              aria-disabled={atEnd || busy || undefined}
              onClick={() => {
                if (!atEnd && !busy) onMove(slide, direction);
              }}
              className={`${ui.smallButton} ${ui.editButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              <span aria-hidden="true">{arrow}</span> {text}
              <span className="sr-only"> {name}</span>
            </button>
          );
        };
        return (
          <li
            key={slide.id}
            data-slide={slide.id}
            className={`${ui.card} flex flex-col gap-3 p-3 sm:flex-row sm:items-center`}
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gading font-semibold text-bata"
                aria-hidden="true"
              >
                {place}
              </span>
              <Thumbnail path={slide.gambar} alt={slide.keterangan || `Gambar banner ${place}`} />
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  <span className="sr-only">Urutan {place}: </span>
                  {slide.keterangan || (
                    <span className="font-normal text-amber-900">Belum ada keterangan</span>
                  )}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {moveButton("naik")}
              {moveButton("turun")}
              <button
                type="button"
                onClick={() => onEdit(slide)}
                disabled={busy}
                className={`${ui.smallButton} ${ui.editButton}`}
              >
                Edit<span className="sr-only"> {name}</span>
              </button>
              <button
                type="button"
                onClick={() => onDelete(slide)}
                disabled={busy}
                className={`${ui.smallButton} ${ui.deleteButton}`}
              >
                Hapus<span className="sr-only"> {name}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
