import { benchRows } from "../bench/rows.ts";
import type { VisitorRead } from "./visitors.ts";

/** Every public page and API read the bench measures; an article read is of any article. */
export async function visitorReads(base: string): Promise<VisitorRead[]> {
  const rows = (await benchRows(base)).filter(
    (r) => r.kind !== "view" && r.name !== "/informasi/{slug}",
  );
  const articles = (await (await fetch(`${base}/api/informasi`)).json()) as Array<{ slug: string }>;
  return [
    ...rows.map((r) => ({ label: `GET ${r.name}`, path: r.path })),
    { label: "GET /informasi/{slug}", articleSlugs: articles.map((a) => a.slug) },
  ];
}
