/**
 * False when a string holds U+0000. PostgreSQL text cannot store or even compare it (the query
 * fails), and no real input contains it, so such values are refused before they reach SQL.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000");
}

/** True when any string in a JSON-like value (keys included) cannot be stored. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => !isStorableText(k) || holdsUnstorableText(v));
  }
  return false;
}
