import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-test-server.ts";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";
import { MAIL_FAILURE } from "../mail/mail-failure.ts";
import { listMails } from "../mail/outbox.repository.ts";

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

function request(extra: Record<string, unknown> = {}) {
  return {
    nama: "Bu Ratna",
    instansi: "SD Negeri 1 Cirebon",
    tanggal: inAWeek(),
    jumlah: 45,
    telepon: "081234567890",
    email: "ratna@sekolah.example",
    catatan: "Dua guru pendamping",
    ...extra,
  };
}

for (const dialect of DIALECTS) {
  describe(`a group visit request's mail [${dialect}]`, () => {
    let smtp: TestSmtpServer;
    let ctx: TestContext & { close: () => Promise<void> };
    let address = 0;
    const send = (body: Record<string, unknown>) =>
      ctx.call("POST", "/api/reservasi", { json: body, remoteAddress: `198.51.100.${++address}` });

    beforeAll(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestContext(dialect, {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Keraton Kasepuhan <noreply@keraton.example>",
        PUBLIC_URL: "https://keraton.example",
      });
      const staff = [
        { role: "editor", email: "sari@keraton.example", notifikasi: true },
        { role: "admin", email: "admin@keraton.example", notifikasi: false },
        { role: "editor", email: "", notifikasi: true },
      ] as const;
      for (const person of staff) {
        const user = await ctx.signIn(person.role);
        await ctx.call("PUT", "/api/akun/email", {
          token: user.token,
          json: { email: person.email, notifikasi: person.notifikasi, password: user.password },
        });
      }
    });
    afterAll(async () => {
      await ctx?.close();
      await smtp?.stop();
    });

    it("mails the staff who asked and confirms to the teacher in the form's language", async () => {
      const before = smtp.received.length;
      const res = await send(request({ bahasa: "en" }));
      expect(res.status).toBe(201);
      // Answered before any try: the mails wait in the outbox, not a byte was sent yet.
      const waiting = await listMails(ctx.deps.db, { limit: 10, offset: 0 });
      expect(waiting.map((m) => [m.kepada, m.status, m.percobaan]).sort()).toEqual([
        ["ratna@sekolah.example", "antri", 0],
        ["sari@keraton.example", "antri", 0],
      ]);
      await ctx.deps.outbox.sendDue();
      const mails = (await smtp.waitFor(before + 2)).slice(before);
      const toStaff = mails.find((m) => m.subject?.startsWith("Permintaan kunjungan:"));
      const toTeacher = mails.find((m) => m.subject?.startsWith("We have received"));
      expect(toStaff?.subject).toMatch(
        /^Permintaan kunjungan: SD Negeri 1 Cirebon, \S+, \d+ \S+ \d{4}, 45 orang$/,
      );
      expect(toStaff?.replyTo?.text).toBe("ratna@sekolah.example");
      expect(toStaff?.text).toContain("https://keraton.example/editor/reservasi");
      expect(toStaff?.text).toContain("Dua guru pendamping");
      expect(toTeacher?.text).toContain("Number of visitors: 45 people");
      expect(toTeacher?.html).toContain('<html lang="en">');
    });

    it("confirms in Indonesian by default; requests soon after reach the staff in one digest", async () => {
      const before = smtp.received.length;
      expect((await send(request({ email: "", instansi: "SMA 2" }))).status).toBe(201);
      expect(
        (await send(request({ nama: "Pak Dedi", email: "dedi@sekolah.example" }))).status,
      ).toBe(201);
      // The staff were mailed minutes ago: these two wait for the digest, 15 minutes after it.
      await ctx.deps.reservasiSweep.sweep(new Date(Date.now() + 16 * 60_000));
      await ctx.deps.outbox.sendDue(new Date(Date.now() + 16 * 60_000));
      const mails = (await smtp.waitFor(before + 2)).slice(before);
      const subjects = mails.map((m) => m.subject).sort();
      expect(subjects).toEqual([
        "2 permintaan kunjungan baru",
        expect.stringMatching(/^Permintaan kunjungan Anda sudah kami terima/),
      ]);
      const digest = mails.find((m) => m.subject === "2 permintaan kunjungan baru");
      expect(JSON.stringify(digest?.to)).toContain("sari@keraton.example");
      expect(digest?.text).toContain("SMA 2, 45 orang");
      expect(digest?.text).toContain(
        "SD Negeri 1 Cirebon, 45 orang, 081234567890, dedi@sekolah.example",
      );
    });

    it("writes no mail for a refused request", async () => {
      const before = (await listMails(ctx.deps.db, { limit: 100, offset: 0 })).length;
      const res = await send(request({ situs_web: "http://spam.example" }));
      expect(res.status).toBe(400);
      expect(await listMails(ctx.deps.db, { limit: 100, offset: 0 })).toHaveLength(before);
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`a request while the mail server is down [${dialect}]`, () => {
    it("is answered at once, and its mail goes out once the server is back", async () => {
      const first = await startSmtpServer();
      const port = first.port;
      await first.stop();
      const ctx = await createTestContext(dialect, {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: "noreply@keraton.example",
      });
      try {
        const res = await ctx.call("POST", "/api/reservasi", { json: request() });
        expect(res.status).toBe(201);
        const start = new Date();
        await ctx.deps.outbox.sendDue(start);
        let [mail] = await listMails(ctx.deps.db, { limit: 1, offset: 0 });
        expect(mail).toMatchObject({ status: "antri", percobaan: 1 });
        expect(mail.galat).toBe(MAIL_FAILURE.unreachable);

        const back = await startSmtpServer(port);
        try {
          await ctx.deps.outbox.sendDue(new Date(start.getTime() + 2 * 60_000));
          [mail] = await listMails(ctx.deps.db, { limit: 1, offset: 0 });
          expect(mail).toMatchObject({ status: "terkirim", percobaan: 2 });
          const [received] = await back.waitFor(1);
          expect(received.subject).toMatch(/^Permintaan kunjungan Anda sudah kami terima/);
        } finally {
          await back.stop();
        }
      } finally {
        await ctx.close();
      }
    });
  });
}

const MINUTE = 60_000;

// Decision 110: what the visit form can make the palace mail, and to whom.
for (const dialect of DIALECTS) {
  describe(`the visit form does not relay the palace's mail [${dialect}]`, () => {
    let ctx: TestContext & { close: () => Promise<void> };
    let address = 0;
    const send = (body: Record<string, unknown>) =>
      ctx.call("POST", "/api/reservasi", { json: body, remoteAddress: `198.51.100.${++address}` });
    const mails = () => listMails(ctx.deps.db, { limit: 100, offset: 0 });
    const mailsTo = async (to: string) => (await mails()).filter((m) => m.kepada === to);

    beforeEach(async () => {
      ctx = await createTestContext(dialect);
      const sari = await ctx.signIn("editor", { name: "Sari" });
      await ctx.call("PUT", "/api/akun/email", {
        token: sari.token,
        json: { email: "sari@keraton.example", notifikasi: true, password: sari.password },
      });
    });
    afterEach(async () => {
      await ctx?.close();
    });

    it("confirms to the requester with none of the words they typed", async () => {
      const spam = {
        nama: "Menangkan hadiah di http://spam.example",
        instansi: "Klik https://phish.example/login",
        catatan: "Hubungi 0899-SPAM sekarang",
        telepon: "0811111111",
        email: "korban@example.net",
      };
      expect((await send(request(spam))).status).toBe(201);
      const [confirmation] = await mailsTo("korban@example.net");
      expect(confirmation.perihal).toBe(
        "Permintaan kunjungan Anda sudah kami terima — Keraton Kasepuhan Cirebon",
      );
      expect(confirmation.teks).toContain("Yth. Bapak/Ibu,");
      expect(confirmation.teks).toContain("Jumlah pengunjung: 45 orang");
      expect(confirmation.teks).toContain("abaikan saja email ini");
      for (const typed of Object.values(spam).filter((v) => v !== spam.email)) {
        expect(confirmation.teks).not.toContain(typed);
        expect(confirmation.html).not.toContain(typed);
      }
      expect(`${confirmation.teks}${confirmation.html}`).not.toMatch(/spam\.example|phish/);
    });

    it("confirms one address once a day; the further requests still reach the staff", async () => {
      for (const email of [
        "ratna@sekolah.example",
        "RATNA@Sekolah.example",
        "ratna@sekolah.example",
      ]) {
        expect((await send(request({ email }))).status).toBe(201);
      }
      const confirmations = (await mails()).filter((m) =>
        m.kepada.toLowerCase().startsWith("ratna"),
      );
      expect(confirmations).toHaveLength(1);
      const staff = await ctx.signIn("editor");
      const list = await ctx.call("GET", "/api/reservasi", { token: staff.token });
      expect(((await list.json()) as unknown[]).length).toBe(3);
    });

    it("sends at most 10 confirmations an hour in all, however many addresses are given", async () => {
      for (let i = 1; i <= 13; i++) {
        expect((await send(request({ email: `guru${i}@sekolah${i}.example` }))).status).toBe(201);
      }
      const confirmations = (await mails()).filter((m) => m.kepada.startsWith("guru"));
      expect(confirmations).toHaveLength(10);
    });

    it("tells the staff of the first request at once and of a burst's others in one digest", async () => {
      expect((await send(request({ instansi: "SD Pertama" }))).status).toBe(201);
      let toSari = await mailsTo("sari@keraton.example");
      expect(toSari.map((m) => m.perihal)).toEqual([
        expect.stringMatching(/^Permintaan kunjungan: SD Pertama, /),
      ]);
      for (const instansi of ["SMP Kedua", "SMA Ketiga"]) {
        expect((await send(request({ instansi, email: "" }))).status).toBe(201);
      }
      // Within 15 minutes of the last mail the others wait.
      await ctx.deps.reservasiSweep.sweep(new Date(Date.now() + 5 * MINUTE));
      expect(await mailsTo("sari@keraton.example")).toHaveLength(1);

      await ctx.deps.reservasiSweep.sweep(new Date(Date.now() + 16 * MINUTE));
      toSari = await mailsTo("sari@keraton.example");
      expect(toSari).toHaveLength(2);
      const digest = toSari.find((m) => m.perihal === "2 permintaan kunjungan baru");
      expect(digest?.teks).toContain("SMP Kedua, 45 orang, 081234567890");
      expect(digest?.teks).toContain("SMA Ketiga");
      expect(digest?.teks).not.toContain("SD Pertama");

      // Taken once: another round (or another copy) sends nothing more.
      await ctx.deps.reservasiSweep.sweep(new Date(Date.now() + 40 * MINUTE));
      expect(await mailsTo("sari@keraton.example")).toHaveLength(2);
    });
  });
}
