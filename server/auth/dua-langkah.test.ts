import { Secret, TOTP } from "otpauth";
import { beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** The code an authenticator app shows now (or `steps` periods later), computed from the secret. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

const KODE_SALAH = "Kode verifikasi salah atau sudah dipakai";
const TIKET = "Langkah login sudah kedaluwarsa atau tidak berlaku. Silakan login ulang.";

/** Two-step sign-in by authenticator app, recovery codes, and the login's second step. */
describeEachDialect("two-step sign-in (TOTP)", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  // Every API write is JSON: one with nothing to send sends `{}`.
  const call = (method: string, path: string, token?: string, json?: unknown) =>
    use().call(method, path, { token, json: json ?? (method === "POST" ? {} : undefined) });
  const login = (user: SignedIn, password = user.password) =>
    call("POST", "/api/login", undefined, { username: user.username, password });
  const works = async (token: string) =>
    (await call("GET", "/api/akun/sesi", token)).status === 200;
  const sessionCount = async (userId: number) =>
    (await use().deps.db.selectFrom("sesi").select("id").where("user_id", "=", userId).execute())
      .length;

  /** A user with two-step sign-in on: its secret and recovery codes. */
  async function enrolled(role: "admin" | "editor" = "editor") {
    const user = await use().signIn(role);
    const started = await body(
      await call("POST", "/api/akun/2fa/mulai", user.token, { password: user.password }),
    );
    const on = await call("POST", "/api/akun/2fa/aktifkan", user.token, {
      password: user.password,
      kode: codeFor(started.secret),
    });
    expect(on.status).toBe(200);
    const { kode_cadangan } = await body(on);
    return { user, secret: started.secret as string, codes: kode_cadangan as string[] };
  }
  async function ticketOf(user: SignedIn): Promise<string> {
    const res = await login(user);
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(answer).toEqual({ perlu_kode: true, tiket: expect.any(String) });
    return answer.tiket;
  }
  const withCode = (tiket: unknown, kode: unknown) =>
    call("POST", "/api/login/kode", undefined, { tiket, kode });

  it("starts enrolment with a secret, its otpauth address and the QR code as inline SVG", async () => {
    const user = await use().signIn("editor");
    const res = await call("POST", "/api/akun/2fa/mulai", user.token, { password: user.password });
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(Object.keys(answer).sort()).toEqual(["otpauth_url", "qr_svg", "secret"]);
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(answer.otpauth_url).toContain(`secret=${answer.secret}`);
    expect(answer.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not on until confirmed: the password alone still signs in.
    expect(await body(await call("GET", "/api/akun/2fa", user.token))).toEqual({
      aktif: false,
      sisa_kode_cadangan: 0,
      wajib: false,
    });
    expect((await body(await login(user))).token).toEqual(expect.any(String));
  });

  it("a wrong confirming code changes nothing; the right one (typed with a space) turns it on with ten codes", async () => {
    const user = await use().signIn("editor");
    const { secret } = await body(
      await call("POST", "/api/akun/2fa/mulai", user.token, { password: user.password }),
    );
    const wrong = await call("POST", "/api/akun/2fa/aktifkan", user.token, {
      password: user.password,
      kode: "000000",
    });
    const right = codeFor(secret);
    if (right !== "000000") {
      expect(wrong.status).toBe(400);
      expect((await body(wrong)).errors).toEqual({ kode: KODE_SALAH });
      expect((await body(await login(user))).token).toEqual(expect.any(String));
    }
    const res = await call("POST", "/api/akun/2fa/aktifkan", user.token, {
      password: user.password,
      kode: `${right.slice(0, 3)} ${right.slice(3)}`,
    });
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(answer.message).toBe("Verifikasi dua langkah berhasil diaktifkan");
    expect(answer.kode_cadangan).toHaveLength(10);
    expect(new Set(answer.kode_cadangan).size).toBe(10);
    expect(await body(await call("GET", "/api/akun/2fa", user.token))).toEqual({
      aktif: true,
      sisa_kode_cadangan: 10,
      wajib: false,
    });
    // Stored hashed: no code appears as it was shown.
    const stored = await use()
      .deps.db.selectFrom("kode_cadangan")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toHaveLength(10);
    const texts = JSON.stringify(stored);
    for (const code of answer.kode_cadangan) {
      expect(texts).not.toContain(code);
      expect(texts).not.toContain(code.replace("-", ""));
    }
    // The user list never shows the secret.
    const users = JSON.stringify(await body(await call("GET", "/api/users", admin.token)));
    expect(users).not.toContain(secret);
    expect(users).not.toContain("totp");
    // Enrolling again while on is refused.
    expect(
      (await call("POST", "/api/akun/2fa/mulai", user.token, { password: user.password })).status,
    ).toBe(409);
  });

  it("signs in with password then code: the ticket alone gives no token, and works once", async () => {
    const { user, secret } = await enrolled();
    const tiket = await ticketOf(user);
    expect(await sessionCount(user.id)).toBe(1); // only the session of signIn()
    const res = await withCode(tiket, codeFor(secret, 1));
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(answer).toMatchObject({ role: "editor", username: user.username });
    expect(await works(answer.token)).toBe(true);

    const again = await withCode(tiket, codeFor(secret, 1));
    expect(again.status).toBe(401);
    expect(await body(again)).toEqual({ message: TIKET });
  });

  it("refuses a code used once already inside its window, and changes nothing", async () => {
    const { user, secret } = await enrolled();
    const code = codeFor(secret, 1);
    expect((await withCode(await ticketOf(user), code)).status).toBe(200);
    const sessions = await sessionCount(user.id);
    const replay = await withCode(await ticketOf(user), code);
    expect(replay.status).toBe(401);
    expect(await body(replay)).toEqual({ message: KODE_SALAH, errors: { kode: KODE_SALAH } });
    expect(await sessionCount(user.id)).toBe(sessions);
  });

  it("a recovery code signs in once, typed with spaces and capitals", async () => {
    const { user, codes } = await enrolled();
    const typed = ` ${codes[3].toUpperCase().replace("-", " ")} `;
    const first = await withCode(await ticketOf(user), typed);
    expect(first.status).toBe(200);
    expect(await works((await body(first)).token)).toBe(true);
    const second = await withCode(await ticketOf(user), codes[3]);
    expect(second.status).toBe(401);
    expect((await body(second)).message).toBe(KODE_SALAH);
    expect((await withCode(await ticketOf(user), codes[4])).status).toBe(200);
  });

  it("an expired, made-up or missing ticket is refused with a clear message", async () => {
    const { user, secret } = await enrolled();
    const tiket = await ticketOf(user);
    await use()
      .deps.db.updateTable("tiket_login")
      .set({ berakhir: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", tiket)
      .execute();
    const expired = await withCode(tiket, codeFor(secret, 1));
    expect(expired.status).toBe(401);
    expect(await body(expired)).toEqual({ message: TIKET });
    // The code was not spent on the expired ticket.
    expect((await withCode(await ticketOf(user), codeFor(secret, 1))).status).toBe(200);

    const madeUp = await withCode("tiket-karangan", "123456");
    expect(madeUp.status).toBe(401);
    expect(await body(madeUp)).toEqual({ message: TIKET });
    const missing = await call("POST", "/api/login/kode", undefined, { kode: "123456" });
    expect(missing.status).toBe(400);
    expect((await body(missing)).errors).toHaveProperty("tiket");
    const noCode = await withCode(await ticketOf(user), "   ");
    expect(noCode.status).toBe(400);
    expect((await body(noCode)).errors).toEqual({ kode: "Kode wajib diisi" });
  });

  it("wrong codes count like wrong passwords: after five, even the right code gets 429", async () => {
    const { user, secret } = await enrolled();
    const address = { remoteAddress: "198.51.100.77" };
    const fromThere = (path: string, json: unknown) =>
      use().call("POST", path, { json, ...address });
    const ticket = async () =>
      (
        await body(
          await fromThere("/api/login", { username: user.username, password: user.password }),
        )
      ).tiket as string;
    const wrongCode = codeFor(secret) === "111111" ? "222222" : "111111";
    // A correct password between the wrong codes clears nothing.
    for (let i = 0; i < 5; i++) {
      const res = await fromThere("/api/login/kode", { tiket: await ticket(), kode: wrongCode });
      expect(res.status).toBe(401);
    }
    const locked = await fromThere("/api/login", {
      username: user.username,
      password: user.password,
    });
    expect(locked.status).toBe(429);
    expect((await body(locked)).message).toBe(
      "Terlalu banyak percobaan login. Coba lagi dalam 15 menit.",
    );
    // Another address is not locked out; its right code still works.
    const tiket = await ticketOf(user);
    expect((await withCode(tiket, codeFor(secret, 1))).status).toBe(200);
  });

  it("turning it off needs the password and a code", async () => {
    const { user, secret } = await enrolled();
    const off = (json: unknown) => call("POST", "/api/akun/2fa/nonaktifkan", user.token, json);
    const badPassword = await off({ password: "bukan-sandinya", kode: codeFor(secret, 1) });
    expect(badPassword.status).toBe(401);
    expect((await body(badPassword)).errors).toEqual({ password: "Password salah" });
    const badCode = await off({ password: user.password, kode: "12345x" });
    expect(badCode.status).toBe(401);
    expect((await body(badCode)).errors).toEqual({ kode: KODE_SALAH });
    expect((await off({ password: user.password })).status).toBe(400);
    expect(await works(user.token)).toBe(true);
    expect((await body(await login(user))).perlu_kode).toBe(true);

    const res = await off({ password: user.password, kode: codeFor(secret, 1) });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "Verifikasi dua langkah berhasil dinonaktifkan" });
    expect((await body(await login(user))).token).toEqual(expect.any(String));
    const rows = await use()
      .deps.db.selectFrom("kode_cadangan")
      .select("hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("wrong passwords and codes to turn it off count like wrong ones at login: after five, 429", async () => {
    const { user, secret } = await enrolled();
    const address = { remoteAddress: "198.51.100.81" };
    const off = (json: unknown) =>
      use().call("POST", "/api/akun/2fa/nonaktifkan", { token: user.token, json, ...address });
    for (let i = 0; i < 5; i++) {
      const res = await off({ password: `salah-${i}`, kode: codeFor(secret, 1) });
      expect(res.status).toBe(401);
    }
    const locked = await off({ password: user.password, kode: codeFor(secret, 1) });
    expect(locked.status).toBe(429);
    expect((await body(locked)).message).toBe(
      "Terlalu banyak percobaan login. Coba lagi dalam 15 menit.",
    );
    // Counted together with the login from there; nothing was turned off.
    const login = await use().call("POST", "/api/login", {
      json: { username: user.username, password: user.password },
      ...address,
    });
    expect(login.status).toBe(429);
    expect((await body(await call("GET", "/api/akun/2fa", user.token))).aktif).toBe(true);

    // Wrong codes after the right password count too.
    const other = await enrolled();
    const wrongCode = codeFor(other.secret) === "111111" ? "222222" : "111111";
    const offOther = (json: unknown) =>
      use().call("POST", "/api/akun/2fa/nonaktifkan", {
        token: other.user.token,
        json,
        ...address,
      });
    for (let i = 0; i < 5; i++) {
      const res = await offOther({ password: other.user.password, kode: wrongCode });
      expect((await body(res)).errors).toEqual({ kode: KODE_SALAH });
    }
    const codeLocked = await offOther({
      password: other.user.password,
      kode: codeFor(other.secret, 1),
    });
    expect(codeLocked.status).toBe(429);
    expect((await body(await call("GET", "/api/akun/2fa", other.user.token))).aktif).toBe(true);
  });

  it("an admin's wrong passwords to remove a second step count like wrong ones at login", async () => {
    const { user } = await enrolled();
    const remover = await use().signIn("admin");
    const address = { remoteAddress: "198.51.100.82" };
    const remove = (password: string) =>
      use().call("POST", `/api/users/${user.id}/hapus-2fa`, {
        token: remover.token,
        json: { password },
        ...address,
      });
    for (let i = 0; i < 5; i++) expect((await remove(`bukan-sandi-${i}`)).status).toBe(401);
    const locked = await remove(remover.password);
    expect(locked.status).toBe(429);
    expect((await body(locked)).message).toBe(
      "Terlalu banyak percobaan login. Coba lagi dalam 15 menit.",
    );
    expect((await body(await login(user))).perlu_kode).toBe(true);
    const signIn = await use().call("POST", "/api/login", {
      json: { username: remover.username, password: remover.password },
      ...address,
    });
    expect(signIn.status).toBe(429);
  });

  it("an admin removes a user's second step after confirming their own password; it is recorded", async () => {
    const { user } = await enrolled();
    const remove = (token: string, password: string) =>
      call("POST", `/api/users/${user.id}/hapus-2fa`, token, { password });
    const wrong = await remove(admin.token, "bukan-sandi-admin");
    expect(wrong.status).toBe(401);
    expect((await body(wrong)).errors).toEqual({ password: "Password salah" });
    expect((await body(await login(user))).perlu_kode).toBe(true);
    const editor = await use().signIn("editor");
    expect((await remove(editor.token, editor.password)).status).toBe(403);

    const res = await remove(admin.token, admin.password);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "Verifikasi dua langkah user berhasil dihapus" });
    const record = await body(await call("GET", "/api/riwayat?limit=5", admin.token));
    expect(record[0]).toMatchObject({
      pengguna: admin.username,
      aksi: "ubah",
      jenis: "user",
      target: user.username,
    });
    expect((await body(await login(user))).token).toEqual(expect.any(String));
    // Removing it again: nothing to remove.
    expect((await remove(admin.token, admin.password)).status).toBe(400);
    expect(
      (await call("POST", "/api/users/999999/hapus-2fa", admin.token, { password: admin.password }))
        .status,
    ).toBe(404);
  });

  it("the change record never holds a code, a ticket or a secret", async () => {
    const { user, secret, codes } = await enrolled();
    const tiket = await ticketOf(user);
    const code = codeFor(secret, 1);
    await withCode(tiket, "000000");
    await withCode(tiket, code);
    const record = JSON.stringify(
      await body(await call("GET", "/api/riwayat?limit=100", admin.token)),
    );
    for (const secretText of [secret, tiket, code, ...codes]) {
      expect(record).not.toContain(secretText);
    }
  });
});
