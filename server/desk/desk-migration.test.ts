import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import * as desk from "../db/migrations/2026-11-27T40-00-desk.ts";

describeEachDialect("the desk's migration on a site with content", (use) => {
  it("keeps every item's status, lets status be terjadwal, and still refuses an unknown one", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the migration works on tables by name
    const db = use().deps.db as unknown as Kysely<any>;
    // The site as it was before this release: items published and in draft.
    await desk.down(db);
    const now = new Date().toISOString();
    const row = (judul: string, status: string) => ({
      judul,
      slug: judul.toLowerCase(),
      deskripsi: `<p>${judul}</p>`,
      gambar: "",
      tanggal: "2026-11-20",
      status,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto("informasi")
      .values([row("Terbit", "terbit"), row("Draf", "draf")])
      .execute();
    await desk.up(db);

    const rows = await db
      .selectFrom("informasi")
      .select(["judul", "status", "versi"])
      .orderBy("judul")
      .execute();
    expect(rows).toEqual([
      { judul: "Draf", status: "draf", versi: 1 },
      { judul: "Terbit", status: "terbit", versi: 1 },
    ]);
    await db
      .updateTable("informasi")
      .set({ status: "terjadwal" })
      .where("judul", "=", "Draf")
      .execute();
    await expect(
      db.updateTable("informasi").set({ status: "nanti" }).where("judul", "=", "Draf").execute(),
    ).rejects.toThrow();
    // The site search still finds the items (SQLite's index follows the table).
    const found = await use().call("GET", "/api/cari?q=Terbit");
    expect(JSON.stringify(await found.json())).toContain("Terbit");
  });
});
