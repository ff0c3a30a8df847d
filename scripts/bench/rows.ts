// What `npm run bench` measures: every public page, every public API read, the view count and
// an editor's content save (content-save.ts: not a URL for the generator, measured on its own).
export type RowKind = "page" | "api" | "view" | "save";
export type BenchRow = { name: string; path: string; kind: RowKind; method?: "GET" | "POST" };

const ORDER: Record<RowKind, number> = { page: 0, api: 1, view: 2, save: 3 };

// Added by other work as it lands; measured when the server answers them with 200.
const OPTIONAL: BenchRow[] = [
  { name: "/kegiatan", path: "/kegiatan", kind: "page" },
  { name: "/kunjungan", path: "/kunjungan", kind: "page" },
  { name: "/api/hero", path: "/api/hero", kind: "api" },
  { name: "/api/kunjungan", path: "/api/kunjungan", kind: "api" },
  // The palace's calendar (issue 18): the page, the subscribed file and the occurrences.
  { name: "/agenda", path: "/agenda", kind: "page" },
  { name: "/agenda.ics", path: "/agenda.ics", kind: "page" },
  { name: "/api/agenda", path: "/api/agenda", kind: "api" },
];

async function firstOf(base: string, path: string): Promise<{ id: number; slug: string }> {
  const list = (await (await fetch(`${base}${path}`)).json()) as Array<{
    id: number;
    slug: string;
  }>;
  if (!list[0]) throw new Error(`${path} is empty: the bench needs the demo content`);
  return list[0];
}

/** The content-save row (content-save.ts): the admin saving the first informasi article. */
export const SAVE_ROW: BenchRow = {
  name: "PUT /api/informasi/{id} (save)",
  path: "/api/informasi/{id}",
  kind: "save",
};

export async function benchRows(base: string): Promise<BenchRow[]> {
  const info = await firstOf(base, "/api/informasi");
  const doc = await firstOf(base, "/api/dokumentasi");
  const rows: BenchRow[] = [
    { name: "/", path: "/", kind: "page" },
    { name: "/struktur-kesultanan", path: "/struktur-kesultanan", kind: "page" },
    { name: "/informasi", path: "/informasi", kind: "page" },
    { name: "/informasi/{slug}", path: `/informasi/${info.slug}`, kind: "page" },
    { name: "/kegiatan/{slug}", path: `/kegiatan/${doc.slug}`, kind: "page" },
    { name: "/contact", path: "/contact", kind: "page" },
    { name: "/sitemap.xml", path: "/sitemap.xml", kind: "page" },
    { name: "/rss.xml", path: "/rss.xml", kind: "page" },
    { name: "/api/settings", path: "/api/settings", kind: "api" },
    { name: "/api/visi_misi/visi", path: "/api/visi_misi/visi", kind: "api" },
    { name: "/api/visi_misi/misi", path: "/api/visi_misi/misi", kind: "api" },
    { name: "/api/sejarah_istilah/sejarah", path: "/api/sejarah_istilah/sejarah", kind: "api" },
    { name: "/api/sejarah_istilah/silsilah", path: "/api/sejarah_istilah/silsilah", kind: "api" },
    { name: "/api/informasi", path: "/api/informasi", kind: "api" },
    { name: "/api/informasi/populer", path: "/api/informasi/populer", kind: "api" },
    { name: "/api/informasi/{id}", path: `/api/informasi/${info.id}`, kind: "api" },
    { name: "/api/informasi/slug/{slug}", path: `/api/informasi/slug/${info.slug}`, kind: "api" },
    { name: "/api/dokumentasi", path: "/api/dokumentasi", kind: "api" },
    { name: "/api/dokumentasi/{slug}", path: `/api/dokumentasi/${doc.slug}`, kind: "api" },
  ];
  for (const row of OPTIONAL) {
    if ((await fetch(`${base}${row.path}`)).status === 200) rows.push(row);
  }
  rows.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]); // stable: optional rows join their kind
  rows.push({
    name: "POST /api/informasi/{slug}/increment-view",
    path: `/api/informasi/${info.slug}/increment-view`,
    kind: "view",
    method: "POST",
  });
  return rows;
}

/** `--rows`: the rows whose name holds any of the given pieces (every row when none is given). */
export function selectRows<R extends { name: string }>(rows: R[], pieces: readonly string[]): R[] {
  return pieces.length === 0 ? rows : rows.filter((r) => pieces.some((p) => r.name.includes(p)));
}
