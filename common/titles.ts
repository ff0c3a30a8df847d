export const POPULAR_TITLE_MAX = 60;

/** Popular-list title: cut to 60 characters plus '...', or 'Judul tidak tersedia' when missing. */
export function cutPopularTitle(title: string | null | undefined): string {
  if (!title) return "Judul tidak tersedia";
  const chars = Array.from(title);
  if (chars.length <= POPULAR_TITLE_MAX) return title;
  return `${chars.slice(0, POPULAR_TITLE_MAX).join("")}...`;
}

/** Longest `<title>` search engines show whole; longer ones are cut in results. */
export const DOCUMENT_TITLE_MAX = 70;

/**
 * A page's `<title>`: "Page | Site" when that fits in 70 characters, else the page's own title,
 * cut after its last whole word with "…" when even that is too long.
 */
export function fitDocumentTitle(title: string, siteName: string): string {
  const full = `${title} | ${siteName}`;
  if (Array.from(full).length <= DOCUMENT_TITLE_MAX) return full;
  const chars = Array.from(title.trim());
  if (chars.length <= DOCUMENT_TITLE_MAX) return chars.join("");
  const cut = chars.slice(0, DOCUMENT_TITLE_MAX - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  // A title of one very long word is cut mid-word rather than left almost empty.
  const words = lastSpace > DOCUMENT_TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:–—-]+$/u, "")}…`;
}
