/** wa.me link of a number as typed (0812…, +62 812-…): digits only, a leading 0 becomes 62. */
export function whatsAppHref(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits.startsWith("0") ? `62${digits.slice(1)}` : digits}`;
}

/**
 * The palace's pin. Settings `Peta_Lintang`/`Peta_Bujur` (issue 7) will override it; until then
 * this is the one place it is written.
 */
export const PALACE_PIN = { lat: -6.7262, lng: 108.5705 };

/** Opens the phone's map app (or Google Maps in a browser) with directions to the pin. */
export function directionsHref(pin = PALACE_PIN): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${pin.lat}%2C${pin.lng}`;
}
