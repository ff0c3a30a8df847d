import type { Kunjungan, Settings } from "@common/api-types.ts";
import { localized } from "@common/i18n/content.ts";
import {
  basePath,
  hasTwin,
  LANGS,
  type Lang,
  localePath,
  messagesFor,
} from "@common/i18n/index.ts";
import { visitJsonLd } from "@common/kunjungan.ts";
import type { ImageSize, IslandAssets } from "@common/site-context.ts";
import { fitDocumentTitle } from "@common/titles.ts";
import { type MetaDescriptor, useRouteLoaderData } from "react-router";

/** What the public layout's loader hands to every public page (and to `meta`). */
export type PublicLayoutData = {
  siteName: string;
  origin: string;
  /** The page's language, from its address (`/en/…` is English). */
  lang: Lang;
  path: string;
  /**
   * The same page in the other language (same slug, same query): the language switch. Absent
   * where there is no twin (/login).
   */
  switchHref?: string;
  year: number;
  settings: Pick<
    Settings,
    "Deskripsi_Footer" | "Deskripsi_Footer_en" | "Alamat" | "No_WhatsApp" | "Email"
  >;
  /** Hours and tickets: today's hours in the footer, the palace's JSON-LD. */
  kunjungan: Pick<Kunjungan, "jam" | "tiket" | "pengecualian">;
  islands?: IslandAssets;
};

export const LAYOUT_ROUTE_ID = "routes/public/layout";
/** The same layout module under /en (app/routes.ts). */
export const EN_LAYOUT_ROUTE_ID = "en/layout";
export const LAYOUT_ROUTE_IDS = [LAYOUT_ROUTE_ID, EN_LAYOUT_ROUTE_ID];
export const DEFAULT_SHARE_IMAGE = "/images/og-default.jpg";
/** public/images/og-default.jpg's size (scripts/make-site-images.ts makes it; a test reads it). */
export const DEFAULT_SHARE_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 };
export const DEFAULT_DESCRIPTION = messagesFor("id").seo.defaultDescription;

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public layout's data from `meta`'s matches (either language). */
export function layoutDataFrom(matches: readonly MatchLike[]): PublicLayoutData | undefined {
  return matches.find((m) => m && LAYOUT_ROUTE_IDS.includes(m.id))?.loaderData as
    | PublicLayoutData
    | undefined;
}

const OG_LOCALE: Record<Lang, string> = { id: "id_ID", en: "en_US" };

/**
 * `<link rel=alternate hreflang>` to the page in each language, and x-default to the Indonesian
 * one (the site's own language). `path` is the Indonesian address with the query it depends on.
 */
function alternateLinks(origin: string, path: string): MetaDescriptor[] {
  if (!hasTwin(path)) return [];
  return [
    ...LANGS.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: absoluteUrl(origin, localePath(lang, path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, path) },
  ] as MetaDescriptor[];
}

export function absoluteUrl(origin: string, path: string): string {
  // An error page may have no layout data, so no origin: its addresses stay root-relative.
  return origin ? new URL(path, `${origin}/`).href : path;
}

export type PageMetaInput = {
  title: string;
  description?: string;
  path: string;
  image?: string;
  /** The picture's alt text (og:image:alt; else the title); the default picture has its own. */
  imageAlt?: string;
  /** The picture's real size (og:image:width/height), when known. */
  imageSize?: ImageSize;
  type?: "website" | "article";
  jsonLd?: object[];
  /** Full title as given, without the site name after it. */
  fullTitle?: boolean;
  noindex?: boolean;
  /**
   * The content has no English yet (decision 042): the `/en` twin's canonical is the Indonesian
   * page and neither page names the other with hreflang.
   */
  untranslated?: boolean;
  /**
   * The title's language when unlike the page's (an untranslated title on an English page): the
   * page then renders `<DocumentTitle>` itself, since a meta title cannot carry `lang`.
   */
  titleLang?: Lang;
};

/** The `<title>` of a page: "Page | Site", within 70 characters. */
export function documentTitle(
  layout: PublicLayoutData | undefined,
  page: Pick<PageMetaInput, "title" | "fullTitle">,
): string {
  const siteName = layout?.siteName ?? "Keraton Kasepuhan Cirebon";
  return page.fullTitle ? page.title : fitDocumentTitle(page.title, siteName);
}

