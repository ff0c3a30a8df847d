import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { addDays } from "../../common/day-arithmetic.ts";
import { body, form } from "../../tests/support/forms.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { header } from "../../tests/support/subscriber-mail.ts";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";
import type { AppDeps } from "../app-deps.ts";
import { closeDeps, openDeps } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { confirm } from "./langganan.service.ts";

/** 00:00 WIB of a day, plus `ms`. */
const wibMidnight = (day: string, ms = 0) =>
  new Date(new Date(`${day}T00:00:00+07:00`).getTime() + ms);

for (const dialect of DIALECTS) {
  describe(`ceremony reminders to subscribers [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: TestContext & { close: () => Promise<void> };
    /** A second server copy on the same database (PostgreSQL; SQLite has one process). */
    let second: AppDeps | undefined;
    const day = addDays(todayInJakarta(), 30);

    beforeAll(async () => {
      smtp = await startSmtpServer();
      const env = {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Keraton Kasepuhan <noreply@keraton.example>",
        PUBLIC_URL: "https://keraton.example",
      };
      ctx = await createTestContext(dialect, env);
      if (dialect === "postgres") {
        second = await openDeps(
          loadConfig({
            ...env,
            DATABASE_URL: ctx.deps.config.DATABASE_URL,
            DATA_DIR: ctx.dataDir,
            JWT_SECRET: ctx.deps.secret,
            SEED: "none",
            LOG_REQUESTS: "0",
          }),
        );
      }
    });
    afterAll(async () => {
      if (second) await closeDeps(second);
      await ctx?.close();
      await smtp?.stop();
    });

    /** Both copies' background rounds at once (one copy on SQLite), then their mail sent. */
    async function roundsAt(now: Date): Promise<ParsedMail[]> {
      const before = smtp.received.length;
      const copies = [ctx.deps, ...(second ? [second] : [])];
      await Promise.all(copies.map((deps) => deps.langgananSweep.sweep(now)));
      await Promise.all(copies.map((deps) => deps.outbox.sendDue(now)));
      // Whatever was queued has been tried; give the SMTP server a moment to hand it over.
      await new Promise((r) => setTimeout(r, 200));
      return smtp.received.slice(before);
    }

    it("reminds once 7 days and once 1 day before, across two copies; a move is told once", async () => {
      for (const [email, bahasa] of [
        ["dalem@contoh.example", "id"],
        ["friend@contoh.example", "en"],
      ] as const) {
        const res = await ctx.call("POST", "/api/langganan", {
          json: { email, bahasa, topik: ["agenda"] },
          remoteAddress: `203.0.113.${bahasa === "id" ? 1 : 2}`,
        });
        expect(res.status).toBe(202);
      }
      const confirmations = await roundsAt(new Date());
      expect(confirmations).toHaveLength(2);
      for (const mail of confirmations) {
        const link = mail.text?.match(/\?token=(\S+)/)?.[1] ?? "";
        await confirm(ctx.deps.db, decodeURIComponent(link), "id");
      }

      const editor = await ctx.signIn("editor");
      const created = await ctx.call("POST", "/api/agenda", {
        token: editor.token,
        form: form({
          judul: "Pameran Pusaka",
          judul_en: "Heirloom Exhibition",
          ulang: "sekali",
          tanggal: day,
          jam_mulai: "09:00",
          lokasi: "Bangsal Pagelaran",
        }),
      });
      expect(created.status).toBe(201);
      const item = (await body(created)).data as { id: number };

      // The day before the week is out: nothing; from 00:00 WIB 7 days before: one each.
      expect(await roundsAt(wibMidnight(addDays(day, -7), -60_000))).toEqual([]);
      const week = await roundsAt(wibMidnight(addDays(day, -7), 30_000));
      expect(week.map((m) => m.subject).sort()).toEqual([
        "Pengingat: Pameran Pusaka, 7 hari lagi",
        "Reminder: Heirloom Exhibition, in 7 days",
      ]);
      const english = week.find((m) => m.subject?.startsWith("Reminder"));
      expect(english?.text).toContain("This date has been confirmed by the palace.");
      expect(english?.text).toContain("https://keraton.example/en/agenda/pameran-pusaka");
      expect(header(english as ParsedMail, "list-unsubscribe-post")).toBe(
        "List-Unsubscribe=One-Click",
      );
      expect(await roundsAt(wibMidnight(addDays(day, -6)))).toEqual([]);

      const eve = await roundsAt(wibMidnight(addDays(day, -1), 10_000));
      expect(eve.map((m) => m.subject).sort()).toEqual([
        "Pengingat: Pameran Pusaka, besok",
        "Reminder: Heirloom Exhibition, tomorrow",
      ]);
      expect(await roundsAt(wibMidnight(addDays(day, -1), 20_000))).toEqual([]);

      // The palace moves it: one mail each, however many rounds and copies.
      const moved = await ctx.call("PUT", `/api/agenda/${item.id}/kejadian/${day}`, {
        token: editor.token,
        json: { tanggal_baru: addDays(day, 2) },
      });
      expect(moved.status).toBe(200);
      const change = await roundsAt(wibMidnight(addDays(day, -1), 60_000));
      expect(change.map((m) => m.subject).sort()).toEqual([
        "Agenda change: Heirloom Exhibition",
        "Perubahan agenda: Pameran Pusaka",
      ]);
      expect(await roundsAt(wibMidnight(addDays(day, -1), 90_000))).toEqual([]);
    });

    it("sends none once an occurrence has begun, and only the latest reminder when both are due", async () => {
      const editor = await ctx.signIn("editor");
      const soon = addDays(todayInJakarta(), 3);
      const late = await ctx.call("POST", "/api/agenda", {
        token: editor.token,
        form: form({ judul: "Grebeg Syawal", ulang: "sekali", tanggal: soon, jam_mulai: "08:00" }),
      });
      expect(late.status).toBe(201);
      // Published 3 days before: the 7-day reminder is the one due, said as 3 days.
      const first = await roundsAt(new Date());
      expect(first.map((m) => m.subject).sort()).toEqual([
        "Pengingat: Grebeg Syawal, 3 hari lagi",
        "Reminder: Grebeg Syawal, in 3 days",
      ]);
      // Published the day before: both reminders are due, only the latest goes; never the other.
      const tomorrow = addDays(todayInJakarta(), 1);
      const later = await ctx.call("POST", "/api/agenda", {
        token: editor.token,
        form: form({
          judul: "Ziarah Sunan",
          ulang: "sekali",
          tanggal: tomorrow,
          jam_mulai: "20:00",
        }),
      });
      expect(later.status).toBe(201);
      const both = await roundsAt(new Date());
      expect(both.map((m) => m.subject).sort()).toEqual([
        "Pengingat: Ziarah Sunan, besok",
        "Reminder: Ziarah Sunan, tomorrow",
      ]);
      expect(await roundsAt(new Date(Date.now() + 60_000))).toEqual([]);
      // Nothing is looked at until it has begun (08:00 WIB that day): no reminder any more.
      expect(await roundsAt(wibMidnight(soon, 10 * 3_600_000))).toEqual([]);
    });
  });
}
