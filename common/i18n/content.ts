// Content (titles, texts) in the page's language: English pages show an item's English field
// when it has one, else the Indonesian text, marked as such (CONTRACT "English for foreign
// visitors"). Indonesian pages always show the Indonesian field, as before.
import type { Lang } from "./index.ts";

/** A text to show and the language it is written in. */
export type Localized = { text: string; lang: Lang };

/**
 * `field` of `item` for a page in `lang`: `field_en` on English pages when it holds text, else
 * `field` itself (Indonesian). The API leaves an empty `x_en` out, so a missing one is no text.
 */
export function localized<T extends object>(
  item: T,
  field: keyof T & string,
  lang: Lang,
): Localized {
  const record = item as Record<string, unknown>;
  if (lang === "en") {
    const english = record[`${field}_en`];
    if (typeof english === "string" && english.trim() !== "") return { text: english, lang: "en" };
  }
  const indonesian = record[field];
  return { text: typeof indonesian === "string" ? indonesian : "", lang: "id" };
}

/** The `lang` of content unlike the page's (marks untranslated text); undefined when alike. */
export function markLang(content: Localized, pageLang: Lang): Lang | undefined {
  return content.lang === pageLang ? undefined : content.lang;
}
