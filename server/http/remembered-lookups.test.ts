import { describe, expect, it } from "vitest";
import { ContentChanges } from "../content/content-changes.ts";
import type { RenderedPage } from "../pages/page-cache.ts";
import {
  contentEra,
  type Found,
  RememberedLookups,
  stillStands,
  writtenFor,
} from "./remembered-lookups.ts";

const found = (pathname: string): Found => ({
  kept: { status: 200, etag: `W/"${pathname}"` } as RenderedPage, // only passed along here
  api: false,
  pathname,
  written: new Map(),
});

describe("the fast path's remembered look-ups", () => {
  it("remembers an address within its era and forgets everything when the era moves on", () => {
    const lookups = new RememberedLookups();
    expect(lookups.get("1.5", "http://a/")).toBeUndefined();
    const home = found("/");
    lookups.remember("1.5", "http://a/", home);
    expect(lookups.get("1.5", "http://a/")).toBe(home);
    expect(lookups.get("2.5", "http://a/")).toBeUndefined();
    // A look-up made under the old era is not taken into the new one.
    lookups.remember("1.5", "http://a/", home);
    expect(lookups.get("2.5", "http://a/")).toBeUndefined();
  });

  it("holds at most as many addresses as it was given, starting over when full", () => {
    const lookups = new RememberedLookups(2);
    lookups.get("e", "x");
    lookups.remember("e", "/1", found("/1"));
    lookups.remember("e", "/2", found("/2"));
    lookups.remember("e", "/3", found("/3"));
    expect(lookups.get("e", "/1")).toBeUndefined();
    expect(lookups.get("e", "/3")?.pathname).toBe("/3");
  });

  it("makes an answer once per kind of request, and at most eight kinds", () => {
    const page = found("/");
    let made = 0;
    const write = () => ({ status: 200, headers: { n: String(++made) }, body: null });
    expect(writtenFor(page, "gzip", write).headers.n).toBe("1");
    expect(writtenFor(page, "gzip", write).headers.n).toBe("1");
    for (let i = 0; i < 10; i++) writtenFor(page, `kind ${i}`, write);
    expect(page.written.size).toBe(8);
    expect(writtenFor(page, "kind 9", write).headers.n).toBe(String(made));
  });

  it("starts a new era with each content change and each minute, and on every read while other copies cannot be heard", () => {
    const changes = new ContentChanges();
    const era = contentEra(changes);
    const first = era();
    expect(era()).toBe(first);
    changes.announce();
    expect(era()).not.toBe(first);
    changes.setStale(true);
    expect(era()).not.toBe(era());
  });

  it("keeps its era while views are counted: only a look-up made under older views is made again", () => {
    const changes = new ContentChanges();
    const era = contentEra(changes);
    const first = era();
    const viewsMark = (pathname: string) =>
      pathname === "/api/informasi/populer" ? changes.views : undefined;
    const list = found("/api/informasi");
    const popular = { ...found("/api/informasi/populer"), views: changes.views };
    changes.viewsCounted();
    changes.receive("tayangan");
    expect(era()).toBe(first);
    expect(stillStands(list, viewsMark)).toBe(true);
    expect(stillStands(popular, viewsMark)).toBe(false);
    expect(stillStands({ ...popular, views: changes.views }, viewsMark)).toBe(true);
  });
});
