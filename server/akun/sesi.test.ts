import { beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { tokenPayload } from "../../tests/support/tokens.ts";
import { signToken } from "../auth/tokens.ts";

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Sesi = {
  id: string;
  perangkat: string;
  alamat: string;
  dibuat: string;
  terakhir: string;
  ini: boolean;
};

/** Every sign-in is a session its owner sees and can end; an ended session's token is dead. */
describeEachDialect("sessions in Akun Saya", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });

  /** Signs the user in again from another device and address; answers that sign-in's token. */
  const loginFrom = async (user: SignedIn, userAgent: string, address: string) => {
    const res = await use().call("POST", "/api/login", {
      json: { username: user.username, password: user.password },
      headers: { "user-agent": userAgent },
      remoteAddress: address,
    });
    expect(res.status).toBe(200);
    return (await body(res)).token as string;
  };
  const sessions = async (token: string): Promise<Sesi[]> => {
    const res = await use().call("GET", "/api/akun/sesi", { token });
    expect(res.status).toBe(200);
    return body(res);
  };
  const works = async (token: string) =>
    (await use().call("GET", "/api/akun/sesi", { token })).status === 200;
  const sesiOf = (token: string) => tokenPayload(token).sid as string;
  const rowsOf = async (userId: number) =>
    (await use().deps.db.selectFrom("sesi").select("id").where("user_id", "=", userId).execute())
      .length;

  it("lists where one is signed in: device, address, start, last seen, and which is this one", async () => {
    const editor = await use().signIn("editor");
    const laptop = await loginFrom(editor, CHROME_LINUX, "203.0.113.7");
    const phone = await loginFrom(editor, SAFARI_IPHONE, "198.51.100.20");

    const list = await sessions(phone);
    expect(list).toHaveLength(3);
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(byId.get(sesiOf(laptop))).toMatchObject({
      perangkat: "Chrome 130 di Linux",
      alamat: "203.0.113.7",
      ini: false,
    });
    expect(byId.get(sesiOf(phone))).toMatchObject({
      perangkat: "Safari 17 di iOS (ponsel)",
      alamat: "198.51.100.20",
      ini: true,
    });
    expect(list.filter((s) => s.ini)).toHaveLength(1);
    for (const s of list) {
      expect(Date.parse(s.dibuat)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(s.terakhir)).toBeGreaterThanOrEqual(Date.parse(s.dibuat));
      expect(Object.keys(s).sort()).toEqual(
        ["alamat", "dibuat", "id", "ini", "perangkat", "terakhir"].sort(),
      );
    }
    // Another person's sessions are never in the list.
    expect((await sessions(admin.token)).map((s) => s.id)).not.toContain(sesiOf(laptop));
  });

  it("ending one session refuses its token at once; the others go on", async () => {
    const editor = await use().signIn("editor");
    const other = await loginFrom(editor, CHROME_LINUX, "203.0.113.8");
    const res = await use().call("DELETE", `/api/akun/sesi/${sesiOf(other)}`, {
      token: editor.token,
    });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "Sesi berhasil diakhiri" });

    expect(await works(other)).toBe(false);
    const refused = await use().call("POST", "/api/informasi", { token: other, json: {} });
    expect(refused.status).toBe(401);
    expect(await works(editor.token)).toBe(true);
    expect((await sessions(editor.token)).map((s) => s.id)).toEqual([sesiOf(editor.token)]);
  });

  it("ending one's own current session is signing out", async () => {
    const editor = await use().signIn("editor");
    const res = await use().call("DELETE", `/api/akun/sesi/${sesiOf(editor.token)}`, {
      token: editor.token,
    });
    expect(res.status).toBe(200);
    expect(await works(editor.token)).toBe(false);
  });

  it("another person's session or an unknown id is a 404 and ends nothing", async () => {
    const editor = await use().signIn("editor");
    const victim = await use().signIn("editor");
    for (const id of [sesiOf(victim.token), "bukan-sesi", "00000000-0000-4000-8000-000000000000"]) {
      const res = await use().call("DELETE", `/api/akun/sesi/${id}`, { token: editor.token });
      expect(res.status).toBe(404);
      expect(await body(res)).toEqual({ message: "Sesi tidak ditemukan" });
    }
    expect(await works(victim.token)).toBe(true);
    expect(await works(editor.token)).toBe(true);
  });

  it("ends all other sessions with one call and keeps this one", async () => {
    const editor = await use().signIn("editor");
    const others = [
      await loginFrom(editor, CHROME_LINUX, "203.0.113.9"),
      await loginFrom(editor, SAFARI_IPHONE, "203.0.113.10"),
    ];
    const bystander = await use().signIn("editor");
    const res = await use().call("POST", "/api/akun/sesi/akhiri-lainnya", {
      token: editor.token,
      json: {},
    });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "Semua sesi lain berhasil diakhiri", jumlah: 2 });
    for (const token of others) expect(await works(token)).toBe(false);
    expect(await works(editor.token)).toBe(true);
    expect(await works(bystander.token)).toBe(true);
    expect((await sessions(editor.token)).map((s) => s.ini)).toEqual([true]);
  });

  it("changing one's password ends the other sessions; this session goes on with the new token", async () => {
    const editor = await use().signIn("editor");
    const other = await loginFrom(editor, CHROME_LINUX, "203.0.113.11");
    const res = await use().call("POST", "/api/akun/password", {
      token: editor.token,
      json: { password_lama: editor.password, password_baru: "sandi-baru-sekali" },
    });
    expect(res.status).toBe(200);
    const fresh = (await body(res)).token as string;
    expect(await works(other)).toBe(false);
    expect(await works(editor.token)).toBe(false);
    const list = await sessions(fresh);
    expect(list).toEqual([expect.objectContaining({ id: sesiOf(editor.token), ini: true })]);
  });

  it("an admin setting a user's password or removing the user ends every session of theirs", async () => {
    const editor = await use().signIn("editor");
    const other = await loginFrom(editor, CHROME_LINUX, "203.0.113.12");
    const reset = await use().call("PUT", `/api/users/${editor.id}`, {
      token: admin.token,
      json: { name: editor.name, role: "editor", password: "sandi-dari-admin" },
    });
    expect(reset.status).toBe(200);
    expect(await works(editor.token)).toBe(false);
    expect(await works(other)).toBe(false);
    expect(await rowsOf(editor.id)).toBe(0);

    const doomed = await use().signIn("editor");
    await loginFrom(doomed, SAFARI_IPHONE, "203.0.113.13");
    expect(await rowsOf(doomed.id)).toBe(2);
    const removed = await use().call("DELETE", `/api/users/${doomed.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(await works(doomed.token)).toBe(false);
    expect(await rowsOf(doomed.id)).toBe(0);
  });

  it("a correctly signed token without a live session is refused", async () => {
    const editor = await use().signIn("editor");
    const claims = { sub: editor.id, role: "editor" as const, username: editor.username };
    const { secret } = use().deps;
    const ver = tokenPayload(editor.token).ver as number;
    const made = [
      await signToken({ ...claims, ver, sid: "sesi-karangan" }, secret),
      await signToken({ ...claims, ver, sid: sesiOf(admin.token) }, secret),
    ];
    for (const token of made) expect(await works(token)).toBe(false);
    // The same claims with the real session id are accepted: only the session made the difference.
    expect(
      await works(await signToken({ ...claims, ver, sid: sesiOf(editor.token) }, secret)),
    ).toBe(true);
  });

  it("moves last seen on a call, at most once a minute", async () => {
    const editor = await use().signIn("editor");
    const { db } = use().deps;
    const sid = sesiOf(editor.token);
    const setLastSeen = (msAgo: number) =>
      db
        .updateTable("sesi")
        .set({ terakhir: new Date(Date.now() - msAgo).toISOString() })
        .where("id", "=", sid)
        .execute();
    const lastSeen = async () =>
      (
        await db
          .selectFrom("sesi")
          .select("terakhir")
          .where("id", "=", sid)
          .executeTakeFirstOrThrow()
      ).terakhir;

    await setLastSeen(30_000);
    const recent = await lastSeen();
    expect(await works(editor.token)).toBe(true);
    expect(await lastSeen()).toBe(recent);

    await setLastSeen(2 * 60_000);
    const before = Date.now();
    expect(await works(editor.token)).toBe(true);
    expect(Date.parse(await lastSeen())).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a visitor cannot list or end sessions", async () => {
    expect((await use().call("GET", "/api/akun/sesi")).status).toBe(401);
    expect((await use().call("DELETE", `/api/akun/sesi/${sesiOf(admin.token)}`)).status).toBe(401);
    expect((await use().call("POST", "/api/akun/sesi/akhiri-lainnya", { json: {} })).status).toBe(
      401,
    );
    expect(await works(admin.token)).toBe(true);
  });
});
