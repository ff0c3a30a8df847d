// What the core's pages show of any kind of content: its words in a language, and its items as
// cards (the kind's list, the home page's section of a kind).
import type { ContentKind, PublicWords } from "@common/content/kind.ts";
import { localized } from "@common/i18n/content.ts";
import type { Lang } from "@common/i18n/index.ts";
import type { KindPageItem } from "@common/site-context.ts";

/** The list's heading, lead and empty text; without public words, the back office's (Indonesian). */
export function kindWords(kind: ContentKind, lang: Lang): PublicWords {
  return (
    kind.publicWords?.[lang] ?? {
      title: kind.backoffice.title,
      lead: kind.backoffice.description,
      empty: kind.backoffice.emptyText,
    }
  );
}

/** An item as a card's plain data, in the page's language where written. */
export function kindCard(item: KindPageItem, lang: Lang) {
  const judul = localized(item, "judul", lang);
  const deskripsi = localized(item, "deskripsi", lang);
  const untranslated = lang === "en" && (judul.lang !== "en" || deskripsi.lang !== "en");
  return {
    id: item.id,
    slug: item.slug,
    gambar: item.gambar,
    judul: judul.text,
    deskripsi: deskripsi.text,
    ...(untranslated ? { contentLang: "id" as const } : {}),
  };
}
