// Whether a visitor is offered the English site (./lang-offer.enhance.ts).

/** Where the visitor's answer to the offer is kept: `accepted` or `dismissed`. */
export const OFFER_STORAGE_KEY = "tawaran-bahasa";

/**
 * True when the browser's languages put English before Indonesian (`["de", "en-GB"]` yes,
 * `["id", "en"]` no, `["de"]` no): such a visitor is offered the English site.
 */
export function prefersEnglish(languages: readonly string[]): boolean {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (primary === "en") return true;
    if (primary === "id" || primary === "in") return false;
  }
  return false;
}
