import { describe, expect, it } from "vitest";
import { MAX_CACHED_ORIGINS, PageOrigins } from "./page-origins.ts";

const randomHost = (i: number) => `http://${Math.random().toString(36).slice(2)}-${i}.example`;

describe("PageOrigins", () => {
  it("with PUBLIC_URL: every Host gets the one cached page, its links naming PUBLIC_URL", () => {
    const origins = new PageOrigins("https://keraton.example");
    for (let i = 0; i < 1000; i++) {
      const url = new URL("/informasi", randomHost(i));
      expect(origins.cacheable(url)).toBe(true);
      expect(origins.linksFor(url)).toBe("https://keraton.example");
    }
  });

  it("without PUBLIC_URL: pages are cached for the first few hosts only, links following each Host", () => {
    const origins = new PageOrigins(undefined);
    const site = new URL("/informasi", "http://127.0.0.1:3000");
    expect(origins.cacheable(site)).toBe(true);
    const admitted = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const url = new URL("/informasi", randomHost(i));
      expect(origins.linksFor(url)).toBe(url.origin);
      if (origins.cacheable(url)) admitted.add(url.origin);
    }
    expect(admitted.size).toBe(MAX_CACHED_ORIGINS - 1);
    // The host seen first keeps its cached pages.
    expect(origins.cacheable(site)).toBe(true);
  });
});
