import type { Dokumentasi } from "@common/api-types.ts";
import { UI_TEXTS } from "@common/messages.ts";
import { htmlToPlainText } from "@common/plain-text.ts";
import { ContentImage, ImagePlaceholder } from "./content-image.tsx";

export type DokumentasiCard = Pick<Dokumentasi, "id" | "slug" | "judul" | "deskripsi" | "gambar"> &
  Partial<Pick<Dokumentasi, "keterangan_gambar">>;

/** Activity documentation as a row of cards that scrolls sideways; each links to its detail. */
export function DokumentasiRow({ items }: { items: DokumentasiCard[] }) {
  if (items.length === 0) {
    return <p className="text-stone-600">{UI_TEXTS.noDokumentasi}</p>;
  }
  return (
    <ul
      aria-label="Daftar dokumentasi kegiatan"
      className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto scroll-smooth px-5 pb-4 motion-reduce:scroll-auto"
    >
      {items.map((item) => (
        <li key={item.id} className="w-72 shrink-0 snap-start sm:w-80">
          <a
            href={`/kegiatan/${item.slug}`}
            className="group block h-full overflow-hidden rounded-xl border border-emas/50 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            {item.gambar ? (
              <ContentImage
                src={item.gambar}
                alt={item.keterangan_gambar || item.judul}
                width={640}
                height={400}
                sizes="(min-width: 640px) 320px, 288px"
                className="aspect-[8/5] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
              />
            ) : (
              <ImagePlaceholder className="aspect-[8/5] w-full" />
            )}
            <div className="p-4">
              <h3 className="font-serif text-lg leading-snug text-bata group-hover:underline">
                {item.judul}
              </h3>
              <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-stone-700">
                {htmlToPlainText(item.deskripsi)}
              </p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
