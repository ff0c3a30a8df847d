import type { Dokumentasi } from "@common/api-types.ts";
import { type Lang, localePath } from "@common/i18n/index.ts";
import { htmlToPlainText } from "@common/plain-text.ts";
import { ItemPicture } from "./content-image.tsx";
import { UntranslatedNote } from "./untranslated.tsx";

export type DokumentasiCard = Pick<
  Dokumentasi,
  "id" | "slug" | "judul" | "deskripsi" | "gambar"
> & {
  /** On English pages: set when title and text are the Indonesian ones (no translation yet). */
  contentLang?: Lang;
};

type KegiatanCardProps = {
  item: DokumentasiCard;
  sizes: string;
  /** The page's first picture (the largest paint on a phone): fetched first, not lazily. */
  priority?: boolean;
  lang?: Lang;
  /** Where its kind's pages live ("/kegiatan" for activities). */
  path?: string;
};

/** One activity (or an item of any kind) as a card (picture, title, two lines of text) linking to its page. */
export function KegiatanCard({
  item,
  sizes,
  priority = false,
  lang = "id",
  path = "/kegiatan",
}: KegiatanCardProps) {
  return (
    <a
      href={localePath(lang, `${path}/${item.slug}`)}
      lang={item.contentLang}
      className="group block h-full overflow-hidden rounded-xl border border-emas/50 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <ItemPicture
        item={item}
        width={640}
        height={400}
        sizes={sizes}
        priority={priority}
        box="aspect-[8/5] w-full"
        imageClass="object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <div className="p-4">
        <h3 className="font-serif text-lg leading-snug text-bata group-hover:underline">
          {item.judul}
        </h3>
        <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-stone-700">
          {htmlToPlainText(item.deskripsi)}
        </p>
        {item.contentLang && item.contentLang !== lang ? (
          // In the page's language, inside a card marked as the content's.
          <div lang={lang}>
            <UntranslatedNote lang={lang} className="mt-2" />
          </div>
        ) : null}
      </div>
    </a>
  );
}
