// Words of a search, folded the way both databases fold what they index (lower case, no accents),
// and the places they occur in a text, for excerpts and highlighting.

/** Words that stored rich text holds as markup (SQLite indexes the HTML as it is). */
const MARKUP_WORDS = new Set(
  "p a b i u s br hr li ul ol em strong h1 h2 h3 h4 h5 h6 href http https www amp nbsp quot blockquote table tr td th img src".split(
    " ",
  ),
);
const MAX_TERMS = 8;

/** One character folded: `É` → `e`; characters that fold into several stay as they are. */
function foldChar(ch: string): string {
  const folded = ch.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return folded.length === ch.length ? folded : ch.toLowerCase();
}

/** The text folded character by character: same length, so positions carry over. */
export function foldText(text: string): string {
  let out = "";
  for (const ch of text) out += foldChar(ch);
  return out;
}

/** The distinct words of a query, folded; markup words and punctuation dropped. */
export function searchTerms(query: string): string[] {
  const words = foldText(query.normalize("NFC")).match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.filter((w) => !MARKUP_WORDS.has(w));
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

export type TextPart = { text: string; match: boolean };

/** The text cut into parts, matched words (and what follows them in the word) marked. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (!terms.length || !text) return [{ text, match: false }];
  const folded = foldText(text);
  const parts: TextPart[] = [];
  const wordStart = /[\p{L}\p{N}]+/gu;
  let last = 0;
  for (const word of folded.matchAll(wordStart)) {
    const start = word.index ?? 0;
    if (!terms.some((t) => word[0].startsWith(t))) continue;
    const end = start + word[0].length;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** About `max` characters of the text around the first matched word. */
export function excerptAround(text: string, terms: readonly string[], max = 180): string {
  if (text.length <= max) return text;
  const folded = foldText(text);
  const found = terms.map((t) => folded.search(new RegExp(`(?<![\\p{L}\\p{N}])${t}`, "u")));
  const first = Math.min(...found.filter((i) => i >= 0), Number.POSITIVE_INFINITY);
  const start = Number.isFinite(first) ? Math.max(0, first - Math.floor(max / 3)) : 0;
  const from = start === 0 ? 0 : text.indexOf(" ", start) + 1 || start;
  const cut = text.slice(from, from + max);
  const end = cut.length < text.length - from ? cut.lastIndexOf(" ") : cut.length;
  return `${from > 0 ? "…" : ""}${cut.slice(0, end > max * 0.6 ? end : cut.length).trim()}${from + max < text.length ? "…" : ""}`;
}
