import escapeHtml from "escape-html";
import sanitizeHtml from "sanitize-html";
import type { WpPicture } from "./wordpress-source.ts";

/** A source text made ready for our rich text, before its pictures are brought home. */
export type ConvertedText = {
  html: string;
  /** Every picture the text shows, by its address at the source (full size where known). */
  images: string[];
  /** Pictures of galleries (classic `[gallery ids]` and block galleries), in order. */
  gallery: WpPicture[];
  /** What could not become our rich text, said in the report (nothing is dropped silently). */
  notes: string[];
};

/** WordPress's core shortcodes this import understands; any other one is listed in the report. */
const SHORTCODE = /\[(\/)?([a-zA-Z][\w-]*)((?:\s[^\]]*)?)\]/g;
const BLOCK_COMMENT = /<!--\s*(\/)?wp:([a-z][\w/-]*)(\s[\s\S]*?)?\s*(\/)?-->/g;
/** Blocks made by the server at page time: their comment is all the export holds. */
const BLOCK_LEVEL = /^\s*<(p|div|h[1-6]|ul|ol|li|figure|table|blockquote|pre|hr|!--)/i;
/** Tags our rich text has no place for: named in the report when a text had them. */
const UNSUPPORTED = new Set([
  "iframe",
  "script",
  "style",
  "video",
  "audio",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "svg",
  "canvas",
]);
const SIZE_SUFFIX = /-\d+x\d+(?=\.[a-z0-9]+$)/i;

/**
 * Turns a post's HTML as WordPress stores it into HTML our sanitizer keeps: block comments go
 * (a block the server renders at page time is named in the report), `[caption]` becomes a figure,
 * galleries are collected, paragraphs are made where the classic editor left blank lines, and every
 * shortcode or tag that cannot be kept is named in the report.
 */
export function convertWordPressText(
  content: string,
  pictures: ReadonlyMap<string, WpPicture>,
  { galleryInText }: { galleryInText: boolean },
): ConvertedText {
  const notes: string[] = [];
  const gallery: WpPicture[] = [];
  // Where the kind has a gallery, a block gallery's pictures go there instead of into the text.
  const source = galleryInText
    ? content
    : content.replace(
        /<!--\s*wp:gallery(\s[\s\S]*?)?-->[\s\S]*?<!--\s*\/wp:gallery\s*-->/g,
        (block) => {
          for (const id of idsOf(/wp:gallery(\s[\s\S]*?)?-->/.exec(block)?.[1] ?? "")) {
            addPicture(pictures, id, gallery);
          }
          for (const m of block.matchAll(/wp-image-(\d+)|data-id="(\d+)"/g)) {
            addPicture(pictures, m[1] ?? m[2], gallery);
          }
          return "";
        },
      );
  let html = source.replace(BLOCK_COMMENT, (_m, closing, name: string, attrs = "", selfClosing) => {
    if (name === "gallery" && !closing) {
      for (const id of idsOf(attrs)) addPicture(pictures, id, gallery);
    }
    if (selfClosing)
      notes.push(`blok wp:${name} tidak diimpor (dibuat WordPress saat halaman dibuka)`);
    return "";
  });
  html = convertShortcodes(html, pictures, gallery, notes, galleryInText);
  html = paragraphs(html);
  const images: string[] = [];
  const dropped = new Set<string>();
  html = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      "*": (tagName, attribs) => {
        if (UNSUPPORTED.has(tagName)) dropped.add(tagName);
        return { tagName, attribs };
      },
      img: (tagName, attribs) => {
        const id = /wp-image-(\d+)/.exec(attribs.class ?? "")?.[1] ?? attribs["data-id"];
        const picture = id ? pictures.get(id) : undefined;
        const src = picture?.url || fullSize(attribs.src ?? "");
        if (src) images.push(src);
        const alt = attribs.alt || picture?.alt || "";
        return { tagName, attribs: { ...attribs, src, alt } };
      },
    },
  });
  // A block gallery's pictures go to the gallery where the kind has one; the text keeps them too
  // only where it has none (convertForKind decides).
  for (const tag of dropped)
    notes.push(`<${tag}> tidak diimpor (tidak ada di teks kaya situs ini)`);
  return { html, images: [...new Set(images)], gallery: dedupe(gallery), notes };
}

function convertShortcodes(
  html: string,
  pictures: ReadonlyMap<string, WpPicture>,
  gallery: WpPicture[],
  notes: string[],
  galleryInText: boolean,
): string {
  // [caption …]<img …> Text[/caption] → a figure with its caption.
  let out = html.replace(
    /\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/g,
    (_m, _attrs, inner: string) => {
      const image = /^\s*(<a\b[^>]*>\s*)?<img\b[^>]*>(\s*<\/a>)?/i.exec(inner);
      if (!image) return inner;
      const caption = inner.slice(image[0].length).trim();
      return `<figure>${image[0].trim()}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
    },
  );
  out = out.replace(/\[gallery([^\]]*)\]/g, (_m, attrs: string) => {
    const ids = /ids\s*=\s*["']?([\d,\s]+)/.exec(attrs)?.[1];
    if (!ids) {
      notes.push("[gallery] tanpa daftar gambar tidak diimpor");
      return "";
    }
    const shown: WpPicture[] = [];
    for (const id of ids.split(",").map((s) => s.trim())) addPicture(pictures, id, shown);
    gallery.push(...shown);
    if (!galleryInText) return "";
    return shown
      .map((p) => {
        const caption = p.caption ? `<figcaption>${p.caption}</figcaption>` : "";
        return `<figure><img src="${p.url}" alt="${escapeHtml(p.alt)}" class="wp-image-${p.id}">${caption}</figure>`;
      })
      .join("\n");
  });
  out = out.replace(/\[embed[^\]]*\]\s*(https?:\/\/[^\s[]+)\s*\[\/embed\]/g, (_m, url: string) => {
    notes.push(`[embed] ${url} menjadi tautan`);
    return `<p><a href="${url}">${url}</a></p>`;
  });
  // Any other shortcode: an opening with attributes, or one that has a closing tag, is one.
  const closings = new Set([...out.matchAll(SHORTCODE)].filter((m) => m[1]).map((m) => m[2]));
  return out.replace(SHORTCODE, (whole, closing, name: string, attrs: string) => {
    if (!closing && !attrs.trim() && !closings.has(name)) return whole;
    if (!closing) notes.push(`kode pendek [${name}] tidak diimpor`);
    return "";
  });
}

/** The classic editor's blank lines are paragraphs (WordPress's wpautop, in short). */
function paragraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_LEVEL.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>")}</p>`))
    .join("\n");
}

function idsOf(attrs: string): string[] {
  try {
    const parsed = JSON.parse(attrs.trim() || "{}") as { ids?: unknown[] };
    return (parsed.ids ?? []).map(String);
  } catch {
    return [];
  }
}

function addPicture(pictures: ReadonlyMap<string, WpPicture>, id: string, to: WpPicture[]): void {
  const picture = pictures.get(id);
  if (picture) to.push(picture);
}

function dedupe(list: WpPicture[]): WpPicture[] {
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.id) && seen.add(p.id));
}

/** WordPress's resized copy (`foto-300x200.jpg`) → the picture itself (`foto.jpg`). */
export function fullSize(url: string): string {
  return url.replace(SIZE_SUFFIX, "");
}
