import { createServer, type Server } from "node:http";
import { makeImage, TEXT_NOT_IMAGE } from "./images.ts";

/**
 * An old WordPress site as an import meets it: a WXR export written the way WordPress 6 writes
 * one (posts in two categories, pages, a classic and a block gallery, inline, captioned and
 * featured pictures, a "day and name" permalink structure), and a web server answering its
 * pictures (one of them not a picture at all).
 */
export type OldSite = {
  url: string;
  /** The export as it stands; `change` edits it as a second export would show. */
  wxr: () => string;
  change: (edit: Partial<Record<"grebegTitle", string>>) => void;
  /** How many times each picture path was asked for. */
  asked: Map<string, number>;
  stop: () => Promise<void>;
};

const PICTURES: Record<string, string> = {
  "/wp-content/uploads/2024/05/grebeg.jpg": "jpeg",
  "/wp-content/uploads/2024/05/kirab.jpg": "jpeg",
  "/wp-content/uploads/2024/05/panjang-jimat.png": "png",
  "/wp-content/uploads/2024/06/galeri-1.jpg": "jpeg",
  "/wp-content/uploads/2024/06/galeri-2.jpg": "jpeg",
  "/wp-content/uploads/2024/06/rusak.jpg": "text",
};

export async function startOldSite(): Promise<OldSite> {
  const bodies = new Map<string, Buffer>();
  for (const [path, kind] of Object.entries(PICTURES)) {
    bodies.set(path, kind === "text" ? TEXT_NOT_IMAGE : await makeImage(kind as "jpeg", 900, 600));
  }
  const asked = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    const body = bodies.get(path);
    if (!body) {
      res.writeHead(404).end("tidak ada");
      return;
    }
    res.writeHead(200, { "content-type": "image/jpeg" }).end(body);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const state = { grebegTitle: "Grebeg Syawal &amp; Panjang Jimat" };
  return {
    url,
    wxr: () => wxrOf(url, state.grebegTitle),
    change: (edit) => Object.assign(state, edit),
    asked,
    stop: () => new Promise((ok) => server.close(() => ok())),
  };
}

const cdata = (text: string) => `<![CDATA[${text}]]>`;

function item(fields: {
  id: number;
  type: "post" | "page" | "attachment";
  title: string;
  slug: string;
  link: string;
  date: string;
  status?: string;
  content?: string;
  excerpt?: string;
  categories?: Array<[string, string]>;
  meta?: Record<string, string>;
  attachmentUrl?: string;
}): string {
  const meta = Object.entries(fields.meta ?? {})
    .map(
      ([k, v]) =>
        `<wp:postmeta><wp:meta_key>${cdata(k)}</wp:meta_key><wp:meta_value>${cdata(v)}</wp:meta_value></wp:postmeta>`,
    )
    .join("\n");
  const categories = (fields.categories ?? [])
    .map(
      ([slug, name]) => `<category domain="category" nicename="${slug}">${cdata(name)}</category>`,
    )
    .join("\n");
  return `<item>
    <title>${fields.title}</title>
    <link>${fields.link}</link>
    <dc:creator>${cdata("admin")}</dc:creator>
    <guid isPermaLink="false">${fields.link}</guid>
    <content:encoded>${cdata(fields.content ?? "")}</content:encoded>
    <excerpt:encoded>${cdata(fields.excerpt ?? "")}</excerpt:encoded>
    <wp:post_id>${fields.id}</wp:post_id>
    <wp:post_date>${cdata(fields.date)}</wp:post_date>
    <wp:post_name>${cdata(fields.slug)}</wp:post_name>
    <wp:status>${cdata(fields.status ?? "publish")}</wp:status>
    <wp:post_type>${cdata(fields.type)}</wp:post_type>
    ${fields.attachmentUrl ? `<wp:attachment_url>${cdata(fields.attachmentUrl)}</wp:attachment_url>` : ""}
    ${categories}
    ${meta}
  </item>`;
}