/**
 * The canonical address of a page (`path` is its Indonesian address): the page itself in its
 * language, but the Indonesian page for an `/en` twin whose content has no English yet.
 */
export function canonicalUrl(
  layout: Pick<PublicLayoutData, "origin" | "lang"> | undefined,
  path: string,
  untranslated = false,
): string {
  const lang = untranslated ? "id" : (layout?.lang ?? "id");
  return absoluteUrl(layout?.origin ?? "", localePath(lang, basePath(path)));
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD of a public page. */
export function pageMeta(
  layout: PublicLayoutData | undefined,
  page: PageMetaInput,
): MetaDescriptor[] {
  const siteName = layout?.siteName ?? "Keraton Kasepuhan Cirebon";
  const origin = layout?.origin ?? "";
  const lang = layout?.lang ?? "id";
  const title = documentTitle(layout, page);
  const description = page.description || messagesFor(lang).seo.defaultDescription;
  // Pages name their Indonesian address; each language's page is canonical in its language.
  const indonesianPath = basePath(page.path);
  const url = canonicalUrl(layout, indonesianPath, page.untranslated);
  const shared = page.image || DEFAULT_SHARE_IMAGE;
  const image = absoluteUrl(origin, shared);
  const isDefault = shared === DEFAULT_SHARE_IMAGE;
  const imageSize = isDefault ? DEFAULT_SHARE_IMAGE_SIZE : page.imageSize;
  const imageAlt = isDefault ? messagesFor(lang).seo.defaultImageAlt : page.imageAlt || page.title;
  const inOtherLanguages = !page.untranslated;
  return [
    ...(page.titleLang && page.titleLang !== lang ? [] : [{ title }]),
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(inOtherLanguages ? alternateLinks(origin, indonesianPath) : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: OG_LOCALE[lang] },
    ...LANGS.filter((other) => inOtherLanguages && other !== lang).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[other],
    })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(imageSize
      ? [
          { property: "og:image:width", content: String(imageSize.width) },
          { property: "og:image:height", content: String(imageSize.height) },
        ]
      : []),
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ] as MetaDescriptor[];
}

/** schema.org description of the palace, with address and contact from the settings. */
export function palaceJsonLd(layout: PublicLayoutData) {
  const { siteName, origin, settings, lang } = layout;
  const t = messagesFor(lang);
  return {
    "@context": "https://schema.org",
    "@type": ["LandmarksOrHistoricalBuildings", "TouristAttraction"],
    name: siteName,
    url: absoluteUrl(origin, localePath(lang, "/")),
    image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE),
    description: footerDescription(layout) || t.seo.defaultDescription,
    address: {
      "@type": "PostalAddress",
      ...(settings.Alamat ? { streetAddress: settings.Alamat } : {}),
      addressLocality: "Cirebon",
      addressRegion: "Jawa Barat",
      addressCountry: "ID",
    },
    geo: { "@type": "GeoCoordinates", latitude: -6.7262, longitude: 108.5705 },
    ...(settings.No_WhatsApp ? { telephone: settings.No_WhatsApp } : {}),
    ...(settings.Email ? { email: settings.Email } : {}),
    touristType: t.seo.touristType,
    ...(lang === "id" ? {} : { inLanguage: lang }),
    ...visitJsonLd(
      lang === "id"
        ? layout.kunjungan
        : {
            jam: layout.kunjungan.jam,
            pengecualian: layout.kunjungan.pengecualian,
            tiket: layout.kunjungan.tiket.map((t) => ({
              ...t,
              kategori: localized(t, "kategori", lang).text,
            })),
          },
    ),
  };
}

/** The footer's description for the palace's JSON-LD: in the page's language, or none. */
function footerDescription(layout: Pick<PublicLayoutData, "lang" | "settings">): string {
  const description = localized(layout.settings, "Deskripsi_Footer", layout.lang);
  return description.lang === layout.lang ? description.text : "";
}

/** The data of whichever public layout (Indonesian or English) this page is under. */
export function usePublicLayoutData(): PublicLayoutData | undefined {
  const id = useRouteLoaderData(LAYOUT_ROUTE_ID) as PublicLayoutData | undefined;
  const en = useRouteLoaderData(EN_LAYOUT_ROUTE_ID) as PublicLayoutData | undefined;
  return id ?? en;
}
