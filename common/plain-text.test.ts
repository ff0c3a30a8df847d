import { describe, expect, it } from "vitest";
import { excerpt, htmlToPlainText } from "./plain-text.ts";

describe("htmlToPlainText", () => {
  it("drops tags and keeps words of separate blocks apart", () => {
    expect(htmlToPlainText("<p>Keraton <strong>Kasepuhan</strong></p><p>Cirebon</p>")).toBe(
      "Keraton Kasepuhan Cirebon",
    );
  });

  it("decodes named and numeric entities", () => {
    expect(htmlToPlainText("Tari &amp; Gamelan &#8211; &#x41;&quot;")).toBe('Tari & Gamelan – A"');
  });

  it("answers an empty string for missing text", () => {
    expect(htmlToPlainText(undefined)).toBe("");
    expect(htmlToPlainText("")).toBe("");
  });
});

describe("excerpt", () => {
  it("keeps short text whole", () => {
    expect(excerpt("Sejarah singkat", 160)).toBe("Sejarah singkat");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const text = "Keraton Kasepuhan adalah keraton tertua di Cirebon yang masih berdiri";
    const cut = excerpt(text, 30);
    expect(cut.endsWith("…")).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(31);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
