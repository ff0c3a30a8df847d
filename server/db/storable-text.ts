/**
 * False when a string holds U+0000. PostgreSQL text cannot store or even compare it (the query
 * fails), and no real input contains it, so such values are refused before they reach SQL.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000");
}

/**
 * True when any string in a JSON-like value (keys included) cannot be stored. Walks with its own
 * list instead of recursion, so no depth of nesting can overflow the stack.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!isStorableText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (!isStorableText(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
