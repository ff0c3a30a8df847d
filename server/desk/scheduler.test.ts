import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { body, form } from "../../tests/support/forms.ts";
import { createTestContext, describeEachDialect } from "../../tests/support/test-app.ts";
import { closeDeps, openDeps } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/create-database.ts";
import { schedulableKinds } from "./create-scheduler.ts";
import { Scheduler } from "./scheduler.ts";

/** An informasi item scheduled for `at`, written as the content core stores one. */
async function scheduled(db: Db, judul: string, at: Date): Promise<number> {
  const now = new Date().toISOString();
  // biome-ignore lint/suspicious/noExplicitAny: the row is written as stored, status and all
  const row = await (db as unknown as Kysely<any>)
    .insertInto("informasi")
    .values({
      judul,
      slug: `${judul.toLowerCase().replaceAll(" ", "-")}-${randomBytes(3).toString("hex")}`,
      deskripsi: "<p>Upacara</p>",
      gambar: "",
      tanggal: "2026-11-29",
      status: "terjadwal",
      terbit_pada: at.toISOString(),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const statusOf = async (db: Db, id: number) =>
  (await db.selectFrom("informasi").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status as string;

const autoPublished = async (db: Db, judul: string) =>
  (
    await db
      .selectFrom("riwayat")
      .selectAll()
      .where("aksi", "=", "terbit_otomatis")
      .where("target", "=", judul)
      .execute()
  ).length;

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("did not happen in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDialect("scheduled publishing", (use) => {
  it("publishes an item whose time has come, once, with one terbit_otomatis; one still to come waits", async () => {
    const { db, scheduler, contentChanges } = use().deps;
    const due = await scheduled(db, "Grebeg Syawal", new Date(Date.now() - 1000));
    const later = await scheduled(db, "Panjang Jimat", new Date(Date.now() + 3_600_000));
    expect((await use().call("GET", `/api/informasi/${due}`)).status).toBe(404);
    const version = contentChanges.version;

    expect(await scheduler.publishDue()).toBe(1);
    expect(await statusOf(db, due)).toBe("terbit");
    expect(await statusOf(db, later)).toBe("terjadwal");
    // Visitors see it now (caches follow the content version), staff forms see a new versi.
    expect(contentChanges.version).toBeGreaterThan(version);
    const visible = await use().call("GET", `/api/informasi/${due}`);
    expect(visible.status).toBe(200);
    expect((await body(visible)).judul).toBe("Grebeg Syawal");
    expect(await autoPublished(db, "Grebeg Syawal")).toBe(1);

    // Another round publishes nothing again.
    expect(await scheduler.publishDue()).toBe(0);
    expect(await autoPublished(db, "Grebeg Syawal")).toBe(1);
    expect((await use().call("GET", `/api/informasi/${later}`)).status).toBe(404);
  });

  it("dates a scheduled item left without Tanggal on the day it goes out, one with a date on its own", async () => {
    const { scheduler } = use().deps;
    const editor = await use().signIn("editor", { name: "Sari" });
    const goesOut = new Date(Date.now() + 26 * 86_400_000);
    const terbit_pada = `${new Date(goesOut.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
    const write = async (judul: string, tanggal: string) => {
      const res = await use().call("POST", "/api/informasi", {
        token: editor.token,
        form: form({
          judul,
          tanggal,
          deskripsi: "<p>Pengumuman</p>",
          status: "terjadwal",
          terbit_pada,
        }),
      });
      expect(res.status).toBe(201);
      return (await body(res)).data.id as number;
    };
    const undated = await write("Pengumuman tanpa tanggal", "");
    const dated = await write("Pengumuman bertanggal", "2026-12-01");

    expect(await scheduler.publishDue(new Date(goesOut.getTime() + 60_000))).toBeGreaterThanOrEqual(
      2,
    );
    const tanggalOf = async (id: number) =>
      (await body(await use().call("GET", `/api/informasi/${id}`))).tanggal;
    expect(await tanggalOf(undated)).toBe(todayInJakarta(new Date(goesOut.getTime() + 60_000)));
    expect(await tanggalOf(dated)).toBe("2026-12-01");
  });

  it("publishes by itself, without any request, within its interval; at start for a time already passed", async () => {
    const { db, contentChanges } = use().deps;
    const missed = await scheduled(db, "Satu Sura", new Date(Date.now() - 86_400_000));
    const soon = await scheduled(db, "Siraman Panjang", new Date(Date.now() + 400));
    const scheduler = new Scheduler({ db, contentChanges, kinds: schedulableKinds, everyMs: 200 });
    try {
      scheduler.start();
      // The time that passed while no server ran publishes at start.
      await waitFor(async () => (await statusOf(db, missed)) === "terbit", 2_000);
      await waitFor(async () => (await statusOf(db, soon)) === "terbit", 3_000);
    } finally {
      await scheduler.stop();
    }
    expect(await autoPublished(db, "Siraman Panjang")).toBe(1);
  });
});

describe("two server copies on one PostgreSQL [postgres]", () => {
  it("publish each scheduled item exactly once", async () => {
    const first = await createTestContext("postgres");
    const second = await openDeps(
      loadConfig({
        DATABASE_URL: first.deps.config.DATABASE_URL,
        DATA_DIR: first.dataDir,
        JWT_SECRET: first.deps.secret,
        SEED: "none",
        LOG_REQUESTS: "0",
      }),
    );
    try {
      const judul: string[] = [];
      for (let batch = 0; batch < 3; batch++) {
        const due = Array.from({ length: 10 }, (_, i) => `Acara ${batch}-${i}`);
        for (const j of due) await scheduled(first.deps.db, j, new Date(Date.now() - 1000));
        judul.push(...due);
        // Both copies look at the same moment: between them, each item is published once.
        const [a, b] = await Promise.all([
          first.deps.scheduler.publishDue(),
          second.scheduler.publishDue(),
        ]);
        expect(a + b).toBe(10);
      }
      for (const j of judul) expect(await autoPublished(first.deps.db, j)).toBe(1);
    } finally {
      await closeDeps(second);
      await first.close();
    }
  });
});
