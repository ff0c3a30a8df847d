import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  DIALECTS,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import { ConfigError, loadConfig } from "../config.ts";

const NGINX = "127.0.0.1";

/** Five wrong guesses by one visitor behind the proxy, then whoever asks next. */
async function fiveWrongGuessesThenAsk(
  ctx: TestContext,
  user: SignedIn,
  next: { forwardedFor: string; remoteAddress?: string },
) {
  for (let i = 0; i < 5; i++) {
    const res = await ctx.call("POST", "/api/login", {
      json: { username: user.username, password: "tebakan-salah" },
      headers: { "x-forwarded-for": "203.0.113.7" },
      remoteAddress: NGINX,
    });
    expect(res.status).toBe(401);
  }
  return ctx.call("POST", "/api/login", {
    json: { username: user.username, password: user.password },
    headers: { "x-forwarded-for": next.forwardedFor },
    remoteAddress: next.remoteAddress ?? NGINX,
  });
}

for (const dialect of DIALECTS) {
  describe(`TRUST_PROXY=loopback: the login limit counts the visitor behind nginx [${dialect}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { TRUST_PROXY: "loopback" });
    });
    afterAll(() => ctx.close());

    it("locks out the guesser but still lets the admin at another address sign in", async () => {
      const admin = await ctx.signIn("admin");
      const other = await fiveWrongGuessesThenAsk(ctx, admin, { forwardedFor: "198.51.100.20" });
      expect(other.status).toBe(200);
      const guesser = await ctx.call("POST", "/api/login", {
        json: { username: admin.username, password: admin.password },
        headers: { "x-forwarded-for": "203.0.113.7" },
        remoteAddress: NGINX,
      });
      expect(guesser.status).toBe(429);
    });

    it("does not believe X-Forwarded-For from a machine that is not a trusted proxy", async () => {
      const editor = await ctx.signIn("editor");
      // The guesser connects directly from 192.0.2.9 and claims a new address on every try.
      for (let i = 0; i < 5; i++) {
        const res = await ctx.call("POST", "/api/login", {
          json: { username: editor.username, password: "tebakan-salah" },
          headers: { "x-forwarded-for": `10.9.9.${i}` },
          remoteAddress: "192.0.2.9",
        });
        expect(res.status).toBe(401);
      }
      const again = await ctx.call("POST", "/api/login", {
        json: { username: editor.username, password: editor.password },
        headers: { "x-forwarded-for": "10.9.9.99" },
        remoteAddress: "192.0.2.9",
      });
      expect(again.status).toBe(429);
    });
  });

  describe(`TRUST_PROXY unset: the socket's address counts [${dialect}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      ctx = await createTestContext(dialect);
    });
    afterAll(() => ctx.close());

    it("treats everyone coming through the proxy as one address", async () => {
      const admin = await ctx.signIn("admin");
      const other = await fiveWrongGuessesThenAsk(ctx, admin, { forwardedFor: "198.51.100.20" });
      expect(other.status).toBe(429);
    });
  });
}

describe("TRUST_PROXY in the configuration", () => {
  it("takes loopback, addresses and CIDR ranges, comma-separated", () => {
    const config = loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,192.168.1.7" });
    expect(config.TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "192.168.1.7"]);
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
  });

  it("refuses what is not an address, naming the variable", () => {
    expect(() => loadConfig({ TRUST_PROXY: "nginx.local" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "nginx.local" })).toThrow(/TRUST_PROXY/);
  });
});
