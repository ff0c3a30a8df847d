// A fresh start with the demo content tiles the collection's pictures in the background (a child
// process per picture). Test templates and benchmark rows wait for it: rows measured meanwhile
// would measure the tiling too.

type Shown = { slug: string; gambar_siap: boolean; galeri?: Array<{ siap: boolean }> };

/**
 * Waits until every published object's pictures (and its views') have their IIIF tiles. A server
 * without the collection (an older release: `/api/koleksi` is not 200) has nothing to wait for.
 */
export async function collectionTiled(url: string, withinMs = 240_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  const read = async <T>(path: string) => (await (await fetch(url + path)).json()) as T;
  if ((await fetch(`${url}/api/koleksi`)).status !== 200) return;
  for (;;) {
    const items = await read<Shown[]>("/api/koleksi");
    const details = await Promise.all(items.map((i) => read<Shown>(`/api/koleksi/slug/${i.slug}`)));
    if (details.every((d) => d.gambar_siap && (d.galeri ?? []).every((g) => g.siap))) return;
    if (Date.now() > deadline) throw new Error("the collection's tiles were not made in time");
    await new Promise((r) => setTimeout(r, 500));
  }
}
