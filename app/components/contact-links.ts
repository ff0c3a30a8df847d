/** wa.me link of a number as typed (0812…, +62 812-…): digits only, a leading 0 becomes 62. */
export function whatsAppHref(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits.startsWith("0") ? `62${digits.slice(1)}` : digits}`;
}
