import { hasEnglishPage } from "@common/i18n/content.ts";
import { LANGS, localePath } from "@common/i18n/index.ts";
import { halamanHref, pageCount } from "@common/paging.ts";
import { siteContext } from "@common/site-context.ts";
import type { Route } from "./+types/sitemap";
import { escapeXml, XML_HEADERS } from "./xml.ts";

const STATIC_PAGES = [
  "/",
  "/struktur-kesultanan",
  "/informasi",
  "/kegiatan",
  "/agenda",
  "/kunjungan",
  "/contact",
];

/** Pages 2… of a paged list (page 1 is the list's own address). */
function laterPages(path: string, total: number) {
  return Array.from({ length: pageCount(total) - 1 }, (_, i) => ({
    path: halamanHref(path, i + 2),
    lastmod: undefined as string | undefined,
    inEnglish: true,
  }));
}

/**
 * Every public page, article and documentation page in both languages, with absolute URLs. An
 * article or activity without English yet is listed in Indonesian alone, naming no twin: its
 * `/en` page shows the Indonesian text and defers to it (decision 042).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [informasi, dokumentasi, agenda] = await Promise.all([
    site.listInformasi(),
    site.listDokumentasi(),
    site.listAgendaItems(),
  ]);
  const entries = [
    ...STATIC_PAGES.map((path) => ({
      path,
      lastmod: undefined as string | undefined,
      inEnglish: true,
    })),
    ...laterPages("/informasi", informasi.length),
    ...laterPages("/kegiatan", dokumentasi.length),
    ...informasi.map((i) => ({
      path: `/informasi/${i.slug}`,
      lastmod: i.tanggal,
      inEnglish: hasEnglishPage(i),
    })),
    ...dokumentasi.map((d) => ({
      path: `/kegiatan/${d.slug}`,
      lastmod: d.tanggal,
      inEnglish: hasEnglishPage(d),
    })),
    ...agenda.map((a) => ({
      path: `/agenda/${a.slug}`,
      lastmod: a.updated_at.slice(0, 10),
      inEnglish: hasEnglishPage(a),
    })),
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
