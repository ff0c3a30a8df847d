import { beforeAll, expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { body } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { RESERVASI_PER_HOUR } from "./reservasi.service.ts";

function daysFromToday(days: number): string {
  const [y, m, d] = todayInJakarta().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const VALID = {
  nama: "Ibu Sari",
  instansi: "SD Negeri 1 Cirebon",
  tanggal: daysFromToday(30),
  jumlah: 80,
  telepon: "+62 812-3456-7890",
  email: "sari@sekolah.sch.id",
  catatan: "Dua bus, datang pukul 09.00",
};

describeEachDialect("reservasi API", (use) => {
  let admin: SignedIn;
  let editor: SignedIn;
  let address = 0;
  beforeAll(async () => {
    admin = await use().signIn("admin");
    editor = await use().signIn("editor");
  });
  // Each test sends from its own address, so the hourly limit of one does not reach another.
  const send = (json: unknown, from = `203.0.113.${++address}`) =>
    use().call("POST", "/api/reservasi", { json, remoteAddress: from });

  it("takes a school's request (201) and shows it to editors and admins, newest first, as baru", async () => {
    const res = await send(VALID);
    expect(res.status).toBe(201);
    expect(await body(res)).toEqual({
      message: "Permintaan kunjungan terkirim. Kami akan menghubungi Anda.",
    });
    await send({ ...VALID, nama: "Pak Budi", jumlah: 1, tanggal: todayInJakarta() });
    for (const who of [admin, editor]) {
      const list = await body(await use().call("GET", "/api/reservasi", { token: who.token }));
      expect(list[0]).toMatchObject({ nama: "Pak Budi", jumlah: 1, status: "baru" });
      expect(list[1]).toMatchObject({
        nama: "Ibu Sari",
        instansi: "SD Negeri 1 Cirebon",
        jumlah: 80,
        telepon: "+6281234567890",
        status: "baru",
      });
      expect(list[1]).not.toHaveProperty("alamat_klien");
    }
  });

  it("lists one status with ?status=, and says how many there are in X-Total-Count", async () => {
    await send({ ...VALID, nama: "Sudah Dihubungi" });
    const [contacted] = await body(
      await use().call("GET", "/api/reservasi", { token: admin.token }),
    );
    await use().call("PUT", `/api/reservasi/${contacted.id}`, {
      token: admin.token,
      json: { status: "dihubungi" },
    });
    const all = await use().call("GET", "/api/reservasi", { token: editor.token });
    const everything = await body(all);
    const baru = everything.filter((r: { status: string }) => r.status === "baru");
    expect(all.headers.get("x-total-count")).toBe(String(everything.length));

    const onePage = await use().call("GET", "/api/reservasi?status=baru&limit=1", {
      token: editor.token,
    });
    expect(onePage.headers.get("x-total-count")).toBe(String(baru.length));
    expect(await body(onePage)).toEqual([baru[0]]);
    const dihubungi = await body(
      await use().call("GET", "/api/reservasi?status=dihubungi", { token: editor.token }),
    );
    expect(dihubungi.map((r: { nama: string }) => r.nama)).toContain("Sudah Dihubungi");
    expect(dihubungi.every((r: { status: string }) => r.status === "dihubungi")).toBe(true);

    const wrong = await use().call("GET", "/api/reservasi?status=ditolak", { token: editor.token });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).errors).toHaveProperty("status");
  });

  it("stores names and institutions as one line: no line breaks, no bidi or control characters", async () => {
    const res = await send({
      ...VALID,
      nama: "Ibu Sari\r\nX-Injected: ya\u202e",
      instansi: "SD\u2066 Negeri 1\nCirebon\u0007",
    });
    expect(res.status).toBe(201);
    const [stored] = await body(await use().call("GET", "/api/reservasi", { token: admin.token }));
    expect(stored).toMatchObject({
      nama: "Ibu Sari X-Injected: ya",
      instansi: "SD Negeri 1 Cirebon",
    });
  });

  it("keeps the list from visitors (401)", async () => {
    expect((await use().call("GET", "/api/reservasi")).status).toBe(401);
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ["no nama", { nama: "" }, "nama"],
    ["a date yesterday", { tanggal: daysFromToday(-1) }, "tanggal"],
    ["a date that does not exist", { tanggal: "2030-02-30" }, "tanggal"],
    ["no jumlah", { jumlah: "" }, "jumlah"],
    ["0 pupils", { jumlah: 0 }, "jumlah"],
    ["1001 pupils", { jumlah: 1001 }, "jumlah"],
    ["a phone of 7 digits", { telepon: "0812345" }, "telepon"],
    ["a phone of 16 digits", { telepon: "0812345678901234" }, "telepon"],
    ["letters in the phone", { telepon: "0812-abc-7890" }, "telepon"],
    ["a + in the middle of the phone", { telepon: "0812+34567890" }, "telepon"],
    ["a wrong email", { email: "sari@" }, "email"],
  ];
  it.each(bad)(
    "refuses %s with 400 naming the field, storing nothing",
    async (_, change, field) => {
      const before = await snapshotState(use());
      const res = await send({ ...VALID, ...change });
      expect(res.status).toBe(400);
      const answer = await body(res);
      expect(answer.errors).toHaveProperty(field);
      expect(answer.message).toBe(answer.errors[field]);
      expect(await snapshotState(use())).toEqual(before);
    },
  );

  it("refuses a form whose hidden trap field was filled (a robot), storing nothing", async () => {
    const before = await snapshotState(use());
    const res = await send({ ...VALID, situs_web: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(await snapshotState(use())).toEqual(before);
  });

  it(`takes ${RESERVASI_PER_HOUR} requests an hour from one address, then answers 429; others still get through`, async () => {
    const from = "198.51.100.7";
    for (let i = 0; i < RESERVASI_PER_HOUR; i++) {
      expect((await send({ ...VALID, nama: `Guru ${i}` }, from)).status).toBe(201);
    }
    const refused = await send({ ...VALID, nama: "Guru lebih" }, from);
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toMatch(/Terlalu banyak/);
    expect((await send({ ...VALID, nama: "Sekolah lain" }, "198.51.100.8")).status).toBe(201);
  });

  it(`takes exactly ${RESERVASI_PER_HOUR} of 40 requests sent at the same moment from one address`, async () => {
    const from = "198.51.100.40";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send({ ...VALID, nama: `Serentak ${i}` }, from)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(RESERVASI_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - RESERVASI_PER_HOUR);
    const stored = await use()
      .deps.db.selectFrom("reservasi")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("alamat_klien", "=", from)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(RESERVASI_PER_HOUR);
  });

  it("lets editors and admins move a request through its statuses; visitors cannot", async () => {
    await send({ ...VALID, nama: "Status Uji" });
    const [item] = await body(await use().call("GET", "/api/reservasi", { token: admin.token }));
    const put = (status: string, token?: string) =>
      use().call("PUT", `/api/reservasi/${item.id}`, { token, json: { status } });
    expect((await put("dihubungi")).status).toBe(401);
    const changed = await put("dihubungi", editor.token);
    expect(changed.status).toBe(200);
    expect((await body(changed)).data.status).toBe("dihubungi");
    expect((await put("selesai", admin.token)).status).toBe(200);
    const bad = await put("ditolak", admin.token);
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors).toHaveProperty("status");
    const [after] = await body(await use().call("GET", "/api/reservasi", { token: editor.token }));
    expect(after.status).toBe("selesai");
    expect(
      (
        await use().call("PUT", "/api/reservasi/999999", {
          token: admin.token,
          json: { status: "batal" },
        })
      ).status,
    ).toBe(404);
  });
});
