import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";
import type { AppDeps } from "../app-deps.ts";
import { closeDeps, openDeps } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { log } from "../log/logger.ts";
import { MAIL_FAILURE } from "./mail-failure.ts";
import { countMails, listMails } from "./outbox.repository.ts";
import { TRY_FOR_MS } from "./outbox.ts";

const MINUTE = 60_000;

function mailTo(n: number, extra: { perihal?: string } = {}) {
  return {
    kepada: `staf${n}@keraton.example`,
    perihal: extra.perihal ?? `Permintaan kunjungan ${n}`,
    teks: `Isi surat ${n}`,
    html: `<p>Isi surat <b>${n}</b></p>`,
    balas_ke: "guru@sekolah.example",
  };
}

async function addMails(deps: AppDeps, mails: ReturnType<typeof mailTo>[], now = new Date()) {
  await deps.db.transaction().execute((trx) => deps.outbox.add(trx, mails, now));
}

async function statusOf(deps: AppDeps) {
  return listMails(deps.db, { limit: 100, offset: 0 });
}

for (const dialect of DIALECTS) {
  describe(`the outbox sends through a real SMTP server [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: TestContext & { close: () => Promise<void> };

    beforeAll(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestContext(dialect, {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Keraton Kasepuhan <noreply@keraton.example>",
      });
    });
    afterAll(async () => {
      await ctx?.close();
      await smtp?.stop();
    });

    it("delivers a mail once, with its plain text and HTML parts, Reply-To and Message-ID", async () => {
      const before = smtp.received.length;
      await addMails(ctx.deps, [mailTo(1)]);
      await ctx.deps.outbox.sendDue();
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(mail.subject).toBe("Permintaan kunjungan 1");
      expect(mail.text?.trim()).toBe("Isi surat 1");
      expect(mail.html).toContain("<b>1</b>");
      expect(mail.replyTo?.text).toBe("guru@sekolah.example");
      expect(mail.from?.text).toBe('"Keraton Kasepuhan" <noreply@keraton.example>');
      expect(mail.messageId).toMatch(/^<[0-9a-f]{24}@keraton\.example>$/);
      const [row] = await statusOf(ctx.deps);
      expect(row).toMatchObject({ status: "terkirim", percobaan: 1, galat: "" });
      // A second round finds nothing due: nothing is sent twice.
      await ctx.deps.outbox.sendDue();
      expect(smtp.received.length).toBe(before + 1);
    });

    it("keeps a CR/LF in a subject from making a header of its own", async () => {
      const before = smtp.received.length;
      await addMails(ctx.deps, [
        mailTo(2, { perihal: "Kunjungan SD Negeri 1\r\nBcc: penyusup@luar.example" }),
      ]);
      await ctx.deps.outbox.sendDue();
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(mail.subject).toBe("Kunjungan SD Negeri 1 Bcc: penyusup@luar.example");
      expect(mail.headers.has("bcc")).toBe(false);
    });

    it("tries again later when the server refuses, and gives up after 24 hours", async () => {
      smtp.behave("refuse");
      const start = new Date();
      await addMails(ctx.deps, [mailTo(3)], start);
      await ctx.deps.outbox.sendDue(start);
      let [row] = await statusOf(ctx.deps);
      expect(row).toMatchObject({ status: "antri", percobaan: 1 });
      expect(row.galat).toBe(MAIL_FAILURE.address);
      expect(Date.parse(row.coba_lagi_pada) - start.getTime()).toBe(MINUTE);
      // Not due yet: a round now leaves it alone.
      await ctx.deps.outbox.sendDue(new Date(start.getTime() + 30_000));
      [row] = await statusOf(ctx.deps);
      expect(row.percobaan).toBe(1);
      // A day later the last try fails for good.
      await ctx.deps.outbox.sendDue(new Date(start.getTime() + TRY_FOR_MS - MINUTE));
      [row] = await statusOf(ctx.deps);
      expect(row).toMatchObject({ status: "gagal", percobaan: 2 });
      smtp.behave("accept");
    });

    it("sends a mail whose server went away mid-message once it is back, exactly once", async () => {
      smtp.behave("drop");
      const before = smtp.received.length;
      const start = new Date();
      await addMails(ctx.deps, [mailTo(4)], start);
      await ctx.deps.outbox.sendDue(start);
      let [row] = await statusOf(ctx.deps);
      expect(row).toMatchObject({ status: "antri", percobaan: 1 });
      smtp.behave("accept");
      await ctx.deps.outbox.sendDue(new Date(start.getTime() + 2 * MINUTE));
      [row] = await statusOf(ctx.deps);
      expect(row).toMatchObject({ status: "terkirim", percobaan: 2 });
      await smtp.waitFor(before + 1);
      expect(smtp.received.slice(before).map((m) => m.subject)).toEqual(["Permintaan kunjungan 4"]);
    });

    it("writes each failed try to the server's log, one line naming the mail and the server's answer", async () => {
      smtp.behave("refuse");
      const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
      try {
        const start = new Date();
        await addMails(ctx.deps, [mailTo(7)], start);
        await ctx.deps.outbox.sendDue(start);
        const [row] = (await statusOf(ctx.deps)).filter(
          (m) => m.kepada === "staf7@keraton.example",
        );
        expect(warn).toHaveBeenCalledTimes(1);
        const [fields, message] = warn.mock.calls[0] as unknown as [
          Record<string, unknown>,
          string,
        ];
        expect(message).toBe("Email gagal dikirim");
        expect(fields).toMatchObject({ surat: row?.id, percobaan: 1, status: "antri" });
        expect(String(fields.galat)).toContain("550");
      } finally {
        warn.mockRestore();
        smtp.behave("accept");
      }
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`a copy that died while sending [${dialect}]`, () => {
    it("leaves its mail to the next start once its claim has run out, sent once", async () => {
      const smtp = await startSmtpServer();
      const env = { SMTP_URL: smtp.url, MAIL_FROM: "noreply@keraton.example" };
      const ctx = await createTestContext(dialect, env);
      try {
        await addMails(ctx.deps, [mailTo(7)]);
        // A copy claimed it and died before recording anything.
        const start = new Date();
        await ctx.deps.db
          .updateTable("surat_keluar")
          .set({
            diklaim_oleh: "salinan-yang-mati",
            diklaim_sampai: new Date(start.getTime() + 5 * MINUTE).toISOString(),
          })
          .execute();
        await ctx.deps.outbox.sendDue(start);
        await new Promise((r) => setTimeout(r, 200));
        expect(smtp.received).toHaveLength(0);
        // After the claim runs out, this copy (as after a restart) sends it.
        await ctx.deps.outbox.sendDue(new Date(start.getTime() + 6 * MINUTE));
        await smtp.waitFor(1);
        const [row] = await statusOf(ctx.deps);
        expect(row).toMatchObject({ status: "terkirim", percobaan: 1, diklaim_oleh: null });
      } finally {
        await ctx.close();
        await smtp.stop();
      }
    });
  });
}

describe("an outbox without SMTP_URL [sqlite]", () => {
  it("keeps mail waiting, and sends nothing", async () => {
    const ctx = await createTestContext("sqlite");
    try {
      expect(ctx.deps.outbox.canSend).toBe(false);
      await addMails(ctx.deps, [mailTo(5)]);
      await ctx.deps.outbox.sendDue();
      expect(await countMails(ctx.deps.db, "antri")).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});

describe("two server copies on one PostgreSQL [postgres]", () => {
  it("send each mail once", async () => {
    const smtp = await startSmtpServer();
    const first = await createTestContext("postgres", {
      SMTP_URL: smtp.url,
      MAIL_FROM: "noreply@keraton.example",
    });
    const second = await openDeps(
      loadConfig({
        DATABASE_URL: first.deps.config.DATABASE_URL,
        DATA_DIR: first.dataDir,
        JWT_SECRET: randomBytes(32).toString("hex"),
        SEED: "none",
        SMTP_URL: smtp.url,
        MAIL_FROM: "noreply@keraton.example",
      }),
    );
    try {
      const mails = Array.from({ length: 40 }, (_, i) => mailTo(100 + i));
      await addMails(first.deps, mails);
      await Promise.all([first.deps.outbox.sendDue(), second.outbox.sendDue()]);
      await smtp.waitFor(40);
      // Give a duplicate the time to arrive, were there one.
      await new Promise((r) => setTimeout(r, 200));
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      expect(await countMails(first.deps.db, "terkirim")).toBe(40);
    } finally {
      await closeDeps(second);
      await first.close();
      await smtp.stop();
    }
  });
});
