import { describe, expect, it } from "vitest";
import { pagedArchive, withPage, wordPressArchive } from "./wordpress-archives.ts";

const none = new URLSearchParams();

describe("WordPress's own archive addresses", () => {
  it("lead feeds, searches, tags, authors and dates to the nearest page", () => {
    expect(wordPressArchive("/feed", none)).toBe("/rss.xml");
    expect(wordPressArchive("/feed/atom", none)).toBe("/rss.xml");
    expect(wordPressArchive("/comments/feed", none)).toBe("/rss.xml");
    expect(wordPressArchive("/", new URLSearchParams("feed=rss2"))).toBe("/rss.xml");
    expect(wordPressArchive("/", new URLSearchParams("s=kirab%20pusaka"))).toBe(
      "/cari?q=kirab%20pusaka",
    );
    expect(wordPressArchive("/", new URLSearchParams("s="))).toBe("/cari");
    expect(wordPressArchive("/tag/grebeg-syawal", none)).toBe("/cari?q=grebeg%20syawal");
    expect(wordPressArchive("/author/humas", none)).toBe("/informasi");
    expect(wordPressArchive("/2024", none)).toBe("/informasi");
    expect(wordPressArchive("/2024/05/17", none)).toBe("/informasi");
  });

  it("leave every other address alone", () => {
    expect(wordPressArchive("/2024/05/grebeg-syawal", none)).toBeUndefined();
    expect(wordPressArchive("/informasi", new URLSearchParams("s=x"))).toBeUndefined();
    expect(wordPressArchive("/feeder", none)).toBeUndefined();
  });

  it("read a paged archive as its list and page, and page a list here", () => {
    expect(pagedArchive("/category/berita/page/3")).toEqual({ list: "/category/berita", page: 3 });
    expect(pagedArchive("/page/2")).toEqual({ list: "/", page: 2 });
    expect(pagedArchive("/category/berita")).toBeUndefined();
    expect(withPage("/informasi", 3)).toBe("/informasi?halaman=3");
    expect(withPage("/informasi", 1)).toBe("/informasi");
  });
});
