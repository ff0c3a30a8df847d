import { beforeAll, expect, it } from "vitest";
import { addDays } from "../../common/agenda/occurrences.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { HARI } from "../../common/schemas/kunjungan.schema.ts";
import { body } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

const WEEK = HARI.map((hari) =>
  hari === "senin"
    ? { hari, buka: null, tutup: null }
    : { hari, buka: "08:00", tutup: hari === "jumat" ? "11:00" : "16:00" },
);
const VALID = {
  jam: WEEK,
  tiket: [
    { kategori: "Dewasa", harga: 20000 },
    { kategori: "Pelajar", harga: 10000 },
  ],
  catatan: "<p>Berpakaian sopan.</p><script>alert(1)</script>",
  petunjuk: "<p>Dari Stasiun Cirebon 10 menit.</p>",
};

describeEachDialect("kunjungan API", (use) => {
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
    editor = await use().signIn("editor");
  });
  const put = (json: unknown, token = admin.token) =>
    use().call("PUT", "/api/kunjungan", { token, json });

  it("answers seven closed days and no tickets before the staff set anything", async () => {
    const res = await use().call("GET", "/api/kunjungan");
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({
      jam: HARI.map((hari) => ({ hari, buka: null, tutup: null })),
      pengecualian: [],
      tiket: [],
      catatan: "",
      petunjuk: "",
      versi: 0,
    });
  });

  it("lets an admin set hours, prices and notes that visitors then read (scripts removed)", async () => {
    const res = await put(VALID);
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe("Informasi kunjungan berhasil disimpan");
    const read = await body(await use().call("GET", "/api/kunjungan"));
    expect(read.jam).toEqual(WEEK.map((j) => ({ ...j, istirahat: null })));
    expect(read.tiket).toEqual(VALID.tiket);
    expect(read.catatan).toBe("<p>Berpakaian sopan.</p>");
    expect(read.petunjuk).toBe(VALID.petunjuk);
  });

  it("refuses visitors (401) and editors (403)", async () => {
    expect((await use().call("PUT", "/api/kunjungan", { json: VALID })).status).toBe(401);
    expect((await put(VALID, editor.token)).status).toBe(403);
  });

  it("keeps a break per day and dates with their own hours; past dates leave the answer", async () => {
    const tomorrow = addDays(todayInJakarta(), 1);
    const jam = WEEK.map((j) =>
      j.hari === "jumat"
        ? { ...j, tutup: "16:00", istirahat: { mulai: "11:30", selesai: "13:00" } }
        : j,
    );
    const pengecualian = [
      { tanggal: "2020-01-01", buka: null, tutup: null, keterangan: "Lalu" },
      {
        tanggal: tomorrow,
        buka: null,
        tutup: null,
        keterangan: "Panjang Jimat",
        keterangan_en: "Panjang Jimat",
      },
    ];
    expect((await put({ ...VALID, jam, pengecualian })).status).toBe(200);
    const read = await body(await use().call("GET", "/api/kunjungan"));
    expect(read.jam.find((j: { hari: string }) => j.hari === "jumat").istirahat).toEqual({
      mulai: "11:30",
      selesai: "13:00",
    });
    expect(read.pengecualian).toEqual([
      {
        tanggal: tomorrow,
        buka: null,
        tutup: null,
        keterangan: "Panjang Jimat",
        keterangan_en: "Panjang Jimat",
      },
    ]);
    // A client from before breaks and exceptions (SPEC's) sends neither: both are kept.
    expect(
      (
        await put({
          ...VALID,
          jam: WEEK.map((j) => (j.hari === "jumat" ? { ...j, tutup: "16:00" } : j)),
        })
      ).status,
    ).toBe(200);
    const again = await body(await use().call("GET", "/api/kunjungan"));
    expect(again.jam.find((j: { hari: string }) => j.hari === "jumat").istirahat).toEqual({
      mulai: "11:30",
      selesai: "13:00",
    });
    expect(again.pengecualian).toHaveLength(1);
  });

  const bad: Array<[string, unknown, string]> = [
    [
      "a break outside the day's hours",
      {
        ...VALID,
        jam: WEEK.map((j) =>
          j.hari === "selasa" ? { ...j, istirahat: { mulai: "07:00", selesai: "09:00" } } : j,
        ),
      },
      "jam.1.istirahat",
    ],
    [
      "a break ending before it starts",
      {
        ...VALID,
        jam: WEEK.map((j) =>
          j.hari === "selasa" ? { ...j, istirahat: { mulai: "12:00", selesai: "11:00" } } : j,
        ),
      },
      "jam.1.istirahat.selesai",
    ],
    [
      "an exception on no real date",
      { ...VALID, pengecualian: [{ tanggal: "2027-02-30", buka: null, tutup: null }] },
      "pengecualian.0.tanggal",
    ],
    [
      "an exception closing before it opens",
      { ...VALID, pengecualian: [{ tanggal: "2027-02-03", buka: "20:00", tutup: "19:00" }] },
      "pengecualian.0.tutup",
    ],
    [
      "the same date twice",
      {
        ...VALID,
        pengecualian: [
          { tanggal: "2027-02-03", buka: null, tutup: null },
          { tanggal: "2027-02-03", buka: null, tutup: null },
        ],
      },
      "pengecualian",
    ],
    [
      "101 exceptions",
      {
        ...VALID,
        pengecualian: Array.from({ length: 101 }, (_, i) => ({
          tanggal: addDays("2027-01-01", i),
          buka: null,
          tutup: null,
        })),
      },
      "pengecualian",
    ],
    ["six days", { ...VALID, jam: WEEK.slice(0, 6) }, "jam"],
    ["days out of order", { ...VALID, jam: [...WEEK.slice(1), WEEK[0]] }, "jam"],
    [
      "a time like 8.00",
      { ...VALID, jam: [{ ...WEEK[0], buka: "8.00", tutup: "16:00" }, ...WEEK.slice(1)] },
      "jam.0.buka",
    ],
    [
      "closing before opening",
      { ...VALID, jam: [{ hari: "senin", buka: "16:00", tutup: "08:00" }, ...WEEK.slice(1)] },
      "jam.0.tutup",
    ],
    [
      "only an opening time",
      { ...VALID, jam: [{ hari: "senin", buka: "08:00", tutup: null }, ...WEEK.slice(1)] },
      "jam.0.tutup",
    ],
    [
      "a price with cents",
      { ...VALID, tiket: [{ kategori: "Dewasa", harga: 2500.5 }] },
      "tiket.0.harga",
    ],
    ["a negative price", { ...VALID, tiket: [{ kategori: "Dewasa", harga: -1 }] }, "tiket.0.harga"],
    [
      "a ticket without a name",
      { ...VALID, tiket: [{ kategori: " ", harga: 1000 }] },
      "tiket.0.kategori",
    ],
  ];
  it.each(bad)("refuses %s with 400 naming the field, changing nothing", async (_, json, field) => {
    const before = await snapshotState(use());
    const res = await put(json);
    expect(res.status).toBe(400);
    const answer = await body(res);
    expect(answer.errors).toHaveProperty(field);
    expect(answer.message).toMatch(/[a-z]/);
    expect(await snapshotState(use())).toEqual(before);
  });
});
