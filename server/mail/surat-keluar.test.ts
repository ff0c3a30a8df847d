import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { MAIL_FAILURE } from "./mail-failure.ts";

describeEachDialect("the admin's outbox (Email Keluar)", (use) => {
  async function queue(count: number) {
    const { deps } = use();
    await deps.db.transaction().execute((trx) =>
      deps.outbox.add(
        trx,
        Array.from({ length: count }, (_, i) => ({
          kepada: `staf${i}@keraton.example`,
          perihal: `Surat ${i + 1}`,
          teks: "Isi",
        })),
      ),
    );
  }

  it("lists mails newest first, a page at a time, with the total and a status filter", async () => {
    const { call, signIn, deps } = use();
    const admin = await signIn("admin");
    await queue(25);
    await deps.db
      .updateTable("surat_keluar")
      .set({ status: "gagal", galat: "550 ditolak" })
      .where("id", "=", 3)
      .execute();
    const first = await call("GET", "/api/surat-keluar?limit=10", { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-total-count")).toBe("25");
    const rows = await first.json();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({
      perihal: "Surat 25",
      status: "antri",
      percobaan: 0,
      galat: "",
    });
    expect(Object.keys(rows[0]).sort()).toEqual([
      "galat",
      "id",
      "kepada",
      "percobaan",
      "perihal",
      "status",
      "waktu",
    ]);
    const failed = await call("GET", "/api/surat-keluar?status=gagal", { token: admin.token });
    expect(failed.headers.get("x-total-count")).toBe("1");
    // Staff read the kind of failure in plain words, never the server's raw answer.
    expect(await failed.json()).toEqual([
      expect.objectContaining({ id: 3, galat: MAIL_FAILURE.address }),
    ]);
    const summary = await call("GET", "/api/surat-keluar/ringkasan", { token: admin.token });
    expect(await summary.json()).toEqual({
      siap: false,
      antri: 24,
      gagal: 1,
      tertunda: 0,
      alasan: MAIL_FAILURE.address,
    });
  });

  it("sends a failed mail again, and only a failed one", async () => {
    const { call, signIn, deps } = use();
    const admin = await signIn("admin");
    const waiting = await call("POST", "/api/surat-keluar/1/kirim-ulang", {
      token: admin.token,
      json: {},
    });
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toMatchObject({
      message: "Hanya email yang gagal yang dapat dikirim ulang",
    });
    const again = await call("POST", "/api/surat-keluar/3/kirim-ulang", {
      token: admin.token,
      json: {},
    });
    expect(again.status).toBe(200);
    const row = await deps.db
      .selectFrom("surat_keluar")
      .selectAll()
      .where("id", "=", 3)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("antri");
    const riwayat = await (await call("GET", "/api/riwayat", { token: admin.token })).json();
    expect(riwayat[0]).toMatchObject({ aksi: "kirim_ulang", jenis: "surat_keluar", target: "#3" });
  });

  it("is the admin's only", async () => {
    const { call, signIn } = use();
    const editor = await signIn("editor");
    expect((await call("GET", "/api/surat-keluar", { token: editor.token })).status).toBe(403);
    expect((await call("GET", "/api/surat-keluar")).status).toBe(401);
  });

  it("refuses an unknown status with a clear message", async () => {
    const { call, signIn } = use();
    const admin = await signIn("admin");
    const res = await call("GET", "/api/surat-keluar?status=hilang", { token: admin.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { status: "Status harus antri, terkirim atau gagal" },
    });
  });
});
