import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** The desk in the content core: the same rules for every kind of content. */
const KINDS = ["informasi", "dokumentasi"] as const;
const HOUR = 3_600_000;

describeEachDialect("the desk in the content core", (use) => {
  let sari: SignedIn;
  let budi: SignedIn;
  beforeAll(async () => {
    sari = await use().signIn("editor", { name: "Sari" });
    budi = await use().signIn("editor", { name: "Budi" });
  });
  const fields = (judul: string, extra: Record<string, string> = {}) => ({
    judul,
    tanggal: "2026-11-29",
    deskripsi: `<p>${judul}</p>`,
    ...extra,
  });
  const create = (jenis: string, judul: string, extra?: Record<string, string>) =>
    use().call("POST", `/api/${jenis}`, { token: sari.token, form: form(fields(judul, extra)) });
  const update = (jenis: string, id: number, who: SignedIn, judul: string, extra = {}) =>
    use().call("PUT", `/api/${jenis}/${id}`, {
      token: who.token,
      form: form(fields(judul, extra)),
    });
  /** The item as staff see it, from the staff list (every kind answers its list the same way). */
  const staffRead = async (jenis: string, id: number) => {
    const list = await body(await use().call("GET", `/api/${jenis}`, { token: sari.token }));
    return list.find((item: { id: number }) => item.id === id);
  };
  const unique = (word: string) => `${word} ${randomBytes(3).toString("hex")}`;

  for (const jenis of KINDS) {
    it(`${jenis}: a stale versi is a 409 naming who saved and when; the current one saves`, async () => {
      const created = await body(await create(jenis, unique("Awal")));
      expect(created.data.versi).toBe(1);
      const id = created.data.id;
      // Both open version 1; Budi saves first.
      const budiSaves = await update(jenis, id, budi, "Versi Budi", { versi: "1" });
      expect(budiSaves.status).toBe(200);
      expect((await body(budiSaves)).data.versi).toBe(2);

      const before = await snapshotState(use());
      const stale = await update(jenis, id, sari, "Versi Sari", { versi: "1" });
      expect(stale.status).toBe(409);
      const answer = await body(stale);
      expect(answer.versi).toBe(2);
      expect(answer.message).toMatch(
        /^Sudah diubah oleh Budi pada \d{1,2} \w+ \d{4} \d{2}\.\d{2}\./,
      );
      expect(await snapshotState(use())).toEqual(before);
      expect((await staffRead(jenis, id)).judul).toBe("Versi Budi");

      // "Simpan tetap": with the current versi, Sari's words go in.
      const knowingly = await update(jenis, id, sari, "Versi Sari", { versi: "2" });
      expect(knowingly.status).toBe(200);
      expect(await staffRead(jenis, id)).toMatchObject({ judul: "Versi Sari", versi: 3 });
      // Without versi the save behaves as before.
      expect((await update(jenis, id, sari, "Tanpa versi")).status).toBe(200);

      const bad = await update(jenis, id, sari, "Tidak boleh", { versi: "tiga" });
      expect(bad.status).toBe(400);
      expect((await body(bad)).errors).toEqual({ versi: "Versi harus bilangan bulat" });
    });

    it(`${jenis}: keeps each version; restoring brings its words back as a new version and keeps the status`, async () => {
      const id = (await body(await create(jenis, unique("Pertama")))).data.id;
      const first = await staffRead(jenis, id);
      await update(jenis, id, budi, "Kedua", { status: "draf" });
      const list = await body(
        await use().call("GET", `/api/revisi?jenis=${jenis}&id=${id}`, { token: budi.token }),
      );
      expect(list).toEqual([
        { id: expect.any(Number), waktu: expect.any(String), pengguna: "Sari", versi: 1 },
      ]);
      const restored = await use().call("POST", `/api/revisi/${list[0].id}/pulihkan`, {
        token: budi.token,
        json: { jenis, id, versi: 2 },
      });
      expect(restored.status).toBe(200);
      const now = await staffRead(jenis, id);
      expect(now).toMatchObject({ judul: first.judul, deskripsi: first.deskripsi, versi: 3 });
      expect(now.status).toBe("draf");
      const [latest] = await use()
        .deps.db.selectFrom("riwayat")
        .selectAll()
        .orderBy("id", "desc")
        .limit(1)
        .execute();
      expect(latest).toMatchObject({ aksi: "pulihkan", jenis, target: first.judul });
    });

    it(`${jenis}: scheduled, it is a draft to visitors and search until its time, then publishes itself once`, async () => {
      const judul = unique("Pengumuman Sabtu");
      const at = new Date(Date.now() + 2 * HOUR);
      const offset = `${new Date(at.getTime() + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
      const res = await create(jenis, judul, { status: "terjadwal", terbit_pada: offset });
      expect(res.status).toBe(201);
      const { data } = await body(res);
      expect(data).toMatchObject({
        status: "terjadwal",
        terbit_pada: at.toISOString().replace(/\.\d{3}Z$/, ".000Z"),
      });
      const staffList = await body(await use().call("GET", `/api/${jenis}`, { token: sari.token }));
      expect(staffList.find((i: { id: number }) => i.id === data.id).terbit_pada).toBe(
        data.terbit_pada,
      );

      const visitorList = async () =>
        (await body(await use().call("GET", `/api/${jenis}`))).map(
          (i: { judul: string }) => i.judul,
        );
      const found = async () =>
        JSON.stringify(
          await body(await use().call("GET", `/api/cari?q=${encodeURIComponent(judul)}`)),
        );
      expect(await visitorList()).not.toContain(judul);
      const visitorRead = () => use().call("GET", `/api/${jenis}/slug/${data.slug}`);
      expect((await visitorRead()).status).toBe(404);
      expect(await found()).not.toContain(judul);

      // Nothing is due yet; two hours on, the scheduler publishes it (no request involved).
      expect(await use().deps.scheduler.publishDue()).toBe(0);
      expect(await use().deps.scheduler.publishDue(new Date(at.getTime() + 1000))).toBe(1);
      expect(await visitorList()).toContain(judul);
      expect((await visitorRead()).status).toBe(200);
      expect(await found()).toContain(judul);
      const item = await staffRead(jenis, data.id);
      expect(item.status).toBe("terbit");
      expect(item).not.toHaveProperty("terbit_pada");
      const auto = await use()
        .deps.db.selectFrom("riwayat")
        .selectAll()
        .where("aksi", "=", "terbit_otomatis")
        .where("target", "=", judul)
        .execute();
      expect(auto).toHaveLength(1);
      expect(auto[0]).toMatchObject({ jenis, pengguna: "sistem" });
    });

    it(`${jenis}: a terbit_pada in the past, without an offset, or missing is a 400 that changes nothing`, async () => {
      const before = await snapshotState(use());
      const past = new Date(Date.now() - HOUR).toISOString();
      for (const [extra, message] of [
        [{ status: "terjadwal", terbit_pada: past }, "Waktu terbit harus di masa depan"],
        [
          { status: "terjadwal", terbit_pada: "2030-11-29T19:00:00" },
          "Waktu terbit harus berupa tanggal dan jam dengan zona waktu, mis. 2026-11-29T19:00:00+07:00",
        ],
        [
          { status: "terjadwal", terbit_pada: "besok" },
          "Waktu terbit harus berupa tanggal dan jam dengan zona waktu, mis. 2026-11-29T19:00:00+07:00",
        ],
        [{ status: "terjadwal" }, "Isi waktu terbit untuk menjadwalkan"],
      ] as const) {
        const res = await create(jenis, unique("Salah"), extra);
        expect(res.status).toBe(400);
        expect((await body(res)).errors).toEqual({ terbit_pada: message });
      }
      const status = await create(jenis, unique("Salah"), { status: "nanti" });
      expect(status.status).toBe(400);
      expect((await body(status)).errors.status).toBe("Status harus terbit, draf atau terjadwal");
      expect(await snapshotState(use())).toEqual(before);
    });
  }
});
