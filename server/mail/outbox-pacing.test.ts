import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";

for (const dialect of DIALECTS) {
  describe(`subscriber mail paced behind staff mail [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: TestContext & { close: () => Promise<void> };

    beforeAll(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestContext(dialect, {
        SMTP_URL: smtp.url,
        MAIL_FROM: "noreply@keraton.example",
        MAIL_RATE_PER_MINUTE: "5",
      });
    });
    afterAll(async () => {
      await ctx?.close();
      await smtp?.stop();
    });

    it("sends staff mail first and at most MAIL_RATE_PER_MINUTE subscriber mails a minute", async () => {
      const { db, outbox } = ctx.deps;
      const start = new Date();
      const subscribers = Array.from({ length: 12 }, (_, i) => ({
        kepada: `pelanggan${i}@contoh.example`,
        perihal: `Kabar ${i}`,
        teks: "Kabar",
        berhenti: `https://keraton.example/langganan/berhenti?token=${i}`,
      }));
      await outbox.add(db, subscribers, start);
      await outbox.add(
        db,
        [1, 2, 3].map((i) => ({
          kepada: `staf${i}@keraton.example`,
          perihal: `Staf ${i}`,
          teks: "x",
        })),
        start,
      );

      await outbox.sendDue(start);
      const first = await smtp.waitFor(8);
      expect(first.slice(0, 3).map((m) => m.subject)).toEqual(["Staf 1", "Staf 2", "Staf 3"]);
      expect(first.slice(3).map((m) => m.subject)).toEqual(
        [0, 1, 2, 3, 4].map((i) => `Kabar ${i}`),
      );

      await outbox.sendDue(new Date(start.getTime() + 30_000));
      expect(smtp.received).toHaveLength(8);
      await outbox.sendDue(new Date(start.getTime() + 61_000));
      expect((await smtp.waitFor(13)).slice(8).map((m) => m.subject)).toEqual(
        [5, 6, 7, 8, 9].map((i) => `Kabar ${i}`),
      );
    });
  });
}
