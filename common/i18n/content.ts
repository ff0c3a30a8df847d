// Content (titles, texts) in the page's language: English pages show an item's English twin when
// it has one, else the Indonesian text, marked as such (CONTRACT "English for foreign visitors").
// Indonesian pages always show the Indonesian field, as before. The rule itself is
// common/translation.ts's `inEnglish`; this only adds "which page asks".
import {
  inEnglish,
  lacksTranslation,
  type TranslatableField,
  type Translated,
} from "../translation.ts";
import type { Lang } from "./index.ts";

/** A text to show and the language it is written in. */
export type Localized = Translated;

/** `field` of `item` for a page in `lang` (English pages: `field_en`, else `field`). */
export function localized<T extends object>(
  item: T,
  field: TranslatableField<T>,
  lang: Lang,
): Localized {
  if (lang === "en") return inEnglish(item, field);
  const indonesian = (item as Record<string, unknown>)[field];
  return { text: typeof indonesian === "string" ? indonesian : "", lang: "id" };
}

/** The `lang` of content unlike the page's (marks untranslated text); undefined when alike. */
export function markLang(content: Localized, pageLang: Lang): Lang | undefined {
  return content.lang === pageLang ? undefined : content.lang;
}

/**
 * True when an article's or activity's `/en` page is an English page: its title and its text have
 * English (a text left empty needs none). Until then the `/en` twin shows Indonesian content and
 * does not compete with the Indonesian page: its canonical is the Indonesian page, no hreflang
 * names it, and the sitemap and the English feed leave it out (decision 042).
 */
export function hasEnglishPage(item: {
  judul: string;
  deskripsi: string;
  judul_en?: string;
  deskripsi_en?: string;
}): boolean {
  return !lacksTranslation(item, ["judul", "deskripsi"]);
}

type ItemWords = {
  judul: string;
  deskripsi: string;
  keterangan_gambar: string;
  judul_en?: string;
  deskripsi_en?: string;
  keterangan_gambar_en?: string;
};

/**
 * An item's title, text and picture caption for a page in `lang`, and the language of each that
 * is not the page's (an untranslated item on an English page).
 */
export function localizedItem(item: ItemWords, lang: Lang) {
  const judul = localized(item, "judul", lang);
  const deskripsi = localized(item, "deskripsi", lang);
  const caption = localized(item, "keterangan_gambar", lang);
  return {
    words: { judul: judul.text, deskripsi: deskripsi.text, keterangan_gambar: caption.text },
    langs: {
      judulLang: markLang(judul, lang),
      deskripsiLang: markLang(deskripsi, lang),
      captionLang: markLang(caption, lang),
    },
  };
}
