import { type MapPin, SHIPPED_PIN } from "@common/map-pin.ts";

/** A typed coordinate as the server takes it: trimmed, with a decimal comma read as a point. */
export function normalizeCoordinate(typed: string): string {
  return typed.trim().replace(",", ".");
}

const within = (text: string, limit: number) =>
  /^-?\d{1,3}(\.\d{1,10})?$/.test(text) && Math.abs(Number(text)) <= limit;

/**
 * What the map preview shows for the typed pin: the shipped pin when both are empty, the typed
 * pin when both are valid, nothing (null) while one is missing or out of range.
 */
export function previewPin(
  lintang: string,
  bujur: string,
): { pin: MapPin; shipped: boolean } | null {
  const lat = normalizeCoordinate(lintang);
  const lon = normalizeCoordinate(bujur);
  if (lat === "" && lon === "") return { pin: SHIPPED_PIN, shipped: true };
  if (!within(lat, 90) || !within(lon, 180)) return null;
  return { pin: { lintang: Number(lat), bujur: Number(lon) }, shipped: false };
}

/** Only one of the two filled: the site would fall back to the shipped pin, which is not meant. */
export function halfPinError(lintang: string, bujur: string): string | undefined {
  const lat = normalizeCoordinate(lintang);
  const lon = normalizeCoordinate(bujur);
  if ((lat === "") === (lon === "")) return undefined;
  return "Isi lintang dan bujur sekaligus, atau kosongkan keduanya untuk memakai titik bawaan";
}
