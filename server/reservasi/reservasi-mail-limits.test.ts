import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS, type TestContext } from "../../tests/support/test-app.ts";
import { listMails } from "../mail/outbox.repository.ts";

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const MINUTE = 60_000;

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
        json: { email: "sari@keraton.example", notifikasi: true },
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
