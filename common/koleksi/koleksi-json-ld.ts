// schema.org for one object of the collection: a museum object (a `CreativeWork` with its
// `material`, `temporalCoverage`, `identifier` and `license`) held by the palace museum.
import { LISENSI, type Lisensi } from "./koleksi-terms.ts";

export type KoleksiJsonLdInput = {
  name: string;
  description: string;
  url: string;
  images: string[];
  nomorInventaris: string;
  material: string;
  periode: string;
  asal: string;
  ukuran: string;
  lisensi: Lisensi;
  museum: { name: string; url: string; address?: string };
  lang: "id" | "en";
};

export function koleksiJsonLd(input: KoleksiJsonLdInput) {
  const optional = (key: string, value: string) => (value ? { [key]: value } : {});
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    additionalType: "https://schema.org/ArchiveComponent",
    name: input.name,
    ...optional("description", input.description),
    url: input.url,
    ...(input.images.length ? { image: input.images } : {}),
    identifier: input.nomorInventaris,
    ...optional("material", input.material),
    ...optional("temporalCoverage", input.periode),
    ...optional("locationCreated", input.asal),
    ...optional("size", input.ukuran),
    license: LISENSI[input.lisensi].uri,
    inLanguage: input.lang,
    holdingArchive: {
      "@type": "Museum",
      name: input.museum.name,
      url: input.museum.url,
      address: {
        "@type": "PostalAddress",
        ...optional("streetAddress", input.museum.address ?? ""),
        addressLocality: "Cirebon",
        addressRegion: "Jawa Barat",
        addressCountry: "ID",
      },
    },
  };
}
