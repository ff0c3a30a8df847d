import { Secret, TOTP } from "otpauth";
import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { readPratinjau } from "../pratinjau/pratinjau.service.ts";
import { insertPasskey } from "./passkey.repository.ts";

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

  it("an admin whose only second step is a passkey gets no token from a password", async () => {
    const admin = await use().signIn("admin");
    await insertPasskey(use().deps.db, {
      id: `passkey-${admin.username}`,
      user_id: admin.id,
      nama: "Ponsel",
      kunci_publik: "AA",
      penghitung: 0,
      transport: "[]",
      dibuat: new Date().toISOString(),
    });
    const sessions = () =>
      use().deps.db.selectFrom("sesi").select("id").where("user_id", "=", admin.id).execute();
    const before = (await sessions()).length;
    expect((await setRule("ya")).status).toBe(200);
    try {
      const res = await login(admin);
      expect(res.status).toBe(403);
      expect(await body(res)).toEqual({
        message:
          "Admin wajib masuk dengan passkey atau kode verifikasi. Silakan masuk dengan passkey Anda.",
        perlu_passkey: true,
      });
      expect((await sessions()).length).toBe(before);
      // A wrong password is still only a wrong password.
      const wrong = await use().call("POST", "/api/login", {
        json: { username: admin.username, password: "bukan-ini" },
      });
      expect(wrong.status).toBe(401);
      expect(await body(wrong)).toEqual({ message: "Username atau password salah" });
    } finally {
      await setRule("");
    }
    // Without the rule, the password alone signs in as before.
    expect(await body(await login(admin))).toMatchObject({ token: expect.any(String) });
  });

  it("an admin not yet enrolled reads the public site as a visitor: no drafts, no previews", async () => {
    const admin = await use().signIn("admin");
    const draft = (
      await body(
        await use().call("POST", "/api/informasi", {
          token: owner.token,
          form: form({ judul: "Draf Rahasia Wajib", status: "draf" }),
        }),
      )
    ).data;
    // A preview link the admin made before the rule was turned on.
    const { url } = await body(
      await use().call("POST", "/api/pratinjau", {
        token: admin.token,
        json: { jenis: "informasi", id: draft.id },
      }),
    );
    const ticket = new URL(url, "http://x").searchParams.get("pratinjau") ?? "";
    const reads = (token: string) =>
      Promise.all([
        use().call("GET", "/api/informasi?limit=100", { token }).then(body),
        use().call("GET", `/api/informasi/${draft.id}`, { token }),
        use().call("GET", `/api/informasi/slug/${draft.slug}`, { token }),
      ]);
    const [listBefore, byIdBefore] = await reads(admin.token);
    expect(JSON.stringify(listBefore)).toContain("Draf Rahasia Wajib");
    expect(byIdBefore.status).toBe(200);
    expect((await setRule("ya")).status).toBe(200);
    try {
      const [list, byId, bySlug] = await reads(admin.token);
      expect(JSON.stringify(list)).not.toContain("Draf Rahasia Wajib");
      expect(byId.status).toBe(404);
      expect(bySlug.status).toBe(404);
      expect(await readPratinjau(use().deps.db, use().deps.secret, ticket)).toBeUndefined();
      // The owner, enrolled, still sees the draft.
      expect(
        (await use().call("GET", `/api/informasi/${draft.id}`, { token: owner.token })).status,
      ).toBe(200);
    } finally {
      await setRule("");
    }
    expect(await readPratinjau(use().deps.db, use().deps.secret, ticket)).toEqual({
      jenis: "informasi",
      id: draft.id,
    });
  });

  it("turned off, an admin without a second step works as before", async () => {
    const admin = await use().signIn("admin");
    expect((await setRule("")).status).toBe(200);
    const signedIn = await body(await login(admin));
    expect(signedIn.perlu_daftar_2fa).toBeUndefined();
    expect((await use().call("GET", "/api/users", { token: signedIn.token })).status).toBe(200);
  });
});
