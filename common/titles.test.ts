import { describe, expect, it } from "vitest";
import {
  cutPopularTitle,
  DOCUMENT_TITLE_MAX,
  fitDocumentTitle,
  POPULAR_TITLE_MAX,
} from "./titles.ts";

describe("cutPopularTitle", () => {
  it("cuts a title longer than 60 characters to 60 followed by '...'", () => {
    const title = "Upacara Panjang Jimat di Keraton Kasepuhan Cirebon Tahun Ini Sangat Meriah";
    const cut = cutPopularTitle(title);
    expect(cut).toBe(`${title.slice(0, 60)}...`);
    expect(cut).toHaveLength(63);
  });

  it("shows a title of at most 60 characters whole", () => {
    expect(POPULAR_TITLE_MAX).toBe(60);
    const sixty = "a".repeat(60);
    expect(cutPopularTitle(sixty)).toBe(sixty);
    expect(cutPopularTitle("Kirab Budaya")).toBe("Kirab Budaya");
    expect(cutPopularTitle(`${sixty}b`)).toBe(`${sixty}...`);
  });

  it("says 'Judul tidak tersedia' when the title is missing", () => {
    expect(cutPopularTitle(undefined)).toBe("Judul tidak tersedia");
    expect(cutPopularTitle(null)).toBe("Judul tidak tersedia");
    expect(cutPopularTitle("")).toBe("Judul tidak tersedia");
  });

  it("counts characters, so an emoji is never cut in half", () => {
    const title = `${"🙂".repeat(61)}`;
    const cut = cutPopularTitle(title);
    expect(Array.from(cut.replace(/\.\.\.$/, ""))).toHaveLength(60);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe("fitDocumentTitle", () => {
  const site = "Keraton Kasepuhan Cirebon";

  it("keeps 'Page | Site' when it fits in 70 characters", () => {
    expect(fitDocumentTitle("Kirab Budaya", site)).toBe("Kirab Budaya | Keraton Kasepuhan Cirebon");
  });

  it("drops the site name when the page's own title fits alone", () => {
    const title = "Upacara Panjang Jimat di Keraton Kasepuhan Tahun Ini Meriah"; // 59
    expect(fitDocumentTitle(title, site)).toBe(title);
  });

  it("cuts a longer title after its last whole word, within 70 characters", () => {
    const title =
      "Upacara Panjang Jimat di Keraton Kasepuhan Cirebon Tahun Ini Berlangsung Sangat Meriah dan Khidmat";
    const fitted = fitDocumentTitle(title, site);
    expect(Array.from(fitted).length).toBeLessThanOrEqual(DOCUMENT_TITLE_MAX);
    expect(fitted).toBe("Upacara Panjang Jimat di Keraton Kasepuhan Cirebon Tahun Ini…");
  });

  it("cuts a title of one long word mid-word rather than to nothing", () => {
    const fitted = fitDocumentTitle("a".repeat(200), site);
    expect(fitted).toBe(`${"a".repeat(69)}…`);
  });
});
