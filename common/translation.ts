/**
 * English twins of content (CONTRACT "English for foreign visitors", docs/decisions/040). A field
 * `x` may have a twin `x_en`; the API leaves `x_en` out while it is empty (no translation yet),
 * and a page then shows the Indonesian `x` marked `lang="id"`.
 */

export type Lang = "en" | "id";

/** Text to show and the language it is in. */
export type Translated = { text: string; lang: Lang };

/** The suffix of every English field: `judul` → `judul_en`. */
export const EN_SUFFIX = "_en";

/** Fields of T that could have an English twin (string fields not themselves a twin). */
export type TranslatableField<T> = Exclude<
  {
    [K in keyof T]-?: K extends `${string}_en`
      ? never
      : NonNullable<T[K]> extends string
        ? K
        : never;
  }[keyof T],
  undefined
> &
  string;

/** True when the text holds something besides white space. */
export function hasText(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The English text of `field` when the item has one, else the Indonesian text with lang "id":
 * `inEnglish(article, "judul")` → `{ text: "The Palace Gate", lang: "en" }`.
 */
export function inEnglish<T extends object>(item: T, field: TranslatableField<T>): Translated {
  const record = item as Record<string, unknown>;
  const english = record[`${field}${EN_SUFFIX}`];
  if (typeof english === "string" && hasText(english)) return { text: english, lang: "en" };
  const indonesian = record[field];
  return { text: typeof indonesian === "string" ? indonesian : "", lang: "id" };
}

/** True when the item lacks an English twin of any of the fields that hold Indonesian text. */
export function lacksTranslation<T extends object>(
  item: T,
  fields: readonly TranslatableField<T>[],
): boolean {
  return fields.some((field) => {
    const record = item as Record<string, unknown>;
    const indonesian = record[field];
    if (typeof indonesian !== "string" || !hasText(indonesian)) return false;
    return inEnglish(item, field).lang === "id";
  });
}

/**
 * The English fields worth sending: each one with text, under its own name; empty ones are left
 * out (an answer without `judul_en` means "no English title"). `{judul_en: "", deskripsi_en: "x"}`
 * → `{deskripsi_en: "x"}`.
 */
export function presentTranslations<K extends string>(
  values: Record<K, string | null | undefined>,
): Partial<Record<K, string>> {
  const present: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key];
    if (hasText(value)) present[key] = value;
  }
  return present;
}
