import { rmSync } from "node:fs";
import { DEMO_DATA_TEMPLATE_VARIABLE } from "./demo-data-template.ts";
import { type RunningServer, startServer } from "./server-process.ts";

/**
 * Once per Playwright run: a first start with the demo content, kept as the template the test
 * servers that need that content start from (tests/support/demo-data-template.ts). It is kept once
 * the collection's tiles are made, so no test server tiles the demo's 24-megapixel master again.
 */
export default async function globalSetup() {
  const server = await startServer({ seed: "demo", firstStart: true, readyWithinMs: 300_000 });
  await collectionTiled(server);
  const code = await server.stop({ keepData: true });
  if (code !== 0)
    throw new Error(`demo data template: the server exited ${code}\n${server.output()}`);
  process.env[DEMO_DATA_TEMPLATE_VARIABLE] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}

type Shown = { slug: string; gambar_siap: boolean; galeri?: Array<{ siap: boolean }> };

/** Waits until every demo object's pictures (and its views') have their IIIF tiles. */
async function collectionTiled(server: RunningServer, withinMs = 240_000) {
  const deadline = Date.now() + withinMs;
  const read = async <T>(path: string) => (await (await fetch(server.url + path)).json()) as T;
  for (;;) {
    const items = await read<Shown[]>("/api/koleksi");
    const details = await Promise.all(items.map((i) => read<Shown>(`/api/koleksi/slug/${i.slug}`)));
    if (details.every((d) => d.gambar_siap && (d.galeri ?? []).every((g) => g.siap))) return;
    if (Date.now() > deadline)
      throw new Error(
        `demo data template: the collection's tiles were not made\n${server.output()}`,
      );
    await new Promise((r) => setTimeout(r, 500));
  }
}
