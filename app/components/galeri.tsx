import type { GaleriItem } from "@common/api-types.ts";
import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { imageVariantPath } from "@common/images.ts";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { ContentImage } from "./content-image.tsx";

export type GaleriProps = { items: GaleriItem[]; judul: string; lang?: Lang };

const altOf = (item: GaleriItem, judul: string, i: number, count: number, lang: Lang) =>
  item.keterangan.trim() || messagesFor(lang).galeri.photoAlt(judul, i + 1, count);

const CONTROL =
  "flex h-12 w-12 items-center justify-center rounded-full bg-black/60 text-2xl text-white hover:bg-black/80";

/**
 * A documentation's gallery: a grid of pictures, each a plain link to the full picture. With the
 * script, a link opens a full-screen viewer (a modal dialog: focus stays inside, Escape closes it
 * and focus returns to the picture opened) that moves with the arrow keys, buttons and swipes,
 * and reads each caption out.
 */
export function Galeri({ items, judul, lang = "id" }: GaleriProps) {
  const t = messagesFor(lang).galeri;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const linkRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const swipeStart = useRef<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  /** The picture whose link takes the focus back once the viewer has closed. */
  const returnTo = useRef<number | null>(null);
  const count = items.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open !== null && !dialog.open) dialog.showModal();
    if (open !== null) return;
    if (dialog.open) dialog.close();
    // Once the dialog is closed (the page is no longer inert) and after the browser's own focus
    // return, which goes to the picture first opened: the focus goes to the picture last shown.
    if (returnTo.current !== null) linkRefs.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  function show(index: number) {
    setOpen(index);
  }
  function close() {
    returnTo.current = open;
    setOpen(null);
  }
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + count) % count));

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > 50) step(dx < 0 ? 1 : -1);
  }

  const current = open === null ? undefined : items[open];
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.id}>
            <a
              ref={(el) => {
                linkRefs.current[i] = el;
              }}
              href={item.gambar}
              onClick={(event) => {
                event.preventDefault();
                show(i);
              }}
              className="block overflow-hidden rounded-lg border border-emas/50 bg-gading-tua"
            >
              <ContentImage
                src={item.gambar}
                alt={altOf(item, judul, i, count, lang)}
                width={480}
                height={360}
                sizes="(min-width: 768px) 240px, 50vw"
                className="aspect-[4/3] w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={t.dialog(judul)}
        onClose={() => open !== null && close()}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          else if (event.key === "ArrowLeft") step(-1);
        }}
        className="m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        {current && open !== null ? (
          // touch-pan-y: a sideways finger stays with the page's script (the swipe); without it
          // the browser claims the touch for panning, cancels the pointer and the swipe is lost.
          <div
            className="flex h-full touch-pan-y select-none flex-col"
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <div className="flex items-center justify-between p-3">
              <p className="text-sm">{t.photoOf(open + 1, count)}</p>
              <button type="button" onClick={close} className={CONTROL} aria-label={t.close}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-3">
              <img
                key={current.id}
                src={imageVariantPath(current.gambar, 1600)}
                srcSet={`${imageVariantPath(current.gambar, 960)} 960w, ${imageVariantPath(current.gambar, 1600)} 1600w`}
                sizes="100vw"
                alt={altOf(current, judul, open, count, lang)}
                className="min-h-0 max-w-full flex-1 object-contain"
              />
              <figcaption aria-live="polite" className="min-h-6 pb-2 text-center text-gading">
                {current.keterangan}
              </figcaption>
            </figure>
            {count > 1 ? (
              <div className="flex justify-center gap-6 p-4">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className={CONTROL}
                  aria-label={t.previous}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className={CONTROL}
                  aria-label={t.next}
                >
                  <span aria-hidden="true">→</span>
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
