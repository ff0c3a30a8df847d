// The back office's list filters of a kind: the ones its public list takes (`listFilters`), applied
// to the staff list already loaded (drafts included), so filtering costs no request.
import type { ContentKind } from "@common/content/kind.ts";

/** What staff chose: a choice field's value, or the words searched (`q`); "" is no filter. */
export type ListFilterValues = Readonly<Record<string, string>>;

export type ListFilterControl =
  | { name: string; type: "choice"; label: string; options: Readonly<Record<string, string>> }
  | { name: "q"; type: "search" };

/** A list of choices for each filtered choice field, and a search box where the kind takes `q`. */
export function listFilterControls(kind: ContentKind): ListFilterControl[] {
  return (kind.listFilters ?? []).flatMap((name): ListFilterControl[] => {
    if (name === "q") return [{ name, type: "search" }];
    const field = kind.fields[name];
    return field?.type === "choice" && field.options
      ? [{ name, type: "choice", label: field.label, options: field.options }]
      : [];
  });
}

/** Whether staff narrowed the list at all. */
export const isFiltering = (values: ListFilterValues) =>
  Object.values(values).some((value) => value.trim() !== "");

/**
 * The items holding every chosen value, and every searched word somewhere in their title or
 * one-line fields (an inventory number, a material …), case ignored.
 */
export function filterByFields<T extends Record<string, unknown>>(
  items: readonly T[],
  kind: ContentKind,
  values: ListFilterValues,
): T[] {
  const words = (values.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const searched = Object.entries(kind.fields)
    .filter(([, f]) => f.type === "line")
    .map(([name]) => name);
  const chosen = Object.entries(values).filter(([name, value]) => name !== "q" && value !== "");
  return items.filter((item) => {
    if (chosen.some(([name, value]) => item[name] !== value)) return false;
    const text = searched
      .map((name) => String(item[name] ?? ""))
      .join(" ")
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
