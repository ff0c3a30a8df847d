import { describe, expect, it } from "vitest";
import { cutPopularTitle, POPULAR_TITLE_MAX } from "./titles.ts";

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
