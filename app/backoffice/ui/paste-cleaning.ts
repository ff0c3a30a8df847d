/**
 * Pre-cleans HTML pasted from Word or Google Docs before the editor's schema reads it: Office
 * comments, <style>/<meta>/<xml> blocks and `o:`/`w:` tags are dropped, links keep only their
 * address. The editor's schema then keeps only the structure it knows (headings, emphasis, lists,
 * links, quotes): no classes, styles or fonts reach the saved HTML.
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(style|xml|script|title)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<(meta|link)\b[^>]*>/gi, "")
    .replace(/<\/?o:[^>]*>/gi, "")
    .replace(/<\/?w:[^>]*>/gi, "")
    .replace(/<a\b([^>]*)>/gi, (_tag, attributes: string) => {
      // Links keep their address only: no class, style, id or target from the source document.
      const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
      const value = href ? (href[1] ?? href[2] ?? href[3] ?? "") : "";
      return value ? `<a href="${value.replace(/"/g, "&quot;")}">` : "<a>";
    });
}

/** An address a link may point to: http(s) or mailto; a bare host gets https://. */
export function normaliseLinkAddress(input: string): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined; // javascript:, data:, …
  if (/^[^\s/]+\.[^\s]+$/.test(value)) return `https://${value}`;
  return undefined;
}
