export const POPULAR_TITLE_MAX = 60;

/** Popular-list title: cut to 60 characters plus '...', or 'Judul tidak tersedia' when missing. */
export function cutPopularTitle(title: string | null | undefined): string {
  if (!title) return "Judul tidak tersedia";
  const chars = Array.from(title);
  if (chars.length <= POPULAR_TITLE_MAX) return title;
  return `${chars.slice(0, POPULAR_TITLE_MAX).join("")}...`;
}
