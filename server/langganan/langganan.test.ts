import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { deliverDue, header, linkIn } from "../../tests/support/subscriber-mail.ts";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";
import { listMails } from "../mail/outbox.repository.ts";
import { confirm as confirmSubscription } from "./langganan.service.ts";

const HOUR = 3_600_000;

for (const dialect of DIALECTS) {
  describe(`a visitor subscribed by mail [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: TestContext & { close: () => Promise<void> };
    let client = 0;
    const subscribe = (json: unknown, remoteAddress = `203.0.113.${++client}`) =>
      ctx.call("POST", "/api/langganan", { json, remoteAddress });
    /** Sends what is due at `at` and waits for `count` more mails. */
    const deliver = (count: number, at = new Date()) => deliverDue(ctx, smtp, count, at);
    const mailCount = async () => (await listMails(ctx.deps.db, { limit: 1000, offset: 0 })).length;

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

    it("confirms, sends news at once then in one digest, and stops after one click", async () => {
      const res = await subscribe({
        email: "Wulan@Contoh.example",
        bahasa: "en",
        topik: ["berita"],
      });
      expect(res.status).toBe(202);
      const accepted = (await body(res)).message;
      expect(accepted).toMatch(/^Thank you\. If this address is not subscribed yet/);

      const [confirmation] = await deliver(1);
      expect(confirmation.subject).toMatch(/^Confirm your email subscription/);
      expect(confirmation.to).toMatchObject({ text: "Wulan@contoh.example" });
      expect(header(confirmation, "list-unsubscribe")).toBeUndefined();
      const confirm = linkIn(confirmation, "/en/langganan/konfirmasi");

      // Nothing but the confirmation until its link is followed: the same answer, no mail.
      const again = await subscribe({
        email: "wulan@contoh.example",
        bahasa: "id",
        topik: ["agenda"],
      });
      expect(again.status).toBe(202);
      expect((await body(again)).message).toBe(
        "Terima kasih. Bila alamat ini belum berlangganan, kami mengirim satu email untuk mengonfirmasinya. Ikuti tautan di dalamnya dalam 7 hari.",
      );
      const mailsBefore = await mailCount();

      // What the confirmation page does with the link (the pages are tested in the browser).
      const row = await confirmSubscription(
        ctx.deps.db,
        confirm.searchParams.get("token") ?? "",
        "en",
      );
      expect(row.status).toBe("aktif");
      await expect(
        confirmSubscription(ctx.deps.db, confirm.searchParams.get("token") ?? "", "en"),
      ).rejects.toThrow(/^This link is no longer valid/);

      const editor = await ctx.signIn("editor");
      const publish = await ctx.call("POST", "/api/informasi", {
        token: editor.token,
        form: form({
          judul: "Panjang Jimat 1448 H",
          tanggal: "2026-12-01",
          deskripsi: "<p>Tanggalnya sudah pasti.</p>",
        }),
      });
      expect(publish.status).toBe(201);
      expect(await ctx.deps.langgananSweep.sweep()).toBe(1);
      const [news] = await deliver(1);
      expect(news.subject).toBe("New: Panjang Jimat 1448 H");
      expect(news.text).toContain("Not yet translated: shown in Indonesian.");
      expect(news.text).toContain("Tanggalnya sudah pasti.");
      expect(news.text).toContain("https://keraton.example/en/informasi/panjang-jimat-1448-h");
      expect(header(news, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const oneClick = String(header(news, "list-unsubscribe")).replace(/^<|>$/g, "");
      expect(oneClick).toMatch(/^https:\/\/keraton\.example\/en\/langganan\/berhenti\?token=/);
      expect(news.text).toMatch(/https:\/\/keraton\.example\/en\/langganan\/atur\?token=/);
      expect(await mailCount()).toBe(mailsBefore + 1);

      // Two more items: one directly, one by schedule; nothing before a day has passed.
      const second = await ctx.call("POST", "/api/dokumentasi", {
        token: editor.token,
        form: form({
          judul: "Kirab Pusaka",
          tanggal: "2026-11-20",
          deskripsi: "<p>Foto kirab.</p>",
        }),
      });
      expect(second.status).toBe(201);
      const at = new Date(Date.now() + 2 * HOUR);
      const scheduled = await ctx.call("POST", "/api/informasi", {
        token: editor.token,
        form: form({
          judul: "Pengumuman Maulid",
          tanggal: "",
          deskripsi: "<p>Jadwal Maulid.</p>",
          status: "terjadwal",
          terbit_pada: at.toISOString(),
        }),
      });
      expect(scheduled.status).toBe(201);
      expect(await ctx.deps.scheduler.publishDue(new Date(at.getTime() + 1000))).toBe(1);
      expect(await ctx.deps.langgananSweep.sweep(new Date(Date.now() + 3 * HOUR))).toBe(0);

      const dayLater = new Date(Date.now() + 24 * HOUR + 60_000);
      expect(await ctx.deps.langgananSweep.sweep(dayLater)).toBe(1);
      expect(await ctx.deps.langgananSweep.sweep(dayLater)).toBe(0);
      const [digest] = await deliver(1, dayLater);
      expect(digest.subject).toBe("2 new stories from Keraton Kasepuhan Cirebon");
      expect(digest.text).toContain("Kirab Pusaka");
      expect(digest.text).toContain("Pengumuman Maulid");
      expect(digest.text).not.toContain("Panjang Jimat");
      expect(header(digest, "list-unsubscribe")).toMatch(
        /^<https:\/\/keraton\.example\/en\/langganan\/berhenti\?token=/,
      );
      expect(header(digest, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

      // One click by the mail provider: no session, 200, the address deleted.
      const stop = await ctx.call(
        "POST",
        `${new URL(oneClick).pathname}${new URL(oneClick).search}`,
        {
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
      );
      expect(stop.status).toBe(200);
      expect(
        await ctx.deps.db
          .selectFrom("langganan")
          .selectAll()
          .where("email", "=", "Wulan@contoh.example")
          .execute(),
      ).toEqual([]);
      const reused = await ctx.call(
        "POST",
        `${new URL(oneClick).pathname}${new URL(oneClick).search}`,
      );
      expect(reused.status).toBe(400);

      const third = await ctx.call("POST", "/api/informasi", {
        token: editor.token,
        form: form({ judul: "Kabar setelahnya", tanggal: "2026-12-02", deskripsi: "<p>x</p>" }),
      });
      expect(third.status).toBe(201);
      const muchLater = new Date(Date.now() + 3 * 24 * HOUR);
      expect(await ctx.deps.langgananSweep.sweep(muchLater)).toBe(0);
    });

    it("refuses what is not one address or a known topic, in the form's language, and stores nothing", async () => {
      const cases = [
        [
          { email: "bukan alamat", bahasa: "id", topik: ["berita"] },
          "Tulis satu alamat email yang benar, misalnya nama@contoh.id.",
        ],
        [
          { email: "a@contoh.example, b@contoh.example", bahasa: "en", topik: ["berita"] },
          "Enter one valid email address, for example name@example.com.",
        ],
        [
          { email: "a@contoh.example", bahasa: "en", topik: ["gosip"] },
          "Choose news, agenda, or both.",
        ],
        [
          { email: "a@contoh.example", bahasa: "id", topik: [] },
          "Pilih berita, agenda, atau keduanya.",
        ],
      ] as const;
      const rows = await ctx.deps.db.selectFrom("langganan").selectAll().execute();
      for (const [json, message] of cases) {
        const res = await subscribe(json);
        expect(res.status).toBe(400);
        expect((await body(res)).message).toBe(message);
      }
      expect(await ctx.deps.db.selectFrom("langganan").selectAll().execute()).toEqual(rows);
    });

    it("relays nothing: one confirmation an address a day, a few per client and an hour in all", async () => {
      const before = await mailCount();
      for (let i = 0; i < 3; i++) {
        expect(
          (await subscribe({ email: "korban@contoh.example", bahasa: "id", topik: ["agenda"] }))
            .status,
        ).toBe(202);
      }
      expect(await mailCount()).toBe(before + 1);
      const one = "198.51.100.7";
      for (let i = 0; i < 8; i++) {
        const res = await subscribe(
          { email: `orang${i}@contoh.example`, bahasa: "id", topik: ["berita"] },
          one,
        );
        expect(res.status).toBe(202);
      }
      expect(await mailCount()).toBe(before + 1 + 5);
      for (let i = 0; i < 40; i++) {
        await subscribe({ email: `lain${i}@contoh.example`, bahasa: "en", topik: ["berita"] });
      }
      const hour = await ctx.deps.db
        .selectFrom("langganan_konfirmasi")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(hour.n)).toBe(30);
    });

    it("forgets an unconfirmed address after 7 days; its link then says it is no longer valid", async () => {
      const res = await subscribe(
        { email: "lupa@contoh.example", bahasa: "id", topik: ["berita"] },
        "192.0.2.99",
      );
      expect(res.status).toBe(202);
      await ctx.deps.langgananSweep.sweep(new Date(Date.now() + 7 * 24 * HOUR + 60_000));
      expect(
        await ctx.deps.db
          .selectFrom("langganan")
          .select("id")
          .where("email", "=", "lupa@contoh.example")
          .execute(),
      ).toEqual([]);
    });
  });
}
