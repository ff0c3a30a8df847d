/** Line breaks and other white-space controls: each run becomes one space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/**
 * The other C0 and C1 controls (Unicode's `Cc`: U+0000–001F, U+007F–009F), and the bidi controls
 * that reorder what follows them (LRM/RLM, LRE…RLO, LRI…PDI): never part of a name or a title,
 * only of tricks.
 */
const CONTROLS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The text as one line: breaks become spaces, control characters are dropped. */
export function toOneLine(text: string): string {
  return text.replace(BREAKS, " ").replace(CONTROLS, "");
}