function wxrOf(site: string, grebegTitle: string): string {
  const up = (path: string) => `${site}/wp-content/uploads/${path}`;
  const items = [
    item({
      id: 21,
      type: "attachment",
      title: "grebeg",
      slug: "grebeg",
      link: `${site}/grebeg/`,
      date: "2024-05-10 08:00:00",
      status: "inherit",
      excerpt: "Arak-arakan Grebeg Syawal",
      attachmentUrl: up("2024/05/grebeg.jpg"),
      meta: { _wp_attachment_image_alt: "Prajurit keraton berbaris" },
    }),
    item({
      id: 22,
      type: "attachment",
      title: "kirab",
      slug: "kirab",
      link: `${site}/kirab/`,
      date: "2024-05-10 08:00:00",
      status: "inherit",
      attachmentUrl: up("2024/05/kirab.jpg"),
      meta: { _wp_attachment_image_alt: "Kirab pusaka" },
    }),
    item({
      id: 31,
      type: "attachment",
      title: "galeri-1",
      slug: "galeri-1",
      link: `${site}/galeri-1/`,
      date: "2024-06-01 08:00:00",
      status: "inherit",
      excerpt: "Penari topeng",
      attachmentUrl: up("2024/06/galeri-1.jpg"),
    }),
    item({
      id: 32,
      type: "attachment",
      title: "galeri-2",
      slug: "galeri-2",
      link: `${site}/galeri-2/`,
      date: "2024-06-01 08:00:00",
      status: "inherit",
      excerpt: "Gamelan sekaten",
      attachmentUrl: up("2024/06/galeri-2.jpg"),
    }),
    item({
      id: 33,
      type: "attachment",
      title: "rusak",
      slug: "rusak",
      link: `${site}/rusak/`,
      date: "2024-06-01 08:00:00",
      status: "inherit",
      attachmentUrl: up("2024/06/rusak.jpg"),
    }),
    item({
      id: 11,
      type: "post",
      title: grebegTitle,
      slug: "grebeg-syawal",
      link: `${site}/2024/05/grebeg-syawal/`,
      date: "2024-05-10 09:00:00",
      excerpt: "Ribuan warga memadati alun-alun.",
      categories: [["berita", "Berita"]],
      meta: { _thumbnail_id: "21" },
      content: `<!-- wp:paragraph -->
<p>Ribuan warga memadati alun-alun keraton.</p>
<!-- /wp:paragraph -->
[caption id="attachment_22" align="aligncenter" width="300"]<img class="size-medium wp-image-22" src="${up("2024/05/kirab-300x200.jpg")}" alt="" width="300" height="200" /> Kirab pusaka malam hari[/caption]
<!-- wp:image {"id":23} -->
<figure class="wp-block-image"><img src="${up("2024/05/panjang-jimat.png")}" alt="Piring panjang jimat"/></figure>
<!-- /wp:image -->
<p>Baca juga <a href="${site}/2024/04/persiapan-grebeg/">persiapan grebeg</a>.</p>
[contact-form-7 id="5" title="Kontak"]
<!-- wp:latest-posts /-->`,
    }),
    item({
      id: 12,
      type: "post",
      title: "Jadwal Kunjungan Ramadan",
      slug: "jadwal-kunjungan-ramadan",
      link: `${site}/2024/03/jadwal-kunjungan-ramadan/`,
      date: "2024-03-11 10:00:00",
      categories: [["berita", "Berita"]],
      content: "Selama Ramadan keraton buka pukul 08.00.\n\nPada malam hari ada tadarus.",
    }),
    item({
      id: 13,
      type: "post",
      title: "Pentas Seni Keraton",
      slug: "pentas-seni-keraton",
      link: `${site}/2024/06/pentas-seni-keraton/`,
      date: "2024-06-02 19:00:00",
      categories: [["kegiatan", "Kegiatan"]],
      content: `<p>Pentas tari topeng dan gamelan.</p>\n[gallery ids="31,32,33"]\n<!-- wp:gallery {"linkTo":"none"} -->
<figure class="wp-block-gallery has-nested-images"><!-- wp:image {"id":31} -->
<figure class="wp-block-image"><img src="${up("2024/06/galeri-1-1024x683.jpg")}" alt="" class="wp-image-31"/></figure>
<!-- /wp:image --></figure>
<!-- /wp:gallery -->`,
    }),
    item({
      id: 14,
      type: "post",
      title: "Catatan Rapat",
      slug: "catatan-rapat",
      link: `${site}/?p=14`,
      date: "2024-07-01 10:00:00",
      status: "draft",
      categories: [["berita", "Berita"]],
      content: "<p>Belum selesai.</p>",
    }),
    item({
      id: 41,
      type: "page",
      title: "Sejarah",
      slug: "sejarah",
      link: `${site}/sejarah/`,
      date: "2020-01-01 10:00:00",
      content: "<h2>Asal-usul</h2><p>Keraton didirikan pada 1529.</p>",
    }),
    item({
      id: 42,
      type: "page",
      title: "Tentang Kami",
      slug: "tentang-kami",
      link: `${site}/tentang-kami/`,
      date: "2020-01-01 10:00:00",
      content: "<p>Kami adalah pengelola situs.</p>",
    }),
  ];
  return `<?xml version="1.0" encoding="UTF-8" ?>
<!-- This is a WordPress eXtended RSS file generated by WordPress as an export of your site. -->
<!-- generator="WordPress/6.1.9" created="2024-07-01 10:00" -->
<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Keraton Lama</title>
  <link>${site}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${site}</wp:base_site_url>
  <wp:base_blog_url>${site}</wp:base_blog_url>
  <wp:category><wp:term_id>2</wp:term_id><wp:category_nicename>${cdata("berita")}</wp:category_nicename><wp:category_parent>${cdata("")}</wp:category_parent><wp:cat_name>${cdata("Berita")}</wp:cat_name></wp:category>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename>${cdata("kegiatan")}</wp:category_nicename><wp:category_parent>${cdata("")}</wp:category_parent><wp:cat_name>${cdata("Kegiatan")}</wp:cat_name></wp:category>
  ${items.join("\n")}
</channel>
</rss>
`;
}

/** The classic "billion laughs": entities that would expand to gigabytes. */
export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>
<item><title>&lol9;</title><wp:post_type>post</wp:post_type><wp:post_id>1</wp:post_id></item></channel></rss>`;

/** An external entity naming a file on the importing machine (and an address to fetch). */
export const EXTERNAL_ENTITY = (target: string) => `<?xml version="1.0"?>
<!DOCTYPE rss [ <!ENTITY xxe SYSTEM "${target}"> ]>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>
<item><title>&xxe;</title><wp:post_type>post</wp:post_type><wp:post_id>1</wp:post_id><wp:status>publish</wp:status></item></channel></rss>`;
