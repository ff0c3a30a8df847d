import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import {
  createTestContext,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import { openNodeSqlite } from "./node-sqlite-driver.ts";

/** On SQLite, a write the API acknowledged is in the database file, readable by anyone opening it. */
describe("SQLite durability", () => {
  let ctx: TestContext & { close: () => Promise<void> };
  let editor: SignedIn;
  beforeAll(async () => {
    ctx = await createTestContext("sqlite");
    editor = await ctx.signIn("editor");
  });
  afterAll(async () => {
    await ctx.close();
  });

  function readFresh<T>(query: string, ...params: Array<string | number>): T | undefined {
    const file = new DatabaseSync(join(ctx.dataDir, "keraton.db"), { readOnly: true });
    try {
      return file.prepare(query).get(...params) as T | undefined;
    } finally {
      file.close();
    }
  }

  it("an informasi answered with 201 is in the file", async () => {
    const res = await ctx.call("POST", "/api/informasi", {
      token: editor.token,
      form: form({ judul: "Tersimpan di Disk", tanggal: "2026-11-21" }),
    });
    expect(res.status).toBe(201);
    const { id } = (await body(res)).data;
    expect(readFresh("select judul, slug, tanggal from informasi where id = ?", id)).toEqual({
      judul: "Tersimpan di Disk",
      slug: "tersimpan-di-disk",
      tanggal: "2026-11-21",
    });
  });

  it("a view counted with 200 is in the file", async () => {
    await ctx.call("POST", "/api/informasi/tersimpan-di-disk/increment-view", { json: {} });
    const row = readFresh<{ views: number }>(
      "select views from informasi where slug = ?",
      "tersimpan-di-disk",
    );
    expect(row?.views).toBe(1);
  });

  it("opens the file in WAL mode with synchronous=FULL and foreign keys on", () => {
    const handle = openNodeSqlite(join(ctx.dataDir, "pragmas.db"));
    try {
      expect(handle.raw.prepare("pragma journal_mode").get()).toEqual({ journal_mode: "wal" });
      expect(handle.raw.prepare("pragma synchronous").get()).toEqual({ synchronous: 2 });
      expect(handle.raw.prepare("pragma foreign_keys").get()).toEqual({ foreign_keys: 1 });
    } finally {
      handle.close();
    }
  });
});
