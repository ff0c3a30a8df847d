import { hasEnglishPage } from "@common/i18n/content.ts";
import { LANGS, localePath } from "@common/i18n/index.ts";
import { halamanHref, pageCount } from "@common/paging.ts";
import { siteContext } from "@common/site-context.ts";
import type { Route } from "./+types/sitemap";
import { escapeXml, XML_HEADERS } from "./xml.ts";

/** The pages that are no kind of content's (each kind's list and items follow from its declaration). */
const STATIC_PAGES = ["/", "/struktur-kesultanan", "/kunjungan", "/contact"];

/** Pages 2… of a paged list (page 1 is the list's own address). */
function laterPages(path: string, total: number) {
  return Array.from({ length: pageCount(total) - 1 }, (_, i) => ({
    path: halamanHref(path, i + 2),
    lastmod: undefined as string | undefined,
    inEnglish: true,
  }));
}

/**
 * Every public page, and every kind of content's list and items, in both languages, with absolute
 * URLs. An item without English yet is listed in Indonesian alone, naming no twin: its `/en` page
 * shows the Indonesian text and defers to it (decision 042).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const kinds = site.kinds();
  const itemsOfKinds = await Promise.all(kinds.map((kind) => site.listKindItems(kind.jenis)));
  const page = (path: string) => ({
    path,
    lastmod: undefined as string | undefined,
    inEnglish: true,
  });
  const entries = [
    ...STATIC_PAGES.slice(0, 2).map(page),
    ...kinds.map((kind) => page(kind.publicPath)),
    ...STATIC_PAGES.slice(2).map(page),
    ...kinds.flatMap((kind, k) =>
      kind.pagedList ? laterPages(kind.publicPath, itemsOfKinds[k]?.length ?? 0) : [],
    ),
    ...kinds.flatMap((kind, k) =>
      (itemsOfKinds[k] ?? []).map((item) => ({
        path: `${kind.publicPath}/${item.slug}`,
        lastmod: item.tanggal,
        inEnglish: hasEnglishPage(item),
      })),
    ),
  ];
  const href = (path: string) => escapeXml(new URL(path, `${site.origin}/`).href);
  // Each page in both languages, each entry naming its twin (hreflang), Indonesian first.
  const urls = LANGS.flatMap((lang) =>
    entries.flatMap(({ path, lastmod, inEnglish }) => {
      if (!inEnglish && lang !== "id") return [];
      const loc = `<loc>${href(localePath(lang, path))}</loc>`;
      const alternates = inEnglish
        ? [
            ...LANGS.map(
              (other) =>
                `<xhtml:link rel="alternate" hreflang="${other}" href="${href(localePath(other, path))}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path)}"/>`,
          ].join("")
        : "";
      return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: XML_HEADERS("application/xml") });
}
