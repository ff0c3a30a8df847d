import { expect, test } from "@playwright/test";
import { startServer } from "../support/server-process.ts";

test("an operator who opens the server to every interface without PUBLIC_URL is warned, naming it", async () => {
  const server = await startServer({ seed: "none", env: { HOST: "0.0.0.0", PUBLIC_URL: "" } });
  try {
    expect(server.output()).toMatch(/Peringatan: PUBLIC_URL belum diatur/);
    const res = await fetch(`${server.url}/${"/".repeat(5_000)}`);
    expect(res.status).toBe(414);
  } finally {
    await server.stop();
  }
});

test("an operator who keeps the server on this machine sees no such warning", async () => {
  const server = await startServer({ seed: "none" });
  try {
    expect(server.output()).not.toMatch(/PUBLIC_URL/);
  } finally {
    await server.stop();
  }
});

test("a stray POST to a page or a feed answers 405 with Allow, and leaves no stack in the log", async () => {
  const server = await startServer({ seed: "none", env: { LOG_REQUESTS: "1" } });
  try {
    for (const path of ["/", "/rss.xml", "/informasi", "/en", "/sitemap.xml"]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow"), path).toBe("GET, HEAD");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    // The log says what happened, one line each, and no stack.
    await expect.poll(() => server.output()).toMatch(/ POST \/rss\.xml 405 /);
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toMatch(/ErrorResponse|did not provide an `action`/);
  } finally {
    await server.stop();
  }
});

test("an over-long address answers 414 with the security headers, and is logged", async () => {
  const server = await startServer({ seed: "none", env: { LOG_REQUESTS: "1" } });
  try {
    const res = await fetch(`${server.url}/${"/".repeat(16_000)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("strict-transport-security")).toBe(
      "max-age=15552000; includeSubDomains",
    );
    await expect.poll(() => server.output()).toMatch(/ GET \/{200}… 414 /);
  } finally {
    await server.stop();
  }
});
