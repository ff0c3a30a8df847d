/**
 * Builds a URL slug from a title (SPEC §5): lower case, trimmed, spaces to hyphens,
 * non-word characters removed, repeated hyphens collapsed, then URL-encoded.
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  return encodeURIComponent(slug);
}
