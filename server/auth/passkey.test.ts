import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { SoftwareAuthenticator } from "../../tests/support/software-authenticator.ts";
import {
  createTestContext,
  DIALECTS,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import { log } from "../log/logger.ts";

const SITE = "https://keraton.example";
const RP_ID = "keraton.example";

const KEDALUWARSA =
  "Permintaan passkey sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi dari awal.";
const SITUS_LAIN = "Passkey ini dibuat untuk situs lain, bukan untuk situs ini.";
const TIDAK_VALID = "Jawaban passkey tidak valid atau telah diubah. Silakan coba lagi.";
const TIDAK_DIKENAL =
  "Passkey ini tidak dikenal. Mungkin sudah dihapus; silakan login dengan username dan password.";

/** Passkeys: registered in Akun Saya, then signing in with one instead of password and code. */
for (const dialect of DIALECTS) {
  describe(`passkeys [${dialect}]`, () => {
    let ctx: TestContext & { close: () => Promise<void> };
    let admin: SignedIn;
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { PUBLIC_URL: SITE });
      admin = await ctx.signIn("admin");
    });
    afterAll(async () => {
      await ctx?.close();
    });

    const call = (method: string, path: string, token?: string, json?: unknown) =>
      ctx.call(method, path, { token, json: json ?? (method === "POST" ? {} : undefined) });
    const works = async (token: string) =>
      (await call("GET", "/api/akun/sesi", token)).status === 200;
    const sessionCount = async (userId: number) =>
      (await ctx.deps.db.selectFrom("sesi").select("id").where("user_id", "=", userId).execute())
        .length;
    const passkeysOf = (userId: number) =>
      ctx.deps.db.selectFrom("passkey").selectAll().where("user_id", "=", userId).execute();

    async function registrationOptions(user: SignedIn) {
      const res = await call("POST", "/api/akun/passkey/mulai", user.token, {
        password: user.password,
      });
      expect(res.status).toBe(200);
      return body(res);
    }
    /** A user with a passkey on a software authenticator of this site. */
    async function withPasskey(role: "admin" | "editor" = "editor", nama = "Ponsel saya") {
      const user = await ctx.signIn(role);
      const device = new SoftwareAuthenticator(SITE, RP_ID);
      const respons = device.register(await registrationOptions(user));
      const res = await call("POST", "/api/akun/passkey", user.token, { nama, respons });
      expect(res.status).toBe(201);
      return { user, device };
    }
    const loginOptions = async () => {
      const res = await call("POST", "/api/login/passkey/mulai");
      expect(res.status).toBe(200);
      return body(res);
    };
    const signInWith = (respons: unknown) =>
      call("POST", "/api/login/passkey", undefined, { respons });

    it("registers a passkey for this site: named, listed with when it was added and last used", async () => {
      const user = await ctx.signIn("editor");
      const options = await registrationOptions(user);
      expect(options.rp).toEqual({ id: RP_ID, name: "Keraton Kasepuhan Cirebon" });
      expect(options.user.name).toBe(user.username);
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: "required",
        userVerification: "required",
      });
      const device = new SoftwareAuthenticator(SITE, RP_ID);
      const res = await call("POST", "/api/akun/passkey", user.token, {
        nama: "  Laptop kantor  ",
        respons: device.register(options),
      });
      expect(res.status).toBe(201);
      const answer = await body(res);
      expect(answer).toEqual({
        message: "Passkey berhasil ditambahkan",
        data: {
          id: device.id,
          nama: "Laptop kantor",
          dibuat: expect.any(String),
          terakhir_dipakai: null,
        },
      });
      expect(await body(await call("GET", "/api/akun/passkey", user.token))).toEqual([answer.data]);
      // Only a signed-in person has passkeys to list or add.
      expect((await call("GET", "/api/akun/passkey")).status).toBe(401);
      expect((await call("POST", "/api/akun/passkey/mulai")).status).toBe(401);
      // Another person's list does not show it.
      expect(await body(await call("GET", "/api/akun/passkey", admin.token))).toEqual([]);
      // A second registration names the first, so the same authenticator makes no second one.
      const again = await registrationOptions(user);
      expect(again.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([device.id]);
    });

    it("signs in with a passkey instead of password and code: a session like any login", async () => {
      const { user, device } = await withPasskey();
      // Even with an authenticator app on, the passkey counts as both steps.
      const { secret } = await body(
        await call("POST", "/api/akun/2fa/mulai", user.token, { password: user.password }),
      );
      expect(secret).toEqual(expect.any(String));
      const before = await sessionCount(user.id);
      const res = await signInWith(device.authenticate(await loginOptions()));
      expect(res.status).toBe(200);
      const answer = await body(res);
      expect(answer).toEqual({
        token: expect.any(String),
        role: "editor",
        username: user.username,
      });
      expect(await works(answer.token)).toBe(true);
      expect(await sessionCount(user.id)).toBe(before + 1);
      const [listed] = await body(await call("GET", "/api/akun/passkey", answer.token));
      expect(Date.parse(listed.terakhir_dipakai)).toBeGreaterThan(Date.now() - 60_000);
      const record = await body(await call("GET", "/api/riwayat?limit=5", admin.token));
      expect(record[0]).toMatchObject({ pengguna: user.username, aksi: "login", jenis: "user" });
    });

    it("refuses an answer sent again: the challenge is used once", async () => {
      const { user, device } = await withPasskey();
      const answer = device.authenticate(await loginOptions());
      expect((await signInWith(answer)).status).toBe(200);
      const sessions = await sessionCount(user.id);
      const replay = await signInWith(answer);
      expect(replay.status).toBe(401);
      expect(await body(replay)).toEqual({ message: KEDALUWARSA });
      expect(await sessionCount(user.id)).toBe(sessions);
      // Sent twice at once (two server copies on one database): one sign-in, not two.
      const twice = device.authenticate(await loginOptions());
      const statuses = (await Promise.all([signInWith(twice), signInWith(twice)])).map(
        (r) => r.status,
      );
      expect(statuses.sort()).toEqual([200, 401]);
      expect(await sessionCount(user.id)).toBe(sessions + 1);
    });

    it("refuses an expired challenge", async () => {
      const { user, device } = await withPasskey();
      const options = await loginOptions();
      await ctx.deps.db
        .updateTable("tantangan_passkey")
        .set({ berakhir: new Date(Date.now() - 1000).toISOString() })
        .where("tantangan", "=", options.challenge)
        .execute();
      const sessions = await sessionCount(user.id);
      const res = await signInWith(device.authenticate(options));
      expect(res.status).toBe(401);
      expect(await body(res)).toEqual({ message: KEDALUWARSA });
      expect(await sessionCount(user.id)).toBe(sessions);
    });

    it("refuses a passkey answer from another site (origin or RP ID) and changes nothing", async () => {
      const { user, device } = await withPasskey();
      const sessions = await sessionCount(user.id);
      for (const made of [
        { origin: "https://keraton-palsu.example" },
        { rpId: "keraton-palsu.example" },
        { origin: "http://keraton.example" },
      ]) {
        const res = await signInWith(device.authenticate(await loginOptions(), made));
        expect(res.status, JSON.stringify(made)).toBe(401);
        expect(await body(res)).toEqual({ message: SITUS_LAIN });
      }
      expect(await sessionCount(user.id)).toBe(sessions);
      const [stored] = await passkeysOf(user.id);
      expect(stored.terakhir_dipakai).toBeNull();
    });

    it("refuses a tampered answer: a changed signature, counter or user, nothing logged to replay", async () => {
      const { user, device } = await withPasskey();
      const other = await withPasskey();
      const sessions = await sessionCount(user.id);
      const logged = [vi.spyOn(log, "error"), vi.spyOn(log, "warn"), vi.spyOn(log, "info")];
      const sent: string[] = [];
      try {
        const flipped = (text: string, at: number) => {
          const bytes = Buffer.from(text, "base64url");
          bytes[at] ^= 0x01;
          return bytes.toString("base64url");
        };
        const tamperings: Array<(a: ReturnType<SoftwareAuthenticator["authenticate"]>) => void> = [
          (a) => {
            a.response.signature = flipped(a.response.signature, 10);
          },
          (a) => {
            // The counter inside the signed authenticator data.
            a.response.authenticatorData = flipped(a.response.authenticatorData, 36);
          },
          (a) => {
            a.response.userHandle = other.device.userHandle;
          },
          (a) => {
            a.response.clientDataJSON = "bukan-json";
          },
        ];
        for (const tamper of tamperings) {
          const answer = device.authenticate(await loginOptions());
          tamper(answer);
          sent.push(answer.response.signature, answer.response.clientDataJSON);
          const res = await signInWith(answer);
          expect(res.status).toBe(401);
          expect(await body(res)).toEqual({ message: TIDAK_VALID });
        }
        const shapeless = await signInWith({ id: device.id, response: {} });
        expect(shapeless.status).toBe(400);
        expect((await body(shapeless)).message).toBe(TIDAK_VALID);
        const lines = JSON.stringify(logged.map((spy) => spy.mock.calls));
        for (const text of sent) expect(lines).not.toContain(text);
        expect(logged[0]).not.toHaveBeenCalled();
      } finally {
        for (const spy of logged) spy.mockRestore();
      }
      expect(await sessionCount(user.id)).toBe(sessions);
      expect((await passkeysOf(user.id))[0].terakhir_dipakai).toBeNull();
      // The passkey itself still works.
      expect((await signInWith(device.authenticate(await loginOptions()))).status).toBe(200);
    });

    it("refuses a passkey this site does not know", async () => {
      const stranger = new SoftwareAuthenticator(SITE, RP_ID);
      stranger.userHandle = Buffer.from("user:1").toString("base64url");
      const res = await signInWith(stranger.authenticate(await loginOptions()));
      expect(res.status).toBe(401);
      expect(await body(res)).toEqual({ message: TIDAK_DIKENAL });
    });

    it("refuses a registration from another site, sent again, expired or tampered: nothing stored", async () => {
      const user = await ctx.signIn("editor");
      const add = (respons: unknown) =>
        call("POST", "/api/akun/passkey", user.token, { nama: "Kunci", respons });
      const device = () => new SoftwareAuthenticator(SITE, RP_ID);

      for (const made of [{ origin: "https://keraton-palsu.example" }, { rpId: "palsu.example" }]) {
        const res = await add(device().register(await registrationOptions(user), made));
        expect(res.status).toBe(400);
        expect(await body(res)).toEqual({ message: SITUS_LAIN });
      }
      const options = await registrationOptions(user);
      await ctx.deps.db
        .updateTable("tantangan_passkey")
        .set({ berakhir: new Date(Date.now() - 1000).toISOString() })
        .where("tantangan", "=", options.challenge)
        .execute();
      const expired = await add(device().register(options));
      expect(await body(expired)).toEqual({ message: KEDALUWARSA });
      // Another person's challenge is not this person's.
      const stolen = await add(device().register(await registrationOptions(admin)));
      expect(stolen.status).toBe(400);
      expect(await body(stolen)).toEqual({ message: KEDALUWARSA });
      const broken = device().register(await registrationOptions(user));
      broken.response.attestationObject = Buffer.from("rusak").toString("base64url");
      expect(await body(await add(broken))).toEqual({ message: TIDAK_VALID });
      expect(await passkeysOf(user.id)).toEqual([]);

      const good = device().register(await registrationOptions(user));
      expect((await add(good)).status).toBe(201);
      const replay = await add(good);
      expect(replay.status).toBe(400);
      expect(await body(replay)).toEqual({ message: KEDALUWARSA });
      expect(await passkeysOf(user.id)).toHaveLength(1);
      // A name is required.
      const unnamed = await call("POST", "/api/akun/passkey", user.token, {
        nama: " ",
        respons: device().register(await registrationOptions(user)),
      });
      expect(unnamed.status).toBe(400);
      expect((await body(unnamed)).errors).toEqual({ nama: "Nama passkey wajib diisi" });
    });

    it("holds several passkeys; a removed one no longer signs in, and only its owner removes it", async () => {
      const { user, device } = await withPasskey("editor", "Ponsel");
      const second = new SoftwareAuthenticator(SITE, RP_ID);
      const added = await call("POST", "/api/akun/passkey", user.token, {
        nama: "Kunci USB",
        respons: second.register(await registrationOptions(user)),
      });
      expect(added.status).toBe(201);
      const listed = await body(await call("GET", "/api/akun/passkey", user.token));
      expect(listed.map((p: { nama: string }) => p.nama)).toEqual(["Ponsel", "Kunci USB"]);

      const path = `/api/akun/passkey/${encodeURIComponent(device.id)}`;
      expect((await call("DELETE", path, admin.token)).status).toBe(404);
      const removed = await call("DELETE", path, user.token, { password: user.password });
      expect(removed.status).toBe(200);
      expect(await body(removed)).toEqual({ message: "Passkey berhasil dihapus" });
      expect((await call("DELETE", path, user.token, { password: user.password })).status).toBe(
        404,
      );

      const res = await signInWith(device.authenticate(await loginOptions()));
      expect(res.status).toBe(401);
      expect(await body(res)).toEqual({ message: TIDAK_DIKENAL });
      expect((await signInWith(second.authenticate(await loginOptions()))).status).toBe(200);
    });

    it("Wajib_2FA: an admin with a passkey is enrolled", async () => {
      // The admin who turns the rule on has a passkey, so stays free to turn it off again.
      const { user: owner } = await withPasskey("admin");
      const setRule = (value: string) =>
        ctx.call("POST", "/api/settings/update", {
          token: owner.token,
          form: form({ Wajib_2FA: value }),
        });
      expect((await setRule("ya")).status).toBe(200);
      try {
        const other = await ctx.signIn("admin");
        const refused = await call("GET", "/api/users", other.token);
        expect(refused.status).toBe(403);
        expect((await body(refused)).perlu_daftar_2fa).toBe(true);
        const device = new SoftwareAuthenticator(SITE, RP_ID);
        const added = await call("POST", "/api/akun/passkey", other.token, {
          nama: "Ponsel",
          respons: device.register(await registrationOptions(other)),
        });
        expect(added.status).toBe(201);
        // The same session may now do an admin's work; a password alone no longer signs in.
        expect((await call("GET", "/api/users", other.token)).status).toBe(200);
        const login = await call("POST", "/api/login", undefined, {
          username: other.username,
          password: other.password,
        });
        expect(login.status).toBe(403);
        expect(await body(login)).toMatchObject({ perlu_passkey: true });
        expect((await body(await call("GET", "/api/akun/2fa", other.token))).wajib).toBe(false);
        // An admin without a passkey is still led to enrol at login.
        const third = await ctx.signIn("admin");
        const led = await call("POST", "/api/login", undefined, {
          username: third.username,
          password: third.password,
        });
        expect((await body(led)).perlu_daftar_2fa).toBe(true);
      } finally {
        expect((await setRule("")).status).toBe(200);
      }
    });

    it("an admin removing a user's second step removes their passkeys too", async () => {
      const { user, device } = await withPasskey();
      const res = await call("POST", `/api/users/${user.id}/hapus-2fa`, admin.token, {
        password: admin.password,
      });
      expect(res.status).toBe(200);
      expect(await passkeysOf(user.id)).toEqual([]);
      const signIn = await signInWith(device.authenticate(await loginOptions()));
      expect(await body(signIn)).toEqual({ message: TIDAK_DIKENAL });
      // The user's sessions end: one may have been opened with a removed passkey.
      expect(await works(user.token)).toBe(false);
    });

    it("caps the live challenges one address may hold", async () => {
      const fromThere = () =>
        ctx.call("POST", "/api/login/passkey/mulai", { json: {}, remoteAddress: "203.0.113.9" });
      for (let i = 0; i < 30; i++) expect((await fromThere()).status).toBe(200);
      const capped = await fromThere();
      expect(capped.status).toBe(429);
      expect(await body(capped)).toEqual({
        message:
          "Terlalu banyak permintaan passkey dari alamat Anda. Coba lagi dalam beberapa menit.",
      });
      // Another address is not held back.
      expect((await loginOptions()).challenge).toEqual(expect.any(String));
    });
  });
}
