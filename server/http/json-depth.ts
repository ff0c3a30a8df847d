/** How deep a JSON body may nest objects and arrays (CONTRACT: deeper answers 400). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPENERS = new Set([91, 123]); // [ {
const CLOSERS = new Set([93, 125]); // ] }

/**
 * True when JSON text nests deeper than `max`. One pass over the characters with a counter, before
 * parsing: no recursion, so no input can exhaust the stack, and the cost is linear in the length.
 * Brackets inside strings do not count. Malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}
