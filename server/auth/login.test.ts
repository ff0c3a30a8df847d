import { beforeAll, describe, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { tokenPayload } from "../../tests/support/tokens.ts";
import { createDatabase } from "../db/create-database.ts";
import { createUser } from "../users/users.service.ts";
import { LOGIN_WINDOW_MS, login } from "./auth.service.ts";

const WRONG = { message: "Username atau password salah" };

describeEachDialect("POST /api/login", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor", { name: "Ibu Editor" });
  });

  it("answers token, role and username, and nothing secret", async () => {
    const res = await use().call("POST", "/api/login", {
      json: { username: editor.username, password: editor.password },
    });
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(Object.keys(answer).sort()).toEqual(["role", "token", "username"]);
    expect(answer).toMatchObject({ role: "editor", username: editor.username });
    expect(JSON.stringify(answer)).not.toMatch(/argon2|password|hash/i);
  });

  it("signs a token with sub, role, username and an expiry 24 hours ahead", async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await use().call("POST", "/api/login", {
      json: { username: editor.username, password: editor.password },
    });
    const payload = tokenPayload((await body(res)).token);
    expect(payload).toMatchObject({ sub: editor.id, role: "editor", username: editor.username });
    const exp = payload.exp as number;
    expect(exp - before).toBeGreaterThanOrEqual(24 * 3600 - 5);
    expect(exp - before).toBeLessThanOrEqual(24 * 3600 + 5);
  });

  it("gives the same 401 for an unknown username and for a wrong password", async () => {
    const unknown = await use().call("POST", "/api/login", {
      json: { username: "tidak_ada_orangnya", password: editor.password },
    });
    const wrongPassword = await use().call("POST", "/api/login", {
      json: { username: editor.username, password: "salah-sekali" },
    });
    expect(unknown.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(await body(unknown)).toEqual(WRONG);
    expect(await body(wrongPassword)).toEqual(WRONG);
  });

  it("refuses a body without username or password, or not JSON, with 400", async () => {
    for (const json of [{}, { username: editor.username }, { password: "x" }, []]) {
      const res = await use().call("POST", "/api/login", { json });
      expect(res.status).toBe(400);
      expect(await body(res)).toMatchObject({ message: expect.any(String) });
    }
    const broken = await use().call("POST", "/api/login", {
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });

  it("after 5 failures answers 429 even to the right password; another username still works", async () => {
    const ctx = use();
    const victim = await ctx.signIn("editor");
    const other = await ctx.signIn("editor");
    for (let i = 0; i < 5; i++) {
      const res = await ctx.call("POST", "/api/login", {
        json: { username: victim.username, password: `salah-${i}` },
      });
      expect(res.status).toBe(401);
    }
    const locked = await ctx.call("POST", "/api/login", {
      json: { username: victim.username, password: victim.password },
    });
    expect(locked.status).toBe(429);
    expect(await body(locked)).toEqual({ message: expect.stringMatching(/\S/) });

    const unaffected = await ctx.call("POST", "/api/login", {
      json: { username: other.username, password: other.password },
    });
    expect(unaffected.status).toBe(200);
  });

  it("30 wrong passwords sent at once: at most 5 answered 401, the rest 429, then locked", async () => {
    const ctx = use();
    const victim = await ctx.signIn("editor");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.call("POST", "/api/login", {
          json: { username: victim.username, password: `salah-serentak-${i}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);

    const right = await ctx.call("POST", "/api/login", {
      json: { username: victim.username, password: victim.password },
    });
    expect(right.status).toBe(429);
  });
});

describeEachDialect("login rate limit across server processes", (use) => {
  it("two database handles (as two processes) trying at once let at most 5 through", async () => {
    const { deps } = use();
    const second = createDatabase(deps.config);
    try {
      await createUser(deps.db, {
        name: "Dua Proses",
        username: "dua.proses",
        password: "sandi-dua-proses",
        role: "editor",
      });
      const tries = Array.from({ length: 20 }, (_, i) =>
        login(i % 2 ? second.db : deps.db, {
          username: "dua.proses",
          password: `salah-${i}`,
          ip: "203.0.113.20",
          secret: deps.secret,
        }).catch((err: { refusal?: string }) => err.refusal),
      );
      const refusals = await Promise.all(tries);
      expect(refusals.filter((r) => r === "unauthenticated").length).toBeLessThanOrEqual(5);
      expect(refusals.filter((r) => r !== "unauthenticated" && r !== "too_many")).toEqual([]);
    } finally {
      await second.db.destroy();
    }
  });
});

describeEachDialect("login rate limit window (service clock)", (use) => {
  const password = "sandi-jendela-panjang";
  const t0 = Date.parse("2026-11-21T08:00:00Z");
  const attempt = (username: string, pass: string, now: number, ip = "203.0.113.7") =>
    login(use().deps.db, { username, password: pass, ip, secret: use().deps.secret, now });

  async function failFiveTimes(username: string) {
    for (let i = 0; i < 5; i++) {
      await expect(attempt(username, "salah", t0 + i * 1000)).rejects.toMatchObject({
        refusal: "unauthenticated",
      });
    }
  }

  it("stays locked inside 15 minutes and opens again once the window has passed", async () => {
    await createUser(use().deps.db, {
      name: "Jendela",
      username: "jendela",
      password,
      role: "editor",
    });
    await failFiveTimes("jendela");
    await expect(attempt("jendela", password, t0 + 5 * 60 * 1000)).rejects.toMatchObject({
      refusal: "too_many",
    });
    await expect(attempt("jendela", password, t0 + 14 * 60 * 1000)).rejects.toMatchObject({
      refusal: "too_many",
    });
    const later = t0 + 4000 + LOGIN_WINDOW_MS + 1000;
    await expect(attempt("jendela", password, later)).resolves.toMatchObject({ role: "editor" });
  });

  it("counts per address: the same username from another address is not locked", async () => {
    await createUser(use().deps.db, {
      name: "Alamat",
      username: "alamat",
      password,
      role: "editor",
    });
    await failFiveTimes("alamat");
    await expect(attempt("alamat", password, t0 + 6000)).rejects.toMatchObject({
      refusal: "too_many",
    });
    await expect(attempt("alamat", password, t0 + 6000, "198.51.100.9")).resolves.toMatchObject({
      username: "alamat",
    });
  });
});

describe("LOGIN_WINDOW_MS", () => {
  it("is 15 minutes", () => {
    expect(LOGIN_WINDOW_MS).toBe(15 * 60 * 1000);
  });
});
