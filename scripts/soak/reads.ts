import { benchRows } from "../bench/rows.ts";
import type { VisitorRead } from "./visitors.ts";

/** Every public page and API read the bench measures, with every article page (they count views). */
export async function visitorReads(base: string): Promise<VisitorRead[]> {
  const rows = (await benchRows(base)).filter(
    (r) => r.kind !== "view" && r.name !== "/informasi/{slug}",
  );
  const articles = (await (await fetch(`${base}/api/informasi`)).json()) as Array<{ slug: string }>;
  return [
    ...rows.map((r) => ({ label: `GET ${r.name}`, path: r.path })),
    ...articles.map((a) => ({
      label: "GET /informasi/{slug}",
      path: `/informasi/${a.slug}`,
      articleSlug: a.slug,
    })),
  ];
}
