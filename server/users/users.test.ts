import { beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

const valid = {
  name: "Raden Ayu",
  username: "raden.ayu",
  password: "sandi-panjang",
  role: "editor",
};

describeEachDialect("users API: create, list, update", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  const create = (json: unknown) => use().call("POST", "/api/users", { token: admin.token, json });
  const update = (id: number, json: unknown) =>
    use().call("PUT", `/api/users/${id}`, { token: admin.token, json });
  const loginStatus = async (username: string, password: string) =>
    (await use().call("POST", "/api/login", { json: { username, password } })).status;
  const usernames = async () =>
    (await body(await use().call("GET", "/api/users", { token: admin.token }))).map(
      (u: { username: string }) => u.username,
    );

  it("creates a user (201) and answers it without any password or hash", async () => {
    const res = await create(valid);
    expect(res.status).toBe(201);
    const user = await body(res);
    expect(user).toMatchObject({ id: expect.any(Number), name: "Raden Ayu", role: "editor" });
    expect(user.username).toBe("raden.ayu");
    expect(JSON.stringify(user)).not.toMatch(/password|hash|argon2/i);
    expect(await loginStatus("raden.ayu", "sandi-panjang")).toBe(200);
  });

  it("lists id, name, username, role, email and mail choice of every user, never a hash", async () => {
    const res = await use().call("GET", "/api/users", { token: admin.token });
    const users = await body(res);
    expect(users.length).toBeGreaterThanOrEqual(2);
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual([
        "email",
        "id",
        "name",
        "notifikasi",
        "role",
        "username",
        "versi",
      ]);
    expect(JSON.stringify(users)).not.toMatch(/argon2|password/i);
  });

  it.each([
    ["name", { ...valid, name: undefined }],
    ["name", { ...valid, name: "   " }],
    ["username", { ...valid, username: undefined }],
    ["password", { ...valid, password: undefined }],
    ["role", { ...valid, role: undefined }],
    ["role", { ...valid, role: "superadmin" }],
  ])("refuses a user without a valid %s (400, field named)", async (field, json) => {
    const res = await create({ ...json, username: json.username && `${json.username}_${field}` });
    expect(res.status).toBe(400);
    const answer = await body(res);
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.errors)).toContain(field);
  });

  it.each([
    ["2 characters", "ab"],
    ["51 characters", "a".repeat(51)],
    ["a space", "raden ayu"],
    ["a slash", "raden/ayu"],
    ["an @", "raden@ayu"],
    ["a non-ASCII letter", "radén"],
  ])("refuses a username with %s (400)", async (_label, username) => {
    const res = await create({ ...valid, username });
    expect(res.status).toBe(400);
    expect((await body(res)).errors).toHaveProperty("username");
    expect(await usernames()).not.toContain(username);
  });

  it.each([
    ["3 characters", "abc"],
    ["50 characters", "b".repeat(50)],
    ["dots, underscores, hyphens and digits", "A.b_c-9"],
  ])("accepts a username of %s", async (_label, username) => {
    const res = await create({ ...valid, username });
    expect(res.status).toBe(201);
    expect(await usernames()).toContain(username);
  });

  it("refuses a password under 8 characters (400) and accepts exactly 8", async () => {
    const short = await create({ ...valid, username: "pendek", password: "1234567" });
    expect(short.status).toBe(400);
    expect((await body(short)).errors).toHaveProperty("password");
    const eight = await create({ ...valid, username: "delapan", password: "12345678" });
    expect(eight.status).toBe(201);
  });

  it("refuses a duplicate username with 409 and keeps the first user", async () => {
    await create({ ...valid, username: "kembar", name: "Pertama" });
    const again = await create({ ...valid, username: "kembar", name: "Kedua" });
    expect(again.status).toBe(409);
    expect(await body(again)).toEqual({ message: "Username sudah digunakan" });
    const list = await body(await use().call("GET", "/api/users", { token: admin.token }));
    const twins = list.filter((u: { username: string }) => u.username === "kembar");
    expect(twins).toHaveLength(1);
    expect(twins[0].name).toBe("Pertama");
  });

  it("updates name and role; an empty password keeps the old one", async () => {
    const { id } = await body(await create({ ...valid, username: "ubah.nama" }));
    const res = await update(id, { name: "Nama Baru", role: "admin", password: "" });
    expect(res.status).toBe(200);
    const user = await body(res);
    expect(user).toMatchObject({ id, name: "Nama Baru", username: "ubah.nama", role: "admin" });
    expect(JSON.stringify(user)).not.toMatch(/argon2|hash/i);
    expect(await loginStatus("ubah.nama", valid.password)).toBe(200);
    const noPasswordField = await update(id, { name: "Nama Lagi", role: "admin" });
    expect(noPasswordField.status).toBe(200);
    expect(await loginStatus("ubah.nama", valid.password)).toBe(200);
  });

  it("changes the password when a new one is given: the new works, the old does not", async () => {
    const { id } = await body(await create({ ...valid, username: "ganti.sandi" }));
    expect(
      (await update(id, { name: "X", role: "editor", password: "sandi-baru-99" })).status,
    ).toBe(200);
    expect(await loginStatus("ganti.sandi", "sandi-baru-99")).toBe(200);
    expect(await loginStatus("ganti.sandi", valid.password)).toBe(401);
  });

  it("refuses a short new password on update (400) and keeps the old one", async () => {
    const { id } = await body(await create({ ...valid, username: "sandi.tetap" }));
    const res = await update(id, { name: "X", role: "editor", password: "pendek" });
    expect(res.status).toBe(400);
    expect(await loginStatus("sandi.tetap", valid.password)).toBe(200);
  });

  it("never changes the username on update", async () => {
    const { id } = await body(await create({ ...valid, username: "nama.tetap" }));
    const res = await update(id, { name: "X", role: "editor", username: "nama.lain" });
    expect(res.status).toBe(200);
    expect((await body(res)).username).toBe("nama.tetap");
    expect(await usernames()).toContain("nama.tetap");
    expect(await usernames()).not.toContain("nama.lain");
  });

  it("refuses an update without name or with an unknown role (400)", async () => {
    const { id } = await body(await create({ ...valid, username: "wajib.isi" }));
    expect((await update(id, { role: "editor" })).status).toBe(400);
    expect((await update(id, { name: "X", role: "raja" })).status).toBe(400);
  });

  it.each(["999999", "2147483648", "99999999999999999999", "abc", "0", "-1"])(
    "answers 404 JSON for user id %s on PUT and DELETE",
    async (id) => {
      const put = await use().call("PUT", `/api/users/${id}`, {
        token: admin.token,
        json: { name: "X", role: "editor" },
      });
      const del = await use().call("DELETE", `/api/users/${id}`, { token: admin.token });
      for (const res of [put, del]) {
        expect(res.status).toBe(404);
        expect(await body(res)).toEqual({ message: expect.any(String) });
      }
    },
  );

  it("deletes a user: it leaves the list and can no longer log in", async () => {
    const { id } = await body(await create({ ...valid, username: "akan.pergi" }));
    const res = await use().call("DELETE", `/api/users/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "User berhasil dihapus." });
    expect(await usernames()).not.toContain("akan.pergi");
    expect(await loginStatus("akan.pergi", valid.password)).toBe(401);
  });
});
