import type { Kunjungan, Settings } from "@common/api-types.ts";
import { visitJsonLd } from "@common/kunjungan.ts";
import type { IslandAssets } from "@common/site-context.ts";
import type { MetaDescriptor } from "react-router";

/** What the public layout's loader hands to every public page (and to `meta`). */
export type PublicLayoutData = {
  siteName: string;
  origin: string;
  path: string;
  year: number;
  settings: Pick<Settings, "Deskripsi_Footer" | "Alamat" | "No_WhatsApp" | "Email">;
  /** Hours and tickets: today's hours in the footer, the palace's JSON-LD. */
  kunjungan: Pick<Kunjungan, "jam" | "tiket">;
  islands?: IslandAssets;
};

export const LAYOUT_ROUTE_ID = "routes/public/layout";
export const DEFAULT_SHARE_IMAGE = "/images/og-default.jpg";
export const DEFAULT_DESCRIPTION =
  "Situs resmi Keraton Kasepuhan Cirebon: sejarah, silsilah, struktur kesultanan, informasi, dokumentasi kegiatan dan kontak keraton.";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public layout's data from `meta`'s matches. */
export function layoutDataFrom(matches: readonly MatchLike[]): PublicLayoutData | undefined {
  return matches.find((m) => m?.id === LAYOUT_ROUTE_ID)?.loaderData as PublicLayoutData | undefined;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

type PageMetaInput = {
  title: string;
  description?: string;
  path: string;
  image?: string;
  type?: "website" | "article";
  jsonLd?: object[];
  /** Full title as given, without the site name after it. */
  fullTitle?: boolean;
  noindex?: boolean;
};

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD of a public page. */
export function pageMeta(
  layout: PublicLayoutData | undefined,
  page: PageMetaInput,
): MetaDescriptor[] {
  const siteName = layout?.siteName ?? "Keraton Kasepuhan Cirebon";
  const origin = layout?.origin ?? "";
  const title = page.fullTitle ? page.title : `${page.title} | ${siteName}`;
  const description = page.description || DEFAULT_DESCRIPTION;
  const url = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, page.image || DEFAULT_SHARE_IMAGE);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "id_ID" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ] as MetaDescriptor[];
}

/** schema.org description of the palace, with address and contact from the settings. */
export function palaceJsonLd(layout: PublicLayoutData) {
  const { siteName, origin, settings } = layout;
  return {
    "@context": "https://schema.org",
    "@type": ["LandmarksOrHistoricalBuildings", "TouristAttraction"],
    name: siteName,
    url: absoluteUrl(origin, "/"),
    image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE),
    description: settings.Deskripsi_Footer || DEFAULT_DESCRIPTION,
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
    touristType: "Wisata sejarah dan budaya",
    ...visitJsonLd(layout.kunjungan),
  };
}
