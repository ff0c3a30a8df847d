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
const RP_ID = "keraton.example";
const WRONG = "Username atau password salah";
const WRONG_CODE = "Kode verifikasi salah atau sudah dipakai";
const SLOWED =
  "Terlalu banyak percobaan login ke akun ini. Coba lagi dalam 15 menit, atau masuk dengan passkey.";
const ALERT_SUBJECT = "Ada yang mencoba masuk ke akun Anda — Keraton Kasepuhan Cirebon";

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Addresses taking turns: each of `count` tries from its own (a botnet, a proxy list). */
const rotating = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

/**
 * Wrong passwords and codes count per account as well as per address (CONTRACT, fourth wave):
 * rotating addresses slows the account's password and code path, the owner's passkey still opens
 * it, and the owner is mailed once.
 */
for (const dialect of DIALECTS) {
  describe(`guessing one account from many addresses [${dialect}]`, () => {
    let ctx: TestContext & { close: () => Promise<void> };
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { PUBLIC_URL: SITE });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    const login = (username: string, password: string, remoteAddress: string) =>
      ctx.call("POST", "/api/login", { json: { username, password }, remoteAddress });
    const alertsTo = async (email: string) =>
      (
        await ctx.deps.db
          .selectFrom("surat_keluar")
          .select(["perihal", "teks"])
          .where("kepada", "=", email)
          .execute()
      ).filter((mail) => mail.perihal === ALERT_SUBJECT);
    async function withEmail(user: SignedIn, email: string) {
      await ctx.deps.db.updateTable("users").set({ email }).where("id", "=", user.id).execute();
    }

    it("slows the password path of an account guessed from 20 addresses; the owner's passkey still opens it", async () => {
      const owner = await ctx.signIn("editor", { name: "Sari" });
      await withEmail(owner, "sari@keraton.example");
      const device = new SoftwareAuthenticator(SITE, RP_ID);
      const options = await body(
        await ctx.call("POST", "/api/akun/passkey/mulai", {
          token: owner.token,
          json: { password: owner.password },
        }),
      );
      const added = await ctx.call("POST", "/api/akun/passkey", {
        token: owner.token,
        json: { nama: "Ponsel", respons: device.register(options), password: owner.password },
      });
      expect(added.status).toBe(201);

      const answers: Array<{ status: number; message: string }> = [];
      for (const address of rotating("198.51.100", 20)) {
        const res = await login(owner.username, "tebakan-salah", address);
        answers.push({ status: res.status, message: (await body(res)).message });
      }
      // Each address tried once (far under its own limits): the account counted all 20.
      expect(answers.slice(0, 10)).toEqual(Array(10).fill({ status: 401, message: WRONG }));
      expect(answers.slice(10)).toEqual(Array(10).fill({ status: 429, message: SLOWED }));
      // The right password from yet another address waits its turn too.
      const right = await login(owner.username, owner.password, "192.0.2.200");
      expect(right.status).toBe(429);
      expect(await body(right)).toEqual({ message: SLOWED });

      // The owner, with the passkey, signs in all the same.
      const challenge = await body(
        await ctx.call("POST", "/api/login/passkey/mulai", { json: {} }),
      );
      const byPasskey = await ctx.call("POST", "/api/login/passkey", {
        json: { respons: device.authenticate(challenge) },
      });
      expect(byPasskey.status).toBe(200);
      expect(await body(byPasskey)).toMatchObject({ username: owner.username });

      // One mail to the owner for the whole episode, in Indonesian, saying what to do.
      const mails = await alertsTo("sari@keraton.example");
      expect(mails).toHaveLength(1);
      expect(mails[0].teks).toContain(`akun "${owner.username}"`);
      expect(mails[0].teks).toContain("passkey");
      expect(mails[0].teks).toContain("ganti password");
      for (const address of rotating("198.51.101", 5)) {
        expect((await login(owner.username, "tebakan-lain", address)).status).toBe(429);
      }
      expect(await alertsTo("sari@keraton.example")).toHaveLength(1);
    });

    it("slows the code of an account guessed with its stolen password from 20 addresses", async () => {
      const owner = await ctx.signIn("editor");
      await withEmail(owner, "kode@keraton.example");
      const { secret } = await body(
        await ctx.call("POST", "/api/akun/2fa/mulai", {
          token: owner.token,
          json: { password: owner.password },
        }),
      );
      const on = await ctx.call("POST", "/api/akun/2fa/aktifkan", {
        token: owner.token,
        json: { kode: codeFor(secret), password: owner.password },
      });
      expect(on.status).toBe(200);
      // With the stolen password, a ticket from each address (a right password counts nothing).
      const addresses = rotating("203.0.113", 20);
      const tickets: string[] = [];
      for (const address of [...addresses, "192.0.2.201"]) {
        const res = await login(owner.username, owner.password, address);
        tickets.push((await body(res)).tiket);
      }
      const wrongCode = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, "0");

      const statuses: number[] = [];
      for (const [i, address] of addresses.entries()) {
        const res = await ctx.call("POST", "/api/login/kode", {
          json: { tiket: tickets[i], kode: wrongCode },
          remoteAddress: address,
        });
        const { message } = await body(res);
        expect(message).toBe(res.status === 401 ? WRONG_CODE : SLOWED);
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
      // The right code does not slip through.
      const last = await ctx.call("POST", "/api/login/kode", {
        json: { tiket: tickets[20], kode: codeFor(secret) },
        remoteAddress: "192.0.2.201",
      });
      expect(last.status).toBe(429);
      expect(await alertsTo("kode@keraton.example")).toHaveLength(1);
    });

    it("counts an IPv6 client by its /64: rotating within it is one address", async () => {
      const owner = await ctx.signIn("editor");
      const statuses: number[] = [];
      for (let i = 1; i <= 7; i++) {
        const res = await login(owner.username, "salah", `2001:db8:77:1::${i.toString(16)}`);
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // Another /64 is another client (the account is still far under its own limit).
      expect((await login(owner.username, owner.password, "2001:db8:77:2::1")).status).toBe(200);
    });
  });
}
