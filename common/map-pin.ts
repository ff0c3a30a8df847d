/** The palace's pin (decimal degrees) the product ships with, used while settings leave it empty. */
export const SHIPPED_PIN = { lintang: -6.7262, bujur: 108.5705 };

export type MapPin = { lintang: number; bujur: number };

/** The pin of the settings, or the shipped one when either number is missing or unreadable. */
export function mapPinOf(settings: { Peta_Lintang: string; Peta_Bujur: string }): MapPin {
  const lintang = Number(settings.Peta_Lintang);
  const bujur = Number(settings.Peta_Bujur);
  if (!settings.Peta_Lintang || !settings.Peta_Bujur || !Number.isFinite(lintang + bujur)) {
    return SHIPPED_PIN;
  }
  return { lintang, bujur };
}

/** OpenStreetMap's embed around the pin (no key, no tracking cookies). */
export function mapEmbedUrl({ lintang, bujur }: MapPin): string {
  const bbox = [bujur - 0.007, lintang - 0.005, bujur + 0.007, lintang + 0.005]
    .map((n) => n.toFixed(4))
    .join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${lintang},${bujur}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}

/** The larger map, centred on the pin. */
export function mapLinkUrl({ lintang, bujur }: MapPin): string {
  return `https://www.openstreetmap.org/?mlat=${lintang}&mlon=${bujur}#map=17/${lintang}/${bujur}`;
}

/**
 * Directions to the pin from wherever the visitor is: the Maps URL scheme a phone hands to its map
 * app (Google Maps or the system's), a web page elsewhere.
 */
export function directionsUrl({ lintang, bujur }: MapPin): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lintang},${bujur}`)}`;
}
