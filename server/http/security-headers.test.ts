import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { securityHeaders } from "./security-headers.ts";

function appEchoingNonce() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.get("/", (c) => c.text(c.get("secureHeadersNonce") ?? ""));
  return app;
}

describe("security headers", () => {
  it("gives every answer the headers that keep a page from being framed, sniffed or leaked", async () => {
    const res = await appEchoingNonce().request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps the rest of the set a browser is told: HTTPS only, no opener, no sensors, no old filters", async () => {
    const res = await appEchoingNonce().request("/");
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "strict-transport-security": "max-age=15552000; includeSubDomains",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
    expect(res.headers.get("content-security-policy")).toContain(
      "frame-src https://www.google.com https://maps.google.com https://www.openstreetmap.org",
    );
  });

  it("keeps the Referrer-Policy an answer chose itself (a preview page leaks no address)", async () => {
    const app = appEchoingNonce();
    app.get("/pratinjau", (c) => {
      c.header("Referrer-Policy", "no-referrer");
      return c.text("pratinjau");
    });
    const preview = await app.request("/pratinjau");
    expect(preview.headers.get("referrer-policy")).toBe("no-referrer");
    expect(preview.headers.get("x-frame-options")).toBe("DENY");
    expect((await app.request("/")).headers.get("referrer-policy")).toBe(
      "strict-origin-when-cross-origin",
    );
  });

  it("gives each answer its own unguessable nonce, the same in the header and for the page", async () => {
    const app = appEchoingNonce();
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const res = await app.request("/");
      const nonce = await res.text();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(600);
  });
});
