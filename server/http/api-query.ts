import { fromKinds } from "../content/core/kind-list.ts";

/**
 * The query parameters each public API read takes (as its handler reads them); every other path
 * takes none. A visitor's read carrying anything else is sent to the clean address, so random
 * parameters never make cache entries of their own (docs/decisions/012).
 */
const parametersByPath = fromKinds(
  (kinds): ReadonlyArray<[RegExp, ReadonlySet<string>]> => [
    // The calendar's occurrences (issue 18): the window asked, or the items themselves. Before
    // the kinds' line, which would otherwise take its address.
    [/^\/api\/agenda\/?$/, new Set(["dari", "sampai", "bentuk"])],
    // Every kind of content's list pages, with the filters a kind declares.
    ...kinds.map((k): [RegExp, ReadonlySet<string>] => [
      new RegExp(`^/api/${k.jenis}/?$`),
      new Set(["page", "limit", ...(k.listFilters ?? [])]),
    ]),
    [/^\/api\/cari\/?$/, new Set(["q"])],
    // Staff lists: a visitor's read is refused (401) as it is, never kept.
    [/^\/api\/reservasi\/?$/, new Set(["page", "limit", "status"])],
    [/^\/api\/riwayat\/?$/, new Set(["page", "limit", "pengguna", "jenis"])],
    [/^\/api\/revisi(?:\/\d+)?\/?$/, new Set(["jenis", "id"])],
    [/^\/api\/statistik\/?$/, new Set(["dari", "sampai", "format"])],
  ],
);

/**
 * The query string with only the parameters this path takes, each once (its first, as the
 * handler reads it), spelled as the request spelled them; "" when none is left.
 */
export function cleanApiSearch(pathname: string, search: string): string {
  const known = parametersByPath().find(([path]) => path.test(pathname))?.[1];
  if (!known || search.length <= 1) return "";
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const pair of search.slice(1).split("&")) {
    const name = decodedName(pair.split("=", 1)[0]);
    if (name === undefined || !known.has(name) || seen.has(name)) continue;
    seen.add(name);
    kept.push(pair);
  }
  return kept.length ? `?${kept.join("&")}` : "";
}

function decodedName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return undefined;
  }
}
