import { beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { openSession } from "../auth/sesi.repository.ts";
import { signToken } from "../auth/tokens.ts";
import { insertUser } from "./users.repository.ts";
import { deleteUserById } from "./users.service.ts";

/** The site must always keep one admin, and no admin can remove their own account. */
describeEachDialect("users API: the last admin and oneself", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin"); // the only admin of this fresh database
  });
  const roleOf = async (id: number) =>
    (await use().deps.db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirst())
      ?.role;

  it("refuses to demote the last admin (409) and keeps the role", async () => {
    const res = await use().call("PUT", `/api/users/${admin.id}`, {
      token: admin.token,
      json: { name: admin.name, role: "editor" },
    });
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({ message: expect.stringMatching(/admin terakhir/i) });
    expect(await roleOf(admin.id)).toBe("admin");
    expect((await use().call("GET", "/api/users", { token: admin.token })).status).toBe(200);
  });

  it("lets the last admin edit their own name while staying admin", async () => {
    const res = await use().call("PUT", `/api/users/${admin.id}`, {
      token: admin.token,
      json: { name: "Admin Utama", role: "admin" },
    });
    expect(res.status).toBe(200);
    expect((await body(res)).name).toBe("Admin Utama");
  });

  it("refuses to delete the last admin (409), whoever asks", async () => {
    const editor = await use().signIn("editor");
    await expect(
      deleteUserById(use().deps.db, admin.id, { id: editor.id, username: editor.username }),
    ).rejects.toMatchObject({
      refusal: "conflict",
    });
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("refuses self-delete (409) even when another admin exists", async () => {
    const other = await use().signIn("admin");
    const res = await use().call("DELETE", `/api/users/${admin.id}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({ message: expect.stringMatching(/sendiri/) });
    expect(await roleOf(admin.id)).toBe("admin");
    // With two admins, one may remove the other.
    const removeOther = await use().call("DELETE", `/api/users/${other.id}`, {
      token: admin.token,
    });
    expect(removeOther.status).toBe(200);
    expect(await roleOf(other.id)).toBeUndefined();
  });

  it("allows demoting an admin while another admin remains", async () => {
    const other = await use().signIn("admin");
    const res = await use().call("PUT", `/api/users/${other.id}`, {
      token: admin.token,
      json: { name: other.name, role: "editor" },
    });
    expect(res.status).toBe(200);
    expect(await roleOf(other.id)).toBe("editor");
    // Now the original admin is the last one again.
    const demoteSelf = await use().call("PUT", `/api/users/${admin.id}`, {
      token: admin.token,
      json: { name: admin.name, role: "editor" },
    });
    expect(demoteSelf.status).toBe(409);
  });
});

/** Two admins removing each other at the same moment must still leave one admin. */
describeEachDialect("users API: concurrent removal of the last two admins", (use) => {
  async function twoAdmins() {
    const { db, secret } = use().deps;
    await db.deleteFrom("users").execute();
    const now = new Date().toISOString();
    const where = { userAgent: "", alamat: "127.0.0.1" };
    const make = async (username: string) => {
      const row = await insertUser(db, {
        name: username,
        username,
        role: "admin",
        password_hash: "$argon2id$tidak-dipakai",
        created_at: now,
        updated_at: now,
      });
      return {
        id: row.id,
        token: await signToken(
          { sub: row.id, role: "admin", username, sid: await openSession(db, row.id, where) },
          secret,
        ),
      };
    };
    return [await make("admin_a"), await make("admin_b")] as const;
  }
  const adminCount = async () =>
    (await use().deps.db.selectFrom("users").select("id").where("role", "=", "admin").execute())
      .length;

  it.each([1, 2, 3, 4, 5])("demoting each other (round %i) leaves exactly one admin", async () => {
    const [a, b] = await twoAdmins();
    const answers = await Promise.all([
      use().call("PUT", `/api/users/${b.id}`, {
        token: a.token,
        json: { name: "b", role: "editor" },
      }),
      use().call("PUT", `/api/users/${a.id}`, {
        token: b.token,
        json: { name: "a", role: "editor" },
      }),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });

  it.each([1, 2, 3, 4, 5])("deleting each other (round %i) leaves exactly one admin", async () => {
    const [a, b] = await twoAdmins();
    const answers = await Promise.all([
      use().call("DELETE", `/api/users/${b.id}`, { token: a.token }),
      use().call("DELETE", `/api/users/${a.id}`, { token: b.token }),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });
});
