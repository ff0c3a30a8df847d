import { beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("staff accounts: own password, ended sessions, usernames", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  const login = (username: string, password: string) =>
    use().call("POST", "/api/login", { json: { username, password } });
  const change = (token: string, password_lama: string, password_baru: string) =>
    use().call("POST", "/api/akun/password", { token, json: { password_lama, password_baru } });
  const canCall = async (token: string) =>
    (await use().call("POST", "/api/akun/password", { token, json: {} })).status !== 401;

  it("an editor changes their own password: old tokens end, the answer's token works", async () => {
    const editor = await use().signIn("editor");
    const second = await body(await login(editor.username, editor.password));
    const res = await change(editor.token, editor.password, "sandi-baru-editor");
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(answer).toMatchObject({
      message: "Password berhasil diubah",
      role: "editor",
      username: editor.username,
    });
    for (const old of [editor.token, second.token]) {
      expect((await use().call("GET", "/api/dokumentasi", { token: old })).status).toBe(200);
      expect(await canCall(old)).toBe(false);
    }
    expect(await canCall(answer.token)).toBe(true);
    expect((await login(editor.username, editor.password)).status).toBe(401);
    expect((await login(editor.username, "sandi-baru-editor")).status).toBe(200);
  });

  it("a wrong old password is a 401 and changes nothing", async () => {
    const editor = await use().signIn("editor");
    const before = await use()
      .deps.db.selectFrom("users")
      .selectAll()
      .where("id", "=", editor.id)
      .executeTakeFirst();
    const res = await change(editor.token, "bukan-sandi-lama", "sandi-baru-editor");
    expect(res.status).toBe(401);
    expect((await body(res)).message).toBe("Password lama salah");
    const after = await use()
      .deps.db.selectFrom("users")
      .selectAll()
      .where("id", "=", editor.id)
      .executeTakeFirst();
    expect(after).toEqual(before);
    expect(await canCall(editor.token)).toBe(true);
  });

  it("guessing the old password is limited like a login: the 6th try in 15 minutes is a 429", async () => {
    const editor = await use().signIn("editor");
    const from = "198.51.100.17";
    const guess = (password_lama: string) =>
      use().call("POST", "/api/akun/password", {
        token: editor.token,
        json: { password_lama, password_baru: "sandi-baru-editor" },
        remoteAddress: from,
      });
    for (let i = 0; i < 5; i++) expect((await guess(`tebakan-${i}`)).status).toBe(401);
    const locked = await guess(editor.password);
    expect(locked.status).toBe(429);
    expect(await body(locked)).toEqual({
      message: "Terlalu banyak percobaan login. Coba lagi dalam 15 menit.",
    });
    // Nothing changed: the old password still signs in (from elsewhere; here it is locked too).
    const loginFrom = (address: string) =>
      use().call("POST", "/api/login", {
        json: { username: editor.username, password: editor.password },
        remoteAddress: address,
      });
    expect((await loginFrom(from)).status).toBe(429);
    expect((await loginFrom("198.51.100.18")).status).toBe(200);
  });

  it("a right old password clears the count, as a right login does", async () => {
    const editor = await use().signIn("editor");
    const from = "198.51.100.19";
    const call = (password_lama: string, password_baru: string, token = editor.token) =>
      use().call("POST", "/api/akun/password", {
        token,
        json: { password_lama, password_baru },
        remoteAddress: from,
      });
    for (let i = 0; i < 4; i++) await call(`tebakan-${i}`, "sandi-baru-editor");
    const changed = await call(editor.password, "sandi-baru-editor");
    expect(changed.status).toBe(200);
    const { token } = await body(changed);
    for (let i = 0; i < 4; i++) {
      expect((await call(`tebakan-lagi-${i}`, "sandi-lain-lagi", token)).status).toBe(401);
    }
  });

  it("an address that already made 100 failed logins cannot guess old passwords either", async () => {
    const editor = await use().signIn("editor");
    const from = "198.51.100.20";
    const now = new Date().toISOString();
    await use()
      .deps.db.insertInto("login_attempts")
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          username: `nama${i}`,
          ip: from,
          attempted_at: now,
        })),
      )
      .execute();
    const res = await use().call("POST", "/api/akun/password", {
      token: editor.token,
      json: { password_lama: editor.password, password_baru: "sandi-baru-editor" },
      remoteAddress: from,
    });
    expect(res.status).toBe(429);
    expect((await login(editor.username, editor.password)).status).toBe(200);
  });

  it("the new password follows the rules for users (400), and a visitor gets 401", async () => {
    const editor = await use().signIn("editor");
    const short = await change(editor.token, editor.password, "pendek");
    expect(short.status).toBe(400);
    expect((await body(short)).errors).toHaveProperty("password_baru");
    expect((await login(editor.username, editor.password)).status).toBe(200);
    const visitor = await use().call("POST", "/api/akun/password", {
      json: { password_lama: "a", password_baru: "sandi-baru-panjang" },
    });
    expect(visitor.status).toBe(401);
  });

  it("a token issued in the same second as the change still ends with it", async () => {
    const editor = await use().signIn("editor");
    const fresh = await body(await login(editor.username, editor.password));
    await use().call("PUT", `/api/users/${editor.id}`, {
      token: admin.token,
      json: { name: "Editor", role: "editor", password: "sandi-dari-admin" },
    });
    expect(await canCall(fresh.token)).toBe(false);
    const after = await body(await login(editor.username, "sandi-dari-admin"));
    expect(await canCall(after.token)).toBe(true);
  });

  it("an admin who sets a password ends the user's tokens; saving without one keeps them", async () => {
    const editor = await use().signIn("editor");
    await use().call("PUT", `/api/users/${editor.id}`, {
      token: admin.token,
      json: { name: "Nama Baru", role: "editor" },
    });
    expect(await canCall(editor.token)).toBe(true);
    await use().call("PUT", `/api/users/${editor.id}`, {
      token: admin.token,
      json: { name: "Nama Baru", role: "editor", password: "sandi-baru-dari-admin" },
    });
    expect(await canCall(editor.token)).toBe(false);
  });

  it("an admin who sets a password lifts the user's login lock", async () => {
    const editor = await use().signIn("editor");
    for (let i = 0; i < 5; i++) await login(editor.username, "tebakan-salah");
    expect((await login(editor.username, editor.password)).status).toBe(429);
    await use().call("PUT", `/api/users/${editor.id}`, {
      token: admin.token,
      json: { name: "Editor", role: "editor", password: "sandi-setelah-kunci" },
    });
    expect((await login(editor.username, "sandi-setelah-kunci")).status).toBe(200);
  });

  it("usernames are one account whatever their case: 409 on create, login in any case", async () => {
    const created = await use().call("POST", "/api/users", {
      token: admin.token,
      json: { name: "Abdi", username: "Abdi.Dalem", password: "sandi-abdi-dalem", role: "editor" },
    });
    expect(created.status).toBe(201);
    const twin = await use().call("POST", "/api/users", {
      token: admin.token,
      json: { name: "Kembar", username: "abdi.dalem", password: "sandi-kembar-x", role: "editor" },
    });
    expect(twin.status).toBe(409);
    for (const typed of ["abdi.dalem", "ABDI.DALEM", "Abdi.Dalem"]) {
      const res = await login(typed, "sandi-abdi-dalem");
      expect(res.status).toBe(200);
      expect((await body(res)).username).toBe("Abdi.Dalem");
    }
    const users = await use().deps.db.selectFrom("users").select("username").execute();
    expect(users.filter((u) => u.username.toLowerCase() === "abdi.dalem")).toHaveLength(1);
  });

  it("the database itself refuses a second account differing only in case", async () => {
    const now = new Date().toISOString();
    const row = {
      name: "x",
      password_hash: "x",
      role: "editor" as const,
      created_at: now,
      updated_at: now,
    };
    await use()
      .deps.db.insertInto("users")
      .values({ ...row, username: "kembar_db" })
      .execute();
    await expect(
      use()
        .deps.db.insertInto("users")
        .values({ ...row, username: "KEMBAR_DB" })
        .execute(),
    ).rejects.toThrow();
  });
});
