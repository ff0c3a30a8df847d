import sanitizeHtml from "sanitize-html";

/**
 * A link may open a new tab only as `_blank` (in any spelling), and then never with a handle on this
 * page: rel becomes `noopener noreferrer`. Other targets are dropped; `opener` never survives.
 */
function safeLinkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target, rel, ...rest } = attribs;
  if (target?.trim().toLowerCase() === "_blank") {
    return { ...rest, target: "_blank", rel: "noopener noreferrer" };
  }
  const kept = (rel ?? "").split(/\s+/).filter((word) => word && word.toLowerCase() !== "opener");
  return kept.length ? { ...rest, rel: kept.join(" ") } : rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // An <h1> in stored text would give a page two h1s: it becomes an h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({ tagName, attribs: safeLinkAttributes(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !/^\/(?!\/)/.test(frame.attribs.src ?? ""),
  disallowedTagsMode: "discard",
};

/**
 * Sanitizes rich text with an allow-list: scripts, event handlers, javascript: URLs, iframes and
 * styles are dropped; images only from this site (root-relative paths).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
