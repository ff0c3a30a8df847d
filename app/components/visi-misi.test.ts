import { describe, expect, it } from "vitest";
import { whatsAppHref } from "./contact-links.ts";
import { misiToHtml } from "./visi-misi.tsx";

describe("misiToHtml", () => {
  it("reads the mission as one object", () => {
    expect(misiToHtml({ type: "misi", content: "<p>Satu</p>" })).toBe("<p>Satu</p>");
  });

  it("reads the mission as a list of items, skipping empty ones", () => {
    expect(
      misiToHtml([{ content: "<p>Satu</p>" }, { content: "" }, { content: "<p>Dua</p>" }]),
    ).toBe("<p>Satu</p><p>Dua</p>");
  });

  it("answers an empty string for anything else, so the fallback shows", () => {
    expect(misiToHtml(null)).toBe("");
    expect(misiToHtml({})).toBe("");
    expect(misiToHtml("teks")).toBe("");
  });
});

describe("whatsAppHref", () => {
  it("turns a local number into an international wa.me link", () => {
    expect(whatsAppHref("0812-3456-7890")).toBe("https://wa.me/6281234567890");
    expect(whatsAppHref("+62 812 3456 7890")).toBe("https://wa.me/6281234567890");
  });
});
