import { describe, expect, it } from "vitest";
import { cleanPastedHtml, normaliseLinkAddress } from "./paste-cleaning.ts";

describe("cleanPastedHtml", () => {
  it("drops Office comments, style blocks and o:p tags", () => {
    const word =
      '<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--><style>p.MsoNormal{color:red}</style><p class="MsoNormal">Keraton<o:p></o:p></p>';
    expect(cleanPastedHtml(word)).toBe('<p class="MsoNormal">Keraton</p>');
  });

  it("keeps only the address of a link", () => {
    const html =
      '<a class="MsoHyperlink" style="color:blue" target="_blank" href="https://kasepuhan.id/a?b=1&amp;c=2">situs</a>';
    expect(cleanPastedHtml(html)).toBe('<a href="https://kasepuhan.id/a?b=1&amp;c=2">situs</a>');
  });

  it("leaves <abbr> and other tags starting with a alone", () => {
    expect(cleanPastedHtml('<abbr title="x">KK</abbr>')).toBe('<abbr title="x">KK</abbr>');
  });
});

describe("normaliseLinkAddress", () => {
  it("accepts http, https and mailto, and adds https:// to a bare host", () => {
    expect(normaliseLinkAddress(" https://kasepuhan.id ")).toBe("https://kasepuhan.id");
    expect(normaliseLinkAddress("mailto:info@kasepuhan.id")).toBe("mailto:info@kasepuhan.id");
    expect(normaliseLinkAddress("kasepuhan.id/sejarah")).toBe("https://kasepuhan.id/sejarah");
  });

  it("refuses scripts, data URLs and words that are not addresses", () => {
    expect(normaliseLinkAddress("javascript:alert(1)")).toBeUndefined();
    expect(normaliseLinkAddress("data:text/html,hi")).toBeUndefined();
    expect(normaliseLinkAddress("keraton")).toBeUndefined();
    expect(normaliseLinkAddress("")).toBeUndefined();
  });
});
