import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { SoftwareAuthenticator } from "../../tests/support/software-authenticator.ts";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";
import { requestPasswordReset, resetMailsMade } from "./password-reset.service.ts";
import { listSessions } from "./sesi.repository.ts";

const SENT =
  "Bila nama pengguna atau email itu terdaftar dan memiliki alamat email, tautan untuk mengatur ulang password sudah dikirim ke email tersebut. Tautan berlaku 30 menit; periksa juga folder spam.";
const INVALID =
  "Tautan atur ulang password ini tidak berlaku lagi atau sudah dipakai. Minta tautan baru dari halaman Lupa Password.";

function tokenIn(text: string | undefined): string {
  const match = /\/atur-ulang-password\?token=([A-Za-z0-9_-]{43})/.exec(text ?? "");
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1];
}

for (const dialect of DIALECTS) {
  describe(`a forgotten password [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: TestContext & { close: () => Promise<void> };
    let address = 0;
    // Each test asks from its own address, so the per-address limit of one does not reach another.
    const from = () => `203.0.113.${++address}`;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestContext(dialect, {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Keraton Kasepuhan <noreply@keraton.example>",
        PUBLIC_URL: "https://keraton.example",
      });
    });
    afterAll(async () => {
      await ctx?.close();
      await smtp?.stop();
    });

    async function editorWithEmail(email: string) {
      const editor = await ctx.signIn("editor", { name: "Sari" });
      await ctx.call("PUT", "/api/akun/email", {
        token: editor.token,
        json: { email, notifikasi: false, password: editor.password },
      });
      return editor;
    }

    async function ask(username: string, remoteAddress = from()) {
      return ctx.call("POST", "/api/auth/lupa-password", { json: { username }, remoteAddress });
    }

    /** The mails received once the links asked for (made after each answer) are sent. */
    async function received(count: number) {
      await resetMailsMade();
      await ctx.deps.outbox.sendDue();
      return smtp.waitFor(count);
    }

    async function sendAndReceive(username: string) {
      const before = smtp.received.length;
      const res = await ask(username);
      return { res, mail: (await received(before + 1))[before] };
    }

    /** The statements a reset request runs before it is answered, in order, without their values. */
    async function statementsBeforeTheAnswer(username: string) {
      const statements: string[] = [];
      const recorder: KyselyPlugin = {
        transformQuery: ({ node, queryId }) => {
          statements.push(ctx.deps.db.getExecutor().compileQuery(node, queryId).sql);
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const deps = { ...ctx.deps, db: ctx.deps.db.withPlugin(recorder) };
      const afterAnswer = await requestPasswordReset(deps, { username, ip: from() });
      return { statements: [...statements], afterAnswer };
    }

    it("mails a one-use link that sets a new password and ends every earlier session", async () => {
      const editor = await editorWithEmail("sari@keraton.example");
      // A second sign-in of the same person, e.g. on a stolen phone.
      const phone = await ctx.call("POST", "/api/login", {
        json: { username: editor.username, password: editor.password },
      });
      expect(phone.status).toBe(200);
      expect(await listSessions(ctx.deps.db, editor.id)).toHaveLength(2);
      const { res, mail } = await sendAndReceive(editor.username);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: SENT });
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("sari@keraton.example");
      expect(mail.subject).toBe("Atur ulang password — Keraton Kasepuhan Cirebon");
      expect(mail.text).toContain("https://keraton.example/atur-ulang-password?token=");
      const token = tokenIn(mail.text);
      expect(tokenIn(mail.html || "")).toBe(token);

      const reset = await ctx.call("POST", "/api/auth/atur-ulang-password", {
        json: { token, password_baru: "password-baru-sari" },
      });
      expect(reset.status).toBe(200);
      // Every session from before the reset has ended (its row is gone), and its token is refused.
      expect(await listSessions(ctx.deps.db, editor.id)).toEqual([]);
      const old = await ctx.call("GET", "/api/akun", { token: editor.token });
      expect(old.status).toBe(401);
      const { token: phoneToken } = await phone.json();
      const onPhone = await ctx.call("GET", "/api/akun", { token: phoneToken });
      expect(onPhone.status).toBe(401);
      const login = await ctx.call("POST", "/api/login", {
        json: { username: editor.username, password: "password-baru-sari" },
      });
      expect(login.status).toBe(200);
      // The same link a second time does nothing.
      const again = await ctx.call("POST", "/api/auth/atur-ulang-password", {
        json: { token, password_baru: "password-lain-lagi" },
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ message: INVALID });
      const admin = await ctx.signIn("admin");
      const riwayat = await (await ctx.call("GET", "/api/riwayat", { token: admin.token })).json();
      expect(riwayat).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ aksi: "atur_ulang_password", target: editor.username }),
        ]),
      );
    });

    it("answers after the same work for a name with an address, one without and one no account has", async () => {
      const withAddress = await editorWithEmail("sama@keraton.example");
      const withoutAddress = await ctx.signIn("editor");
      const links = () => ctx.deps.db.selectFrom("reset_password").select("user_id").execute();
      const linksBefore = (await links()).length;
      const asked = await Promise.all(
        [withAddress.username, withoutAddress.username, "tidak-ada-orangnya"].map(
          statementsBeforeTheAnswer,
        ),
      );
      const [first, ...others] = asked;
      for (const other of others) expect(other.statements).toEqual(first.statements);
      // Nothing was looked up or made for the account before the answer: it all comes after.
      expect((await links()).length).toBe(linksBefore);
      for (const { afterAnswer } of asked) await afterAnswer();
      expect((await links()).length).toBe(linksBefore + 1);
      // Other mails (the notice of the address just set) may be on their way too: the reset link
      // is the one mail of its kind, and it goes to the account that has the address.
      await resetMailsMade();
      await ctx.deps.outbox.sendDue();
      const resetLinks = () =>
        smtp.received
          .filter((m) => m.subject === "Atur ulang password — Keraton Kasepuhan Cirebon")
          .map((m) => (m.to && "text" in m.to ? m.to.text : ""))
          .filter((to) => to !== "sari@keraton.example");
      await expect.poll(resetLinks, { timeout: 20_000 }).toEqual(["sama@keraton.example"]);
    });

    it("a reset is told to the account's address, listing the passkeys to review", async () => {
      const editor = await editorWithEmail("berkunci@keraton.example");
      const device = new SoftwareAuthenticator("https://keraton.example", "keraton.example");
      const mailsBefore = smtp.received.length;
      const options = await ctx.call("POST", "/api/akun/passkey/mulai", {
        token: editor.token,
        json: { password: editor.password },
      });
      const respons = device.register(await options.json());
      await ctx.call("POST", "/api/akun/passkey", {
        token: editor.token,
        json: { nama: "Kunci Tak Dikenal", respons },
      });
      await ctx.deps.outbox.sendDue();
      await smtp.waitFor(mailsBefore + 1); // the notice of the new passkey
      const { mail } = await sendAndReceive(editor.username);
      const before = smtp.received.length;
      const reset = await ctx.call("POST", "/api/auth/atur-ulang-password", {
        json: { token: tokenIn(mail.text), password_baru: "password-baru-berkunci" },
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" },
      });
      expect(reset.status).toBe(200);
      await ctx.deps.outbox.sendDue();
      const told = (await smtp.waitFor(before + 1))[before];
      expect(told.subject).toBe("Perubahan keamanan akun — Keraton Kasepuhan Cirebon");
      expect(told.text).toContain("Password akun Anda baru saja diatur ulang");
      expect(told.text).toContain('Akun ini masih memiliki passkey: "Kunci Tak Dikenal"');
      expect(told.text).toContain("Firefox 133 di Linux");
      expect(told.text).toContain("https://keraton.example/lupa-password");
    });

    it("answers the same for a name no account has, and mails no one", async () => {
      const before = smtp.received.length;
      const res = await ask("tidak-ada-orangnya");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: SENT });
      await resetMailsMade();
      await ctx.deps.outbox.sendDue();
      expect(smtp.received.length).toBe(before);
    });

    it("finds the account by its email, in any case", async () => {
      await editorWithEmail("Bagus@Keraton.example");
      const { mail } = await sendAndReceive("bagus@KERATON.example");
      expect((mail.to && "text" in mail.to ? mail.to.text : "").toLowerCase()).toBe(
        "bagus@keraton.example",
      );
    });

    it("refuses a link older than 30 minutes", async () => {
      const editor = await editorWithEmail("lama@keraton.example");
      const before = smtp.received.length;
      const afterAnswer = await requestPasswordReset(ctx.deps, {
        username: editor.username,
        ip: from(),
        now: Date.now() - 31 * 60 * 1000,
      });
      await afterAnswer();
      const mail = (await received(before + 1))[before];
      const res = await ctx.call("POST", "/api/auth/atur-ulang-password", {
        json: { token: tokenIn(mail.text), password_baru: "password-baru-lama" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: INVALID });
    });

    it("keeps the usual password rules", async () => {
      const editor = await editorWithEmail("aturan@keraton.example");
      const { mail } = await sendAndReceive(editor.username);
      const res = await ctx.call("POST", "/api/auth/atur-ulang-password", {
        json: { token: tokenIn(mail.text), password_baru: "pendek" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        errors: { password_baru: "Password minimal 8 karakter" },
      });
    });

    it("limits requests per address, and mails one account three links at most", async () => {
      const address = from();
      for (let i = 0; i < 3; i++) expect((await ask("siapa-saja", address)).status).toBe(200);
      expect((await ask("siapa-saja", address)).status).toBe(429);
      for (let i = 0; i < 7; i++) expect((await ask(`nama-${i}`, address)).status).toBe(200);
      const refused = await ask("nama-lain", address);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        message: "Terlalu banyak permintaan atur ulang password. Coba lagi dalam 15 menit.",
      });

      // From five addresses, the account still gets three mails, and every answer is the same.
      const editor = await editorWithEmail("dibanjiri@keraton.example");
      const before = smtp.received.length;
      for (let i = 0; i < 5; i++) {
        const res = await ask(editor.username);
        expect(await res.json()).toEqual({ message: SENT });
      }
      await received(before + 3);
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.received.length - before).toBe(3);
    });
  });
}

describe("a forgotten password without SMTP [sqlite]", () => {
  it("answers the same and keeps no link", async () => {
    const ctx = await createTestContext("sqlite");
    try {
      const editor = await ctx.signIn("editor");
      const res = await ctx.call("POST", "/api/auth/lupa-password", {
        json: { username: editor.username },
      });
      expect(await res.json()).toEqual({ message: SENT });
      const links = await ctx.deps.db.selectFrom("reset_password").selectAll().execute();
      expect(links).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
