import { XMLParser } from "fast-xml-parser";
import { DomainError } from "../domain-error.ts";
import type { WordPressSource, WpCategory, WpItem, WpPicture } from "./wordpress-source.ts";

// biome-ignore lint/suspicious/noExplicitAny: parsed XML/JSON of another site, read field by field
type Xml = Record<string, any>;

export const WXR_MESSAGES = {
  notWxr:
    "Berkas ini bukan ekspor WordPress (WXR). Buat ekspor di WordPress: Alat → Ekspor → Semua konten.",
  doctype:
    "Berkas ekspor ditolak: berisi deklarasi DOCTYPE/ENTITY yang tidak pernah ada di ekspor WordPress (bisa berupa bom XML atau entitas eksternal).",
  broken: "Berkas ekspor WordPress rusak atau terpotong; buat ekspor baru lalu coba lagi.",
} as const;

/** Everything before the root element: an XML declaration, comments, whitespace. */
const PROLOG_END = /<(?![?!])/;

/**
 * Reads a WordPress export (WXR). A document type declaration is refused before anything is
 * parsed: WordPress never writes one, and only through one could an entity expand (a
 * "billion laughs") or name an outside file; the built-in entities (&amp; …) alone are decoded.
 */
export function parseWxr(text: string): WordPressSource {
  const start = text.search(PROLOG_END);
  const prolog = start < 0 ? text : text.slice(0, start);
  if (/<!DOCTYPE|<!ENTITY/i.test(prolog)) throw new DomainError("invalid", WXR_MESSAGES.doctype);
  if (!/^\s*<rss[\s>]/.test(text.slice(start)) || !text.includes("wordpress.org/export/")) {
    throw new DomainError("invalid", WXR_MESSAGES.notWxr);
  }
  let parsed: Xml;
  try {
    parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      parseTagValue: false,
      trimValues: false,
      processEntities: { enabled: true, maxEntityCount: 0 },
      htmlEntities: false,
      isArray: (name) => ["item", "category", "wp:postmeta", "wp:category"].includes(name),
    }).parse(text);
  } catch {
    throw new DomainError("invalid", WXR_MESSAGES.broken);
  }
  const channel = parsed.rss?.channel;
  if (!channel || channel["wp:wxr_version"] === undefined) {
    throw new DomainError("invalid", WXR_MESSAGES.notWxr);
  }
  const site = trimSlash(str(channel["wp:base_blog_url"]) || str(channel.link));
  const items: WpItem[] = [];
  const pictures = new Map<string, WpPicture>();
  for (const raw of (channel.item ?? []) as Array<Xml>) {
    const type = str(raw["wp:post_type"]);
    const meta = metaOf(raw);
    const id = str(raw["wp:post_id"]);
    if (type === "attachment") {
      pictures.set(id, {
        id,
        url: str(raw["wp:attachment_url"]),
        alt: meta.get("_wp_attachment_image_alt") ?? "",
        caption: str(raw["excerpt:encoded"]).trim(),
        link: str(raw.link),
      });
    } else if (type === "post" || type === "page") {
      items.push({
        id,
        type,
        title: str(raw.title).trim(),
        slug: decodeSlug(str(raw["wp:post_name"])),
        date: str(raw["wp:post_date"]),
        status: str(raw["wp:status"]),
        content: str(raw["content:encoded"]),
        excerpt: str(raw["excerpt:encoded"]).trim(),
        categories: ((raw.category ?? []) as Array<Xml>)
          .filter((c) => c["@domain"] === "category")
          .map((c) => ({ slug: decodeSlug(str(c["@nicename"])), name: str(c["#text"] ?? c) })),
        link: str(raw.link),
        featured: meta.get("_thumbnail_id") || undefined,
      });
    }
  }
  const categories: WpCategory[] = ((channel["wp:category"] ?? []) as Array<Xml>)
    .map((c) => {
      const slug = decodeSlug(str(c["wp:category_nicename"]));
      return {
        id: str(c["wp:term_id"]),
        slug,
        name: str(c["wp:cat_name"]),
        link: `${site}/category/${slug}/`,
      };
    })
    .filter((c) => c.slug);
  return { site, items, pictures, categories };
}

function metaOf(raw: Xml): Map<string, string> {
  const meta = new Map<string, string>();
  for (const m of (raw["wp:postmeta"] ?? []) as Array<Xml>) {
    meta.set(str(m["wp:meta_key"]), str(m["wp:meta_value"]));
  }
  return meta;
}

function str(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return str((value as Record<string, unknown>)["#text"]);
  return String(value);
}

/** WordPress stores non-ASCII slugs percent-encoded. */
function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

export function trimSlash(url: string): string {
  return url.trim().replace(/\/+$/, "");
}
