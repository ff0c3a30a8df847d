import { hasEnglishPage, localized } from "@common/i18n/content.ts";
import { langOf, localePath, messagesFor } from "@common/i18n/index.ts";
import { excerpt, htmlToPlainText } from "@common/plain-text.ts";
import { siteContext } from "@common/site-context.ts";
import type { Route } from "./+types/rss";
import { escapeXml, XML_HEADERS } from "./xml.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 822 date of a `YYYY-MM-DD` day, at midnight in Jakarta (+0700). */
function rfc822(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[day]}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} 00:00:00 +0700`;
}

/**
 * RSS 2.0 feed of the informasi articles, newest first: /rss.xml in Indonesian, /en/rss.xml in
 * English. RSS 2.0 has one `<language>` per channel and readers apply it to every item, so the
 * English feed carries only the articles that are in English (title and text), decision 042.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const lang = langOf(url);
  const t = messagesFor(lang).feed;
  const informasi = (await site.listInformasi())
    .filter((item) => lang === "id" || hasEnglishPage(item))
    .slice(0, 50);
  const home = new URL(localePath(lang, "/"), `${site.origin}/`).href;
  const items = informasi.map((item) => {
    const link = new URL(localePath(lang, `/informasi/${item.slug}`), `${site.origin}/`).href;
    const judul = localized(item, "judul", lang).text;
    const deskripsi = localized(item, "deskripsi", lang).text;
    return `    <item>
      <title>${escapeXml(judul)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${rfc822(item.tanggal)}</pubDate>
      <description>${escapeXml(excerpt(htmlToPlainText(deskripsi), 300))}</description>
    </item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(t.title(site.siteName))}</title>
    <link>${escapeXml(home)}</link>
    <description>${escapeXml(t.description(site.siteName))}</description>
    <language>${lang}</language>
    <atom:link href="${escapeXml(new URL(localePath(lang, "/rss.xml"), `${site.origin}/`).href)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, { headers: XML_HEADERS("application/rss+xml") });
}
