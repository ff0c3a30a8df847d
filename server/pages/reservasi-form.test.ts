import { expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { RESERVASI_PER_HOUR } from "../reservasi/reservasi.service.ts";
import { answerReservasiForm } from "./reservasi-form.ts";

const FIELDS = {
  nama: "Ibu Sari",
  instansi: "SD Negeri 1 Cirebon",
  tanggal: todayInJakarta(),
  jumlah: "40",
  telepon: "0812 3456 7890",
};

describeEachDialect("the group visit form posted to the page", (use) => {
  const answer = (fields: Record<string, string>, address: string) =>
    answerReservasiForm(use().deps, fields, address);

  it("sends through the same door as the API: stored, and told as sent", async () => {
    expect(await answer(FIELDS, "192.0.2.61")).toEqual({
      ok: true,
      status: 201,
      message: "Permintaan kunjungan terkirim. Kami akan menghubungi Anda.",
    });
    const row = await use()
      .deps.db.selectFrom("reservasi")
      .selectAll()
      .where("alamat_klien", "=", "192.0.2.61")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nama: "Ibu Sari", telepon: "081234567890", status: "baru" });
  });

  it("refuses a filled trap field like the API (400), storing nothing", async () => {
    const before = await snapshotState(use());
    const refused = await answer({ ...FIELDS, situs_web: "http://spam.example" }, "192.0.2.62");
    expect(refused).toEqual({ ok: false, status: 400, message: "Permintaan tidak dapat diproses" });
    expect(await snapshotState(use())).toEqual(before);
  });

  it("names each field at fault (400) and keeps the API's hourly limit (429)", async () => {
    const invalid = await answer({ ...FIELDS, telepon: "12", jumlah: "" }, "192.0.2.63");
    expect(invalid).toMatchObject({
      ok: false,
      status: 400,
      message: "Periksa kembali isian yang ditandai.",
      errors: { telepon: expect.any(String), jumlah: "Jumlah pengunjung wajib diisi" },
    });
    for (let i = 0; i < RESERVASI_PER_HOUR; i++) await answer(FIELDS, "192.0.2.64");
    expect(await answer(FIELDS, "192.0.2.64")).toEqual({
      ok: false,
      status: 429,
      message: "Terlalu banyak permintaan dari alamat Anda. Coba lagi dalam satu jam.",
    });
  });
});
