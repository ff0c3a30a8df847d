import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/test-app.ts";

const DAY = 86_400_000;
const inAWeek = () => new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);

// Decision 110: a visit request's sender address is kept 90 days, then removed.
describeEachDialect("a visit request's address", (use) => {
  const send = (nama: string, remoteAddress: string) =>
    use().call("POST", "/api/reservasi", {
      json: { nama, tanggal: inAWeek(), jumlah: 30, telepon: "081234567890" },
      remoteAddress,
    });
  const addressOf = async (nama: string) =>
    (
      await use()
        .deps.db.selectFrom("reservasi")
        .select("alamat_klien")
        .where("nama", "=", nama)
        .executeTakeFirstOrThrow()
    ).alamat_klien;
  const receivedDaysAgo = (nama: string, days: number) =>
    use()
      .deps.db.updateTable("reservasi")
      .set({ created_at: new Date(Date.now() - days * DAY).toISOString() })
      .where("nama", "=", nama)
      .execute();

  it("is removed 90 days after the request; the request itself stays for the staff", async () => {
    expect((await send("Guru Lama", "198.51.100.91")).status).toBe(201);
    expect((await send("Guru Baru", "2001:db8:5::9")).status).toBe(201);
    await receivedDaysAgo("Guru Lama", 91);
    await receivedDaysAgo("Guru Baru", 89);

    await use().deps.reservasiSweep.sweep();

    expect(await addressOf("Guru Lama")).toBe("");
    expect(await addressOf("Guru Baru")).toBe("2001:db8:5::9");
    const admin = await use().signIn("admin");
    const list = await use().call("GET", "/api/reservasi", { token: admin.token });
    const names = ((await list.json()) as Array<{ nama: string }>).map((r) => r.nama);
    expect(names).toEqual(expect.arrayContaining(["Guru Lama", "Guru Baru"]));
  });
});
