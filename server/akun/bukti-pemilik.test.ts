import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { SoftwareAuthenticator } from "../../tests/support/software-authenticator.ts";
import {
  createTestContext,
  DIALECTS,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import { readPratinjau } from "../pratinjau/pratinjau.service.ts";

const SITE = "https://keraton.example";
const RP_ID = "keraton.example";
const PERLU_PASSWORD = "Masukkan password Anda untuk mengonfirmasi perubahan ini.";
const PERLU_KODE = "Masukkan kode verifikasi untuk mengonfirmasi perubahan ini.";

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/**
 * A stolen session alone cannot take the account over: changing the address, adding or removing a
 * passkey and setting up an authenticator take the password (and the code when two-step sign-in
 * is on).
 */
for (const dialect of DIALECTS) {
  describe(`account changes prove the person [${dialect}]`, () => {
    let ctx: TestContext & { close: () => Promise<void> };
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { PUBLIC_URL: SITE });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    const call = (method: string, path: string, token: string, json: unknown = {}) =>
      ctx.call(method, path, { token, json });
    const userRow = (id: number) =>
      ctx.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const passkeysOf = (userId: number) =>
      ctx.deps.db.selectFrom("passkey").selectAll().where("user_id", "=", userId).execute();
    const works = async (token: string) =>
      (await ctx.call("GET", "/api/akun/sesi", { token })).status === 200;
    const signInAgain = async (user: SignedIn) =>
      (
        await body(
          await ctx.call("POST", "/api/login", {
            json: { username: user.username, password: user.password },
          }),
        )
      ).token as string;

    async function expectRefused(res: Response, message: string, field: "password" | "kode") {
      expect(res.status).toBe(403);
      expect(await body(res)).toEqual({ message, errors: { [field]: message } });
    }

    async function addPasskey(user: SignedIn, extra: Record<string, string> = {}) {
      const device = new SoftwareAuthenticator(SITE, RP_ID);
      const started = await call("POST", "/api/akun/passkey/mulai", user.token, {
        password: user.password,
        ...extra,
      });
      expect(started.status).toBe(200);
      const respons = device.register(await body(started));
      const res = await call("POST", "/api/akun/passkey", user.token, { nama: "Ponsel", respons });
      expect(res.status).toBe(201);
      return device;
    }

    async function withTwoStep(user: SignedIn) {
      const started = await call("POST", "/api/akun/2fa/mulai", user.token, {
        password: user.password,
      });
      expect(started.status).toBe(200);
      const { secret } = await body(started);
      const on = await call("POST", "/api/akun/2fa/aktifkan", user.token, {
        password: user.password,
        kode: codeFor(secret),
      });
      expect(on.status).toBe(200);
      return { secret: secret as string, codes: (await body(on)).kode_cadangan as string[] };
    }

    it("a new address takes the password: 403 without it, 403 with a wrong one, nothing changes", async () => {
      const user = await ctx.signIn("editor");
      const change = { email: "pencuri@contoh.example", notifikasi: true };
      await expectRefused(
        await call("PUT", "/api/akun/email", user.token, change),
        PERLU_PASSWORD,
        "password",
      );
      // Only the new address, as a thief would send it: still the proof first, not a form error.
      await expectRefused(
        await call("PUT", "/api/akun/email", user.token, { email: change.email }),
        PERLU_PASSWORD,
        "password",
      );
      await expectRefused(
        await call("PUT", "/api/akun/email", user.token, { ...change, password: "tebakan" }),
        "Password salah",
        "password",
      );
      expect((await userRow(user.id)).email).toBe("");
      const saved = await call("PUT", "/api/akun/email", user.token, {
        ...change,
        password: user.password,
      });
      expect(saved.status).toBe(200);
      expect((await userRow(user.id)).email).toBe("pencuri@contoh.example");
    });

    it("an authenticator is set up only with the password, at the start and at the confirmation", async () => {
      const user = await ctx.signIn("editor");
      // A thief's bare call is refused for the proof, before anything about the code.
      await expectRefused(
        await call("POST", "/api/akun/2fa/aktifkan", user.token, {}),
        PERLU_PASSWORD,
        "password",
      );
      await expectRefused(
        await call("POST", "/api/akun/2fa/mulai", user.token),
        PERLU_PASSWORD,
        "password",
      );
      expect((await userRow(user.id)).totp_calon).toBeNull();
      const started = await call("POST", "/api/akun/2fa/mulai", user.token, {
        password: user.password,
      });
      const { secret } = await body(started);
      await expectRefused(
        await call("POST", "/api/akun/2fa/aktifkan", user.token, { kode: codeFor(secret) }),
        PERLU_PASSWORD,
        "password",
      );
      expect((await userRow(user.id)).totp_rahasia).toBeNull();
      const on = await call("POST", "/api/akun/2fa/aktifkan", user.token, {
        password: user.password,
        kode: codeFor(secret),
      });
      expect(on.status).toBe(200);
    });

    it("a passkey is added and removed only with the password", async () => {
      const user = await ctx.signIn("editor");
      await expectRefused(
        await call("POST", "/api/akun/passkey/mulai", user.token),
        PERLU_PASSWORD,
        "password",
      );
      const device = await addPasskey(user);
      const path = `/api/akun/passkey/${encodeURIComponent(device.id)}`;
      await expectRefused(await call("DELETE", path, user.token), PERLU_PASSWORD, "password");
      await expectRefused(
        await call("DELETE", path, user.token, { password: "tebakan" }),
        "Password salah",
        "password",
      );
      expect(await passkeysOf(user.id)).toHaveLength(1);
      const removed = await call("DELETE", path, user.token, { password: user.password });
      expect(removed.status).toBe(200);
      expect(await passkeysOf(user.id)).toHaveLength(0);
    });

    it("with two-step sign-in on, the password alone is not enough: the code is asked too", async () => {
      const user = await ctx.signIn("editor");
      const { secret } = await withTwoStep(user);
      const token = await ctx.call("POST", "/api/login", {
        json: { username: user.username, password: user.password },
      });
      expect((await body(token)).perlu_kode).toBe(true);
      await expectRefused(
        await call("POST", "/api/akun/passkey/mulai", user.token, { password: user.password }),
        PERLU_KODE,
        "kode",
      );
      await expectRefused(
        await call("PUT", "/api/akun/email", user.token, {
          email: "pencuri@contoh.example",
          notifikasi: false,
          password: user.password,
          kode: "000000",
        }),
        "Kode verifikasi salah atau sudah dipakai",
        "kode",
      );
      expect((await userRow(user.id)).email).toBe("");
      await addPasskey(user, { kode: codeFor(secret, 1) });
    });

    it("wrong passwords here count like wrong logins: the 6th try from the address is a 429", async () => {
      const user = await ctx.signIn("editor");
      const from = "198.51.100.61";
      const guess = (password: string) =>
        ctx.call("PUT", "/api/akun/email", {
          token: user.token,
          json: { email: "pencuri@contoh.example", notifikasi: false, password },
          remoteAddress: from,
        });
      for (let i = 0; i < 5; i++) expect((await guess(`tebakan-${i}`)).status).toBe(403);
      expect((await guess(user.password)).status).toBe(429);
      const login = await ctx.call("POST", "/api/login", {
        json: { username: user.username, password: user.password },
        remoteAddress: from,
      });
      expect(login.status).toBe(429);
      expect((await userRow(user.id)).email).toBe("");
    });

    it("turning two-step sign-in on or off and removing a passkey end the other sessions", async () => {
      const user = await ctx.signIn("editor");
      const other = await signInAgain(user);
      const { secret, codes } = await withTwoStep(user);
      expect(await works(other)).toBe(false);
      expect(await works(user.token)).toBe(true);

      const device = await addPasskey(user, { kode: codeFor(secret, 1) });
      const phone = await body(
        await ctx.call("POST", "/api/login/passkey", {
          json: {
            respons: device.authenticate(
              await body(await ctx.call("POST", "/api/login/passkey/mulai", { json: {} })),
            ),
          },
        }),
      );
      expect(await works(phone.token)).toBe(true);
      const off = await call("POST", "/api/akun/2fa/nonaktifkan", user.token, {
        password: user.password,
        kode: codes[0],
      });
      expect(off.status).toBe(200);
      expect(await works(phone.token)).toBe(false);

      const laptop = await signInAgain(user);
      const path = `/api/akun/passkey/${encodeURIComponent(device.id)}`;
      const removed = await call("DELETE", path, user.token, { password: user.password });
      expect(removed.status).toBe(200);
      expect(await works(laptop)).toBe(false);
      expect(await works(user.token)).toBe(true);
    });

    it("an admin's hapus-2fa ends the user's sessions", async () => {
      const admin = await ctx.signIn("admin");
      const user = await ctx.signIn("editor");
      await withTwoStep(user);
      const res = await call("POST", `/api/users/${user.id}/hapus-2fa`, admin.token, {
        password: admin.password,
      });
      expect(res.status).toBe(200);
      expect(await works(user.token)).toBe(false);
    });

    it("a reset or an admin's new password asks the person to review their passkeys", async () => {
      const admin = await ctx.signIn("admin");
      const user = await ctx.signIn("editor");
      const review = async (token: string) =>
        body(await ctx.call("GET", "/api/akun/passkey/tinjauan", { token }));
      expect(await review(user.token)).toEqual({ perlu_ditinjau: false });
      await addPasskey(user);
      await call("PUT", `/api/users/${user.id}`, admin.token, {
        name: user.name,
        role: "editor",
        password: "sandi-dari-admin-baru",
      });
      expect(await works(user.token)).toBe(false);
      const token = await signInAgain({ ...user, password: "sandi-dari-admin-baru" });
      expect(await review(token)).toEqual({ perlu_ditinjau: true });
      const done = await ctx.call("POST", "/api/akun/passkey/tinjauan", { token, json: {} });
      expect(done.status).toBe(200);
      expect(await review(token)).toEqual({ perlu_ditinjau: false });
    });

    it("a preview link stops working when the session that made it ends", async () => {
      const user = await ctx.signIn("editor");
      const draft = await body(
        await ctx.call("POST", "/api/informasi", {
          token: user.token,
          form: form({ judul: "Draf Pratinjau Sesi", status: "draf" }),
        }),
      );
      const { url } = await body(
        await call("POST", "/api/pratinjau", user.token, { jenis: "informasi", id: draft.data.id }),
      );
      const ticket = new URL(url, SITE).searchParams.get("pratinjau") ?? "";
      const open = () => readPratinjau(ctx.deps.db, ctx.deps.secret, ticket);
      expect(await open()).toEqual({ jenis: "informasi", id: draft.data.id });
      const [session] = await ctx.deps.db
        .selectFrom("sesi")
        .select("id")
        .where("user_id", "=", user.id)
        .execute();
      await ctx.call("DELETE", `/api/akun/sesi/${session.id}`, { token: user.token });
      expect(await open()).toBeUndefined();
    });
  });
}
