import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import {
  tokenPayload,
  unsignedToken,
  withChangedPayload,
  withChangedSignature,
} from "../../tests/support/tokens.ts";
import { signToken } from "./tokens.ts";

/** The server reads the user again on every call: what a token says is not enough. */
describeEachDialect("bearer tokens", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });

  const usersWith = (token: string) => use().call("GET", "/api/users", { token });

  it("refuses forged, altered, unsigned and malformed tokens with 401 JSON", async () => {
    const payload = tokenPayload(admin.token);
    const otherSecret = randomBytes(32).toString("hex");
    const forged = [
      withChangedSignature(admin.token),
      withChangedPayload(admin.token, { exp: (payload.exp as number) + 3600 }),
      unsignedToken(payload),
      await signToken(
        { sub: admin.id, role: "admin", username: admin.username, sid: payload.sid as string },
        otherSecret,
      ),
      "bukan.sebuah.token",
      "",
    ];
    for (const token of forged) {
      const res = await use().call("GET", "/api/users", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(await body(res)).toEqual({ message: expect.any(String) });
    }
    const noScheme = await use().call("GET", "/api/users", {
      headers: { authorization: admin.token },
    });
    expect(noScheme.status).toBe(401);
  });

  it("refuses the token of a deleted user at once", async () => {
    const ctx = use();
    const doomed = await ctx.signIn("editor");
    const before = await ctx.call("POST", "/api/informasi", {
      token: doomed.token,
      form: form({ judul: "Sebelum dihapus" }),
    });
    expect(before.status).toBe(201);

    const removed = await ctx.call("DELETE", `/api/users/${doomed.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    const after = await ctx.call("POST", "/api/informasi", {
      token: doomed.token,
      form: form({ judul: "Sesudah dihapus" }),
    });
    expect(after.status).toBe(401);
    const list = await body(await ctx.call("GET", "/api/informasi"));
    expect(list.map((i: { judul: string }) => i.judul)).not.toContain("Sesudah dihapus");
  });

  it("takes a demotion into account at once: the old admin token gets 403 on admin calls", async () => {
    const ctx = use();
    const second = await ctx.signIn("admin");
    expect((await usersWith(second.token)).status).toBe(200);

    const demote = await ctx.call("PUT", `/api/users/${second.id}`, {
      token: admin.token,
      json: { name: second.name, role: "editor" },
    });
    expect(demote.status).toBe(200);
    expect((await usersWith(second.token)).status).toBe(403);
    // Still an editor: staff calls keep working with the same token.
    const staffCall = await ctx.call("POST", "/api/informasi", {
      token: second.token,
      form: form({ judul: "Tetap boleh menulis" }),
    });
    expect(staffCall.status).toBe(201);
  });

  it("takes a promotion into account at once as well", async () => {
    const ctx = use();
    const promoted = await ctx.signIn("editor");
    expect((await usersWith(promoted.token)).status).toBe(403);
    await ctx.call("PUT", `/api/users/${promoted.id}`, {
      token: admin.token,
      json: { name: promoted.name, role: "admin" },
    });
    expect((await usersWith(promoted.token)).status).toBe(200);
  });
});

/** A token stands only while its session is live AND it was issued when the user's tokens stood. */
describeEachDialect("a live session's token issued too early", (use) => {
  it("is refused when issued before the user's tokens became valid, though its session is live", async () => {
    const editor = await use().signIn("editor");
    const sid = tokenPayload(editor.token).sid as string;
    const claims = { sub: editor.id, role: "editor" as const, username: editor.username, sid };
    const sign = (now: number) => signToken(claims, use().deps.secret, now);
    const akun = (token: string) => use().call("GET", "/api/akun", { token });
    // The same session, signed now: it stands.
    expect((await akun(await sign(Date.now()))).status).toBe(200);
    // The same session, signed before the account was made (as before a restore): refused.
    expect((await akun(await sign(Date.now() - 10 * 60 * 1000))).status).toBe(401);
    expect((await akun(editor.token)).status).toBe(200);
  });
});
