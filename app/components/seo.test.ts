import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  canonicalUrl,
  DEFAULT_SHARE_IMAGE,
  DEFAULT_SHARE_IMAGE_SIZE,
  type PublicLayoutData,
  pageMeta,
} from "./seo.ts";

const ORIGIN = "https://keraton.example";

function layout(lang: "id" | "en"): PublicLayoutData {
  return {
    siteName: "Keraton Kasepuhan Cirebon",
    origin: ORIGIN,
    lang,
    path: lang === "en" ? "/en/informasi/gerbang" : "/informasi/gerbang",
    year: 2026,
    settings: { Deskripsi_Footer: "", Alamat: "", No_WhatsApp: "", Email: "" },
    kunjungan: { jam: [], tiket: [] },
  } as unknown as PublicLayoutData;
}

type Tag = Record<string, unknown>;
const canonicalOf = (tags: Tag[]) => tags.find((t) => t.rel === "canonical")?.href;
const hreflangs = (tags: Tag[]) => tags.filter((t) => t.rel === "alternate" && t.hrefLang);
const property = (tags: Tag[], name: string) =>
  tags.find((t) => t.property === name || t.name === name)?.content;

describe("an /en page whose content has no English yet (finding 22)", () => {
  const page = { title: "Gerbang Keraton", path: "/informasi/gerbang", untranslated: true };

  it("is canonical to the Indonesian page and names no twin with hreflang", () => {
    const tags = pageMeta(layout("en"), page) as Tag[];
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/informasi/gerbang`);
    expect(hreflangs(tags)).toEqual([]);
    expect(property(tags, "og:locale:alternate")).toBeUndefined();
    expect(canonicalUrl(layout("en"), page.path, true)).toBe(`${ORIGIN}/informasi/gerbang`);
  });

  it("the Indonesian page names no English twin either", () => {
    const tags = pageMeta(layout("id"), page) as Tag[];
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/informasi/gerbang`);
    expect(hreflangs(tags)).toEqual([]);
  });

  it("leaves the title to the page when its language is not the page's (it carries lang)", () => {
    const tags = pageMeta(layout("en"), { ...page, titleLang: "id" }) as Tag[];
    expect(tags.some((t) => "title" in t)).toBe(false);
    expect(property(tags, "og:title")).toBe("Gerbang Keraton | Keraton Kasepuhan Cirebon");
  });

  it("a translated page keeps its own canonical and hreflang both ways", () => {
    const tags = pageMeta(layout("en"), { title: "The Gate", path: "/informasi/gerbang" }) as Tag[];
    expect(canonicalOf(tags)).toBe(`${ORIGIN}/en/informasi/gerbang`);
    expect(hreflangs(tags).map((t) => [t.hrefLang, t.href])).toEqual([
      ["id", `${ORIGIN}/informasi/gerbang`],
      ["en", `${ORIGIN}/en/informasi/gerbang`],
      ["x-default", `${ORIGIN}/informasi/gerbang`],
    ]);
    expect(tags.find((t) => "title" in t)?.title).toBe("The Gate | Keraton Kasepuhan Cirebon");
  });
});

describe("share tags (finding 23)", () => {
  it("give a picture's alt text and its real size", () => {
    const tags = pageMeta(layout("en"), {
      title: "The Gate",
      path: "/informasi/gerbang",
      image: "/uploads/0123456789abcdef0123456789abcdef.jpg",
      imageAlt: "The split gate at dusk",
      imageSize: { width: 2400, height: 1600 },
    }) as Tag[];
    expect(property(tags, "og:image")).toBe(
      `${ORIGIN}/uploads/0123456789abcdef0123456789abcdef.jpg`,
    );
    expect(property(tags, "og:image:alt")).toBe("The split gate at dusk");
    expect(property(tags, "og:image:width")).toBe("2400");
    expect(property(tags, "og:image:height")).toBe("1600");
    expect(property(tags, "twitter:image:alt")).toBe("The split gate at dusk");
  });

  it("describe the default picture in the page's language, with its size", () => {
    const id = pageMeta(layout("id"), { title: "Kontak", path: "/contact" }) as Tag[];
    const en = pageMeta(layout("en"), { title: "Contact", path: "/contact" }) as Tag[];
    expect(property(id, "og:image")).toBe(`${ORIGIN}${DEFAULT_SHARE_IMAGE}`);
    expect(property(id, "og:image:alt")).toMatch(/^Gambar gerbang/);
    expect(property(en, "og:image:alt")).toMatch(/^Drawing of the split gate/);
    expect(property(en, "og:image:width")).toBe("1200");
    expect(property(en, "og:image:height")).toBe("630");
  });

  it("describe a picture without alt text of its own by the page's title, not the default's", () => {
    const tags = pageMeta(layout("id"), {
      title: "Struktur Kesultanan",
      path: "/struktur-kesultanan",
      image: "/uploads/0123456789abcdef0123456789abcdef.png",
    }) as Tag[];
    expect(property(tags, "og:image:alt")).toBe("Struktur Kesultanan");
    expect(property(tags, "og:image:width")).toBeUndefined();
  });

  it("state the default picture's real size", async () => {
    const meta = await sharp(`public${DEFAULT_SHARE_IMAGE}`).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(DEFAULT_SHARE_IMAGE_SIZE);
  });

  it("keep <title> within 70 characters", () => {
    const title =
      "Upacara Panjang Jimat di Keraton Kasepuhan Cirebon Tahun Ini Berlangsung Sangat Meriah";
    const tags = pageMeta(layout("en"), { title, path: "/informasi/panjang-jimat" }) as Tag[];
    const shown = String(tags.find((t) => "title" in t)?.title);
    expect(Array.from(shown).length).toBeLessThanOrEqual(70);
    expect(shown.startsWith("Upacara Panjang Jimat")).toBe(true);
  });
});

describe("pageMeta without layout data", () => {
  it("describes an error page that has no layout data (the database away) without throwing", () => {
    const meta = pageMeta(undefined, { title: "Informasi", path: "/informasi" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "/informasi" });
    expect(meta).toContainEqual({ property: "og:image", content: "/images/og-default.jpg" });
  });
});
