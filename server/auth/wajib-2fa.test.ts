import { Secret, TOTP } from "otpauth";
import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

const WAJIB = {
  message: "Aktifkan verifikasi dua langkah di Akun Saya terlebih dahulu. Admin wajib memakainya.",
  perlu_daftar_2fa: true,
};

/** Wajib_2FA: every admin without a second step enrols before doing anything else. */
describeEachDialect("Wajib_2FA", (use) => {
  let owner: SignedIn;
  beforeAll(async () => {
    // The admin who turns the rule on has a second step already.
    owner = await use().signIn("admin");
    const { secret } = await body(
      await use().call("POST", "/api/akun/2fa/mulai", {
        token: owner.token,
        json: { password: owner.password },
      }),
    );
    await use().call("POST", "/api/akun/2fa/aktifkan", {
      token: owner.token,
      json: { kode: codeFor(secret), password: owner.password },
    });
  });
  const setRule = (value: string) =>
    use().call("POST", "/api/settings/update", {
      token: owner.token,
      form: form({ Wajib_2FA: value }),
    });
  const login = (user: SignedIn) =>
    use().call("POST", "/api/login", {
      json: { username: user.username, password: user.password },
    });

  it('is a setting of "ya" or empty, read back with the others', async () => {
    expect((await body(await use().call("GET", "/api/settings"))).Wajib_2FA).toBe("");
    const bad = await setRule("tidak");
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors).toHaveProperty("Wajib_2FA");
    expect((await body(await use().call("GET", "/api/settings"))).Wajib_2FA).toBe("");
  });

  it("leads an admin without a second step to enrol, refusing everything else until done", async () => {
    const admin = await use().signIn("admin");
    const editor = await use().signIn("editor");
    expect((await setRule("ya")).status).toBe(200);
    try {
      const signedIn = await body(await login(admin));
      expect(signedIn).toMatchObject({ perlu_daftar_2fa: true, role: "admin" });
      const token = signedIn.token as string;
      // Anything else: 403 with the reason, for this sign-in and the one from before the rule.
      for (const t of [token, admin.token]) {
        const users = await use().call("GET", "/api/users", { token: t });
        expect(users.status).toBe(403);
        expect(await body(users)).toEqual(WAJIB);
        const write = await use().call("POST", "/api/informasi", {
          token: t,
          form: form({ judul: "Tidak boleh" }),
        });
        expect(write.status).toBe(403);
      }
      expect(await body(await use().call("GET", "/api/akun/2fa", { token }))).toEqual({
        aktif: false,
        sisa_kode_cadangan: 0,
        wajib: true,
      });
      // Editors and admins with a second step go on as before.
      expect((await body(await login(editor))).perlu_daftar_2fa).toBeUndefined();
      expect(
        (
          await use().call("POST", "/api/informasi", {
            token: editor.token,
            form: form({ judul: "Boleh" }),
          })
        ).status,
      ).toBe(201);
      expect((await use().call("GET", "/api/users", { token: owner.token })).status).toBe(200);

      // Enrolling lifts the limit at once.
      const { secret } = await body(
        await use().call("POST", "/api/akun/2fa/mulai", {
          token,
          json: { password: admin.password },
        }),
      );
      const on = await use().call("POST", "/api/akun/2fa/aktifkan", {
        token,
        json: { kode: codeFor(secret), password: admin.password },
      });
      expect(on.status).toBe(200);
      expect((await use().call("GET", "/api/users", { token })).status).toBe(200);
    } finally {
      await setRule("");
    }
  });

  it("turned off, an admin without a second step works as before", async () => {
    const admin = await use().signIn("admin");
    expect((await setRule("")).status).toBe(200);
    const signedIn = await body(await login(admin));
    expect(signedIn.perlu_daftar_2fa).toBeUndefined();
    expect((await use().call("GET", "/api/users", { token: signedIn.token })).status).toBe(200);
  });
});
