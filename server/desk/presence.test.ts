import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import {
  createTestContext,
  describeEachDialect,
  type SignedIn,
} from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { closeDeps, openDeps } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { editingNow } from "./presence.service.ts";

describeEachDialect("presence: who else has the form open", (use) => {
  let sari: SignedIn;
  let budi: SignedIn;
  beforeAll(async () => {
    sari = await use().signIn("editor", { name: "Sari" });
    budi = await use().signIn("admin", { name: "Budi" });
  });
  const beat = (who: SignedIn, json: unknown) =>
    use().call("POST", "/api/penyuntingan", { token: who.token, json });

  it("answers the others editing the same thing, with their name and since when", async () => {
    const item = { jenis: "informasi", id: 7 };
    const first = await beat(sari, item);
    expect(first.status).toBe(200);
    expect(await body(first)).toEqual({ lainnya: [] });

    const second = await body(await beat(budi, item));
    expect(second.lainnya).toEqual([{ nama: "Sari", sejak: expect.any(String) }]);
    expect(Date.now() - Date.parse(second.lainnya[0].sejak)).toBeLessThan(60_000);

    expect((await body(await beat(sari, item))).lainnya).toEqual([
      { nama: "Budi", sejak: expect.any(String) },
    ]);
    // Another thing, or another kind with the same id, is someone else's business.
    expect((await body(await beat(sari, { jenis: "dokumentasi", id: 7 }))).lainnya).toEqual([]);
    expect((await body(await beat(budi, { jenis: "teks", id: "sejarah" }))).lainnya).toEqual([]);
  });

  it.each([
    { jenis: "user", id: 5 },
    { jenis: "settings", id: 1 },
    { jenis: "teks", id: "visi" },
    { jenis: "kunjungan", id: 1 },
    { jenis: "hero", id: 2 },
  ])(
    "refuses an editor a heartbeat for %j they may not edit, without naming who edits it",
    async (item) => {
      const budiSees = await beat(budi, item);
      expect(budiSees.status).toBe(200);
      const res = await beat(sari, item);
      expect(res.status).toBe(403);
      const answer = await res.text();
      expect(answer).not.toContain("Budi");
      expect(answer).not.toContain("lainnya");
      // Sari's refused heartbeat did not mark her as editing it either.
      expect((await body(await beat(budi, item))).lainnya).toEqual([]);
    },
  );

  it("forgets someone silent for 60 s; back again, they start anew", async () => {
    const { db } = use().deps;
    const item = { jenis: "teks" as const, id: "silsilah" };
    const t0 = new Date("2026-11-26T03:00:00Z");
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const s = { id: sari.id, name: "Sari", role: "admin" as const };
    const b = { id: budi.id, name: "Budi", role: "admin" as const };
    await editingNow(db, item, s, t0);
    expect(await editingNow(db, item, b, at(30))).toEqual([
      { nama: "Sari", sejak: t0.toISOString() },
    ]);
    expect(await editingNow(db, item, b, at(59))).toHaveLength(1);
    // Sari's last sign of life was at t0: 61 s later she is gone.
    expect(await editingNow(db, item, b, at(61))).toEqual([]);
    await editingNow(db, item, s, at(120));
    expect(await editingNow(db, item, b, at(121))).toEqual([
      { nama: "Sari", sejak: at(120).toISOString() },
    ]);
  });

  it.each([
    [{ jenis: "berita", id: 1 }, "jenis"],
    [{ id: 1 }, "jenis"],
    [{ jenis: "informasi" }, "id"],
    [{ jenis: "informasi", id: "satu" }, "id"],
    [{ jenis: "informasi", id: 0 }, "id"],
    [{ jenis: "teks", id: "tujuan" }, "id"],
    [{ jenis: "settings", id: 2 }, "id"],
  ])("refuses %j with a 400 naming %s", async (json, field) => {
    const res = await beat(sari, json);
    expect(res.status).toBe(400);
    const answer = await body(res);
    expect(answer.errors).toHaveProperty(field);
    expect(answer.message).toMatch(/^[A-Za-z]/);
  });

  it("is for staff only: a visitor gets 401", async () => {
    const res = await use().call("POST", "/api/penyuntingan", {
      json: { jenis: "informasi", id: 1 },
    });
    expect(res.status).toBe(401);
  });
});

describe("presence across two server copies on one PostgreSQL [postgres]", () => {
  it("each copy sees who edits through the other", async () => {
    const first = await createTestContext("postgres");
    const secondDeps = await openDeps(
      loadConfig({
        DATABASE_URL: first.deps.config.DATABASE_URL,
        DATA_DIR: first.dataDir,
        JWT_SECRET: first.deps.secret,
        SEED: "none",
        LOG_REQUESTS: "0",
      }),
    );
    const second = createApp(secondDeps);
    try {
      const sari = await first.signIn("editor", { name: "Sari" });
      const budi = await first.signIn("editor", { name: `Budi ${randomBytes(2).toString("hex")}` });
      const item = { jenis: "informasi", id: 3 };
      const viaFirst = await first.call("POST", "/api/penyuntingan", {
        token: sari.token,
        json: item,
      });
      expect(await body(viaFirst)).toEqual({ lainnya: [] });
      const viaSecond = await second.request("/api/penyuntingan", {
        method: "POST",
        headers: { authorization: `Bearer ${budi.token}`, "content-type": "application/json" },
        body: JSON.stringify(item),
      });
      expect(viaSecond.status).toBe(200);
      expect((await body(viaSecond)).lainnya).toEqual([
        { nama: "Sari", sejak: expect.any(String) },
      ]);
      const backOnFirst = await first.call("POST", "/api/penyuntingan", {
        token: sari.token,
        json: item,
      });
      expect((await body(backOnFirst)).lainnya).toEqual([
        { nama: budi.name, sejak: expect.any(String) },
      ]);
    } finally {
      await closeDeps(secondDeps);
      await first.close();
    }
  });
});
