import { describe, expect, it } from "vitest";
import {
  CACHEABLE_PATH,
  COUNTED_PAGE_PATH,
  cachedQuery,
  canonicalPublicPath,
} from "./public-paths.ts";

describe("public page addresses", () => {
  it("caches the public pages and feeds, not the back office or login", () => {
    for (const path of ["/", "/informasi", "/informasi/jam-kunjungan", "/kegiatan/panjang-jimat"]) {
      expect(CACHEABLE_PATH.test(path)).toBe(true);
    }
    for (const path of ["/login", "/admin/dashboard", "/informasi/a/b", "/tidak-ada"]) {
      expect(CACHEABLE_PATH.test(path)).toBe(false);
    }
  });

  it("counts every kind's pages from its declaration, not the feeds or calendar files", () => {
    for (const path of ["/", "/en", "/agenda", "/en/agenda/panjang-jimat", "/kegiatan", "/cari"]) {
      expect(COUNTED_PAGE_PATH.test(path), path).toBe(true);
      expect(CACHEABLE_PATH.test(path), path).toBe(path !== "/cari");
    }
    for (const path of ["/agenda.ics", "/agenda/panjang-jimat.ics", "/rss.xml", "/sitemap.xml"]) {
      expect(COUNTED_PAGE_PATH.test(path), path).toBe(false);
    }
    expect(cachedQuery(new URL("http://x/kegiatan?halaman=2"))).toBe("?halaman=2");
    expect(cachedQuery(new URL("http://x/agenda?halaman=2"))).toBe("");
  });

  it("sends another spelling of a public page to its one address", () => {
    expect(canonicalPublicPath("/Informasi")).toBe("/informasi");
    expect(canonicalPublicPath("/informasi/")).toBe("/informasi");
    expect(canonicalPublicPath("/Struktur-Kesultanan//")).toBe("/struktur-kesultanan");
    expect(canonicalPublicPath("/informasi/Jam-Kunjungan/")).toBe("/informasi/jam-kunjungan");
  });

  it("leaves canonical paths, the back office and data requests alone", () => {
    for (const path of ["/", "/informasi", "/admin/Visi-Misi", "/Login", "/informasi.data"]) {
      expect(canonicalPublicPath(path)).toBeUndefined();
    }
    expect(canonicalPublicPath("/informasi/caf%C3%A9")).toBeUndefined();
  });

  it("reads a path made of a very long run of slashes in linear time", () => {
    // The old trailing-slash regex took seconds here (quadratic); a linear scan takes a millisecond.
    const slashes = "/".repeat(100_000);
    const started = performance.now();
    expect(canonicalPublicPath(`${slashes}x`)).toBeUndefined();
    expect(canonicalPublicPath(`/informasi${slashes}`)).toBe("/informasi");
    expect(performance.now() - started).toBeLessThan(250);
  });

  it("keeps the visit page's confirmation (?terkirim) as one cached page of its own", () => {
    const at = (path: string) => new URL(path, "http://keraton.test");
    expect(cachedQuery(at("/kunjungan?terkirim=1"))).toBe("?terkirim=1");
    expect(cachedQuery(at("/en/kunjungan?terkirim=42&utm_source=x"))).toBe("?terkirim=1");
    expect(cachedQuery(at("/kunjungan?utm_source=x"))).toBe("");
    expect(cachedQuery(at("/informasi?terkirim=1"))).toBe("");
  });

  it("keeps one cached page per page of a list, and never caches search results", () => {
    const at = (path: string) => new URL(path, "http://keraton.test");
    expect(CACHEABLE_PATH.test("/kegiatan")).toBe(true);
    expect(CACHEABLE_PATH.test("/kunjungan")).toBe(true);
    expect(CACHEABLE_PATH.test("/cari")).toBe(false);
    expect(cachedQuery(at("/kegiatan?halaman=2&utm_source=wa"))).toBe("?halaman=2");
    expect(cachedQuery(at("/informasi?halaman=3"))).toBe("?halaman=3");
    expect(cachedQuery(at("/informasi?utm_source=wa"))).toBe("");
    expect(cachedQuery(at("/contact?halaman=2"))).toBe("");
    expect(cachedQuery(at("/kegiatan?halaman=%3Cx%3E"))).toBe("?halaman=%3Cx%3E");
  });

  it("caches the English twins under /en as pages of their own", () => {
    const at = (path: string) => new URL(path, "http://keraton.test");
    for (const path of [
      "/en",
      "/en/struktur-kesultanan",
      "/en/informasi",
      "/en/informasi/jam-kunjungan",
      "/en/kegiatan/panjang-jimat",
      "/en/kunjungan",
      "/en/contact",
      "/en/rss.xml",
    ]) {
      expect(CACHEABLE_PATH.test(path), path).toBe(true);
    }
    for (const path of ["/en/cari", "/en/login", "/enkunjungan", "/en/sitemap.xml", "/en/x/y/z"]) {
      expect(CACHEABLE_PATH.test(path), path).toBe(false);
    }
    expect(cachedQuery(at("/en/informasi?halaman=2&utm_source=x"))).toBe("?halaman=2");
    expect(cachedQuery(at("/en/kegiatan?halaman=3"))).toBe("?halaman=3");
    expect(cachedQuery(at("/en/contact?halaman=2"))).toBe("");
    expect(canonicalPublicPath("/EN/Informasi/")).toBe("/en/informasi");
    expect(canonicalPublicPath("/en/")).toBe("/en");
    expect(canonicalPublicPath("/en")).toBeUndefined();
  });
});
