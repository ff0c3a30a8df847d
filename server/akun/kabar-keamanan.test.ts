import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { SoftwareAuthenticator } from "../../tests/support/software-authenticator.ts";
import {
  createTestContext,
  DIALECTS,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";

const SITE = "https://keraton.example";
const SUBJECT = "Perubahan keamanan akun — Keraton Kasepuhan Cirebon";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

/** Every change to an account's security is mailed to its address (and the old one on a move). */
for (const dialect of DIALECTS) {
  describe(`security changes are told by mail [${dialect}]`, () => {
    let ctx: TestContext & { close: () => Promise<void> };
    let address = 0;
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { PUBLIC_URL: SITE });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    const call = (method: string, path: string, token: string, json: unknown = {}) =>
      ctx.call(method, path, {
        token,
        json,
        headers: { "user-agent": CHROME },
        remoteAddress: `198.51.100.${100 + (address % 100)}`,
      });
    const mailsTo = (kepada: string) =>
      ctx.deps.db
        .selectFrom("surat_keluar")
        .select(["kepada", "perihal", "teks"])
        .where("kepada", "=", kepada)
        .orderBy("id")
        .execute();

    /** A signed-in editor with an address of their own. */
    async function withAddress(): Promise<SignedIn & { email: string }> {
      address++;
      const user = await ctx.signIn("editor", { name: "Sari" });
      const email = `${user.username}@keraton.example`;
      const res = await call("PUT", "/api/akun/email", user.token, {
        email,
        notifikasi: false,
        password: user.password,
      });
      expect(res.status).toBe(200);
      // A first address has no one else to warn: it is not mailed.
      expect(await mailsTo(email)).toEqual([]);
      return { ...user, email };
    }

    /** The one mail told after `before` mails, and what it says. */
    async function toldOnce(email: string, before: number) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(before + 1);
      const mail = mails[before];
      expect(mail.perihal).toBe(SUBJECT);
      expect(mail.teks).toContain("Halo Sari,");
      expect(mail.teks).toContain("Chrome 130 di Linux");
      expect(mail.teks).toMatch(/Waktu: \d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB/);
      expect(mail.teks).toContain(`${SITE}/lupa-password`);
      expect(mail.teks).toContain("Bila bukan Anda, segera atur ulang password");
      return mail.teks;
    }

    it("a new address is told to the old address and to the new one", async () => {
      const user = await withAddress();
      const before = (await mailsTo(user.email)).length;
      const moved = `baru-${user.email}`;
      const res = await call("PUT", "/api/akun/email", user.token, {
        email: moved,
        notifikasi: false,
        password: user.password,
      });
      expect(res.status).toBe(200);
      const toOld = await toldOnce(user.email, before);
      expect(toOld).toContain(`diubah dari "${user.email}" menjadi "${moved}"`);
      expect(await toldOnce(moved, 0)).toBe(toOld);
    });

    it("a password change, a passkey added and removed, and two-step sign-in on and off are each told", async () => {
      const user = await withAddress();
      let told = (await mailsTo(user.email)).length;
      const expectTold = async (what: string) => {
        expect(await toldOnce(user.email, told)).toContain(what);
        told++;
      };

      const device = new SoftwareAuthenticator(SITE, "keraton.example");
      const options = await body(
        await call("POST", "/api/akun/passkey/mulai", user.token, { password: user.password }),
      );
      const added = await call("POST", "/api/akun/passkey", user.token, {
        nama: "Ponsel Sari",
        respons: device.register(options),
      });
      expect(added.status).toBe(201);
      await expectTold('Passkey baru "Ponsel Sari" baru saja ditambahkan');

      const removed = await call(
        "DELETE",
        `/api/akun/passkey/${encodeURIComponent(device.id)}`,
        user.token,
        { password: user.password },
      );
      expect(removed.status).toBe(200);
      await expectTold('Passkey "Ponsel Sari" baru saja dihapus');

      const { secret } = await body(
        await call("POST", "/api/akun/2fa/mulai", user.token, { password: user.password }),
      );
      const on = await call("POST", "/api/akun/2fa/aktifkan", user.token, {
        password: user.password,
        kode: codeFor(secret),
      });
      expect(on.status).toBe(200);
      await expectTold("Verifikasi dua langkah baru saja diaktifkan");
      const [recovery] = (await body(on)).kode_cadangan;
      const off = await call("POST", "/api/akun/2fa/nonaktifkan", user.token, {
        password: user.password,
        kode: recovery,
      });
      expect(off.status).toBe(200);
      await expectTold("Verifikasi dua langkah baru saja dinonaktifkan");

      const changed = await call("POST", "/api/akun/password", user.token, {
        password_lama: user.password,
        password_baru: "sandi-baru-sari-panjang",
      });
      expect(changed.status).toBe(200);
      await expectTold("Password akun Anda baru saja diubah");
    });

    it("an admin's new password is told, listing the passkeys to review", async () => {
      const admin = await ctx.signIn("admin");
      const user = await withAddress();
      const device = new SoftwareAuthenticator(SITE, "keraton.example");
      const options = await body(
        await call("POST", "/api/akun/passkey/mulai", user.token, { password: user.password }),
      );
      await call("POST", "/api/akun/passkey", user.token, {
        nama: "Kunci Asing",
        respons: device.register(options),
      });
      const told = (await mailsTo(user.email)).length;
      const res = await call("PUT", `/api/users/${user.id}`, admin.token, {
        name: "Sari",
        role: "editor",
        password: "sandi-dari-admin-sari",
      });
      expect(res.status).toBe(200);
      const teks = await toldOnce(user.email, told);
      expect(teks).toContain("Password akun Anda baru saja diganti oleh admin");
      expect(teks).toContain(`Oleh admin: ${admin.name}`);
      expect(teks).toContain('Akun ini masih memiliki passkey: "Kunci Asing"');
    });

    it("an address an admin sets for someone is told to the old address and the new one", async () => {
      const admin = await ctx.signIn("admin");
      const user = await withAddress();
      const told = (await mailsTo(user.email)).length;
      const moved = `dari-admin-${user.email}`;
      const res = await call("PUT", `/api/users/${user.id}`, admin.token, {
        name: "Sari",
        role: "editor",
        email: moved,
      });
      expect(res.status).toBe(200);
      for (const kepada of [user.email, moved]) {
        const teks = await toldOnce(kepada, kepada === moved ? 0 : told);
        expect(teks).toContain(
          `Alamat email akun Anda baru saja diganti oleh admin menjadi ${moved}`,
        );
        expect(teks).toContain(`Oleh admin: ${admin.name}`);
      }
      // The same address again is no change: nobody is told twice.
      await call("PUT", `/api/users/${user.id}`, admin.token, {
        name: "Sari",
        role: "editor",
        email: moved,
      });
      expect(await mailsTo(moved)).toHaveLength(1);
    });

    it("an admin removing the second step is told", async () => {
      const admin = await ctx.signIn("admin");
      const user = await withAddress();
      const { secret } = await body(
        await call("POST", "/api/akun/2fa/mulai", user.token, { password: user.password }),
      );
      await call("POST", "/api/akun/2fa/aktifkan", user.token, {
        password: user.password,
        kode: codeFor(secret),
      });
      const told = (await mailsTo(user.email)).length;
      const res = await call("POST", `/api/users/${user.id}/hapus-2fa`, admin.token, {
        password: admin.password,
      });
      expect(res.status).toBe(200);
      expect(await toldOnce(user.email, told)).toContain(
        "Verifikasi dua langkah dan semua passkey akun Anda baru saja dihapus oleh admin",
      );
    });

    it("a refused change tells nobody", async () => {
      const user = await withAddress();
      const told = (await mailsTo(user.email)).length;
      const res = await call("PUT", "/api/akun/email", user.token, {
        email: `lain-${user.email}`,
        notifikasi: false,
      });
      expect(res.status).toBe(403);
      expect(await mailsTo(user.email)).toHaveLength(told);
    });
  });
}
