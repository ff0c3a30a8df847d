import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import {
  createTestContext,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import type { Database } from "../db/schema.ts";
import { publishDue } from "./scheduler.repository.ts";

// A content save reads the item once and stamps the next versi in its own UPDATE, which only
// writes while the row still stands at the version read (docs/decisions/082-desk.md). On
// PostgreSQL the scheduler publishes without taking the desk's hold, so it can commit between a
// save's read and its write: the save must then be refused, not written over the publish.
describe("a content save the scheduler overtook [postgres]", () => {
  let ctx: TestContext & { close: () => Promise<void> };
  let sari: SignedIn;
  let scheduler: Kysely<Database>;
  beforeAll(async () => {
    ctx = await createTestContext("postgres");
    sari = await ctx.signIn("editor", { name: "Sari" });
    const pool = new pg.Pool({ connectionString: ctx.deps.config.DATABASE_URL, max: 1 });
    scheduler = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  });
  afterAll(async () => {
    await scheduler.destroy();
    await ctx.close();
  });

  it("is refused with 409 naming the publish, and leaves the published item as it was", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const fields = { judul: "Kirab Pusaka", tanggal: "2026-11-29", deskripsi: "<p>Awal</p>" };
    const created = await ctx.call("POST", "/api/informasi", {
      token: sari.token,
      form: form({ ...fields, status: "terjadwal", terbit_pada: at }),
    });
    const { data } = await body(created);
    expect(data.versi).toBe(1);

    // The scheduler publishes it in a transaction not committed yet: the row is locked.
    const publish = await scheduler.startTransaction().execute();
    expect(await publishDue(publish, "informasi", at)).toHaveLength(1);
    // Sari saves the version she opened; her save reads versi 1 and waits on the row.
    const saving = ctx.call("PUT", `/api/informasi/${data.id}`, {
      token: sari.token,
      form: form({
        ...fields,
        deskripsi: "<p>Kata Sari</p>",
        status: "terjadwal",
        terbit_pada: at,
        versi: "1",
      }),
    });
    await waitForALockWaiter(ctx);
    await publish.commit().execute();

    const res = await saving;
    expect(res.status).toBe(409);
    const answer = await body(res);
    expect(answer.versi).toBe(2);
    expect(answer.message).toMatch(/^Sudah diubah oleh sistem pada /);
    const item = await body(
      await ctx.call("GET", `/api/informasi/${data.id}`, { token: sari.token }),
    );
    expect(item).toMatchObject({ status: "terbit", deskripsi: "<p>Awal</p>", versi: 2 });
    // Nothing of the refused save stays: no version was kept for it.
    const versions = await ctx.call("GET", `/api/revisi?jenis=informasi&id=${data.id}`, {
      token: sari.token,
    });
    expect(await body(versions)).toEqual([]);
  });
});

/** Until a backend of this database waits for a row lock (the save's UPDATE). */
async function waitForALockWaiter(ctx: TestContext): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(ctx.deps.db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the save never waited for the scheduler's row lock");
}
