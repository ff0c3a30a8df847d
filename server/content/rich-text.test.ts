import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText: what is removed", () => {
  it.each([
    ["a script element and its code", "<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    ["a script hidden in SVG", "<svg><script>alert(1)</script></svg><p>b</p>", "<p>b</p>"],
    [
      "onerror on an image",
      '<img src="/uploads/a.jpg" onerror="alert(1)">',
      '<img src="/uploads/a.jpg" />',
    ],
    ["onclick on a paragraph", '<p onclick="steal()">klik</p>', "<p>klik</p>"],
    [
      "onmouseover on a link",
      '<a href="https://x.id" onmouseover="x()">t</a>',
      '<a href="https://x.id">t</a>',
    ],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a JaVaScRiPt: link in mixed case", '<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    [
      "a javascript: link hidden by an entity tab",
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      "<a>x</a>",
    ],
    ["a data: link", '<a href="data:text/html,<script>x</script>">x</a>', "<a>x</a>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe><p>c</p>', "<p>c</p>"],
    ["an object and embed", '<object data="x.swf"></object><embed src="y">', ""],
    [
      "a style attribute",
      '<p style="background:url(https://evil.example/t.png)">s</p>',
      "<p>s</p>",
    ],
    ["a style element", "<style>body{background:url(//evil.example)}</style><p>d</p>", "<p>d</p>"],
    [
      "a form and its inputs",
      '<form action="/x"><input name="a"><button>Kirim</button></form>',
      "Kirim",
    ],
    ["an image from another site", '<img src="https://tracker.example/p.gif">', ""],
    ["a protocol-relative image", '<img src="//tracker.example/p.gif">', ""],
    ["a backslash image URL", '<img src="/\\tracker.example/p.gif">', ""],
    ["a data: image", '<img src="data:image/png;base64,iVBORw0KGgo=">', ""],
    [
      "an image srcset to elsewhere",
      '<img src="/uploads/a.jpg" srcset="https://x.example/a 2x">',
      '<img src="/uploads/a.jpg" />',
    ],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://x.example">', ""],
  ])("removes %s", (_label, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
});

describe("sanitizeRichText: what is kept", () => {
  it.each([
    ["headings", "<h2>Sejarah</h2><h3>Awal</h3>"],
    ["paragraphs with emphasis", "<p><strong>Kuat</strong> dan <em>miring</em></p>"],
    ["lists", "<ul><li>satu</li><li>dua</li></ul><ol><li>a</li></ol>"],
    ["an https link", '<a href="https://kasepuhan.example/sejarah">baca</a>'],
    ["a mailto link", '<a href="mailto:humas@kasepuhan.example">surel</a>'],
    ["a blockquote", "<blockquote><p>Kutipan leluhur</p></blockquote>"],
    [
      "a table",
      "<table><thead><tr><th>Tahun</th></tr></thead><tbody><tr><td>1529</td></tr></tbody></table>",
    ],
    ["an image from this site's uploads", '<img src="/uploads/0a1b.jpg" alt="Gerbang" />'],
  ])("keeps %s", (_label, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("turns h1 into h2, so a page keeps one h1", () => {
    expect(sanitizeRichText("<h1>Judul</h1>")).toBe("<h2>Judul</h2>");
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ["_BLANK", '<a href="https://x.example" target="_BLANK" rel="opener">x</a>'],
    ["_Blank with no rel", '<a href="https://x.example" target="_Blank">x</a>'],
    [
      "_blank with rel opener noreferrer",
      '<a href="https://x.example" target="_blank" rel="opener noreferrer">x</a>',
    ],
  ])("a link opening a new tab as %s gets rel=noopener noreferrer and no opener", (_, html) => {
    expect(sanitizeRichText(html)).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("never keeps rel=opener, and drops targets other than _blank", () => {
    expect(sanitizeRichText('<a href="https://x.example" rel="OPENER">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" rel="opener nofollow">x</a>')).toBe(
      '<a href="https://x.example" rel="nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="jendela">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it("keeps text of unknown tags and escapes stray angle brackets", () => {
    expect(sanitizeRichText("<marquee>teks</marquee> 1 < 2")).toBe("teks 1 &lt; 2");
  });

  it("trims surrounding whitespace and leaves plain text alone", () => {
    expect(sanitizeRichText("  Keraton Kasepuhan  ")).toBe("Keraton Kasepuhan");
    expect(sanitizeRichText("")).toBe("");
  });
});
