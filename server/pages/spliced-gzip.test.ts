import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SplicedGzip } from "./spliced-gzip.ts";

describe("SplicedGzip", () => {
  it("gives a valid gzip of the page with the value in every placeholder", () => {
    const html = `<html><head><link nonce="@@N@@"></head><body>${"Keraton ".repeat(500)}<script nonce="@@N@@"></script></body></html>`;
    const spliced = new SplicedGzip(html, "@@N@@");
    for (const nonce of ["abc123", "Zm9vYmFyYmF6cXV4", ""]) {
      const text = gunzipSync(spliced.render(nonce)).toString("utf8");
      expect(text).toBe(html.replaceAll("@@N@@", nonce));
    }
  });

  it("works for a page without any placeholder", () => {
    const spliced = new SplicedGzip("<p>Sejarah</p>", "@@N@@");
    expect(gunzipSync(spliced.render("x")).toString()).toBe("<p>Sejarah</p>");
  });

  it("keeps multi-byte characters intact", () => {
    const html = "Sugeng — “rawuh” ✓ @@N@@ ꦏꦫꦠꦺꦴꦤ꧀";
    const out = gunzipSync(new SplicedGzip(html, "@@N@@").render("n0nce")).toString("utf8");
    expect(out).toBe("Sugeng — “rawuh” ✓ n0nce ꦏꦫꦠꦺꦴꦤ꧀");
  });
});
