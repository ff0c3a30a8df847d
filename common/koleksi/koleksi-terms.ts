// The museum collection's fixed vocabularies: its categories and the licences an object's pictures
// are published under (CONTRACT, "The museum collection"), with their names in both languages.

export const KATEGORI = {
  senjata: { id: "Senjata", en: "Weapons" },
  kereta: { id: "Kereta", en: "Carriages" },
  keramik: { id: "Keramik", en: "Ceramics" },
  naskah: { id: "Naskah", en: "Manuscripts" },
  busana: { id: "Busana", en: "Costume" },
  perabot: { id: "Perabot", en: "Furniture" },
  gamelan: { id: "Gamelan", en: "Gamelan" },
  lukisan: { id: "Lukisan", en: "Paintings" },
  lainnya: { id: "Lainnya", en: "Other" },
} as const;
export type Kategori = keyof typeof KATEGORI;

/** Each licence's name and its URI (the IIIF manifest's `rights`). */
export const LISENSI = {
  cc0: { nama: "CC0 1.0", uri: "http://creativecommons.org/publicdomain/zero/1.0/" },
  "cc-by": { nama: "CC BY 4.0", uri: "http://creativecommons.org/licenses/by/4.0/" },
  "cc-by-nc": { nama: "CC BY-NC 4.0", uri: "http://creativecommons.org/licenses/by-nc/4.0/" },
  "cc-by-nc-nd": {
    nama: "CC BY-NC-ND 4.0",
    uri: "http://creativecommons.org/licenses/by-nc-nd/4.0/",
  },
  inc: { nama: "In Copyright 1.0", uri: "http://rightsstatements.org/vocab/InC/1.0/" },
} as const;
export type Lisensi = keyof typeof LISENSI;

export const isKategori = (value: unknown): value is Kategori =>
  typeof value === "string" && Object.hasOwn(KATEGORI, value);
