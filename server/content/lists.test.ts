import { beforeAll, expect, it } from "vitest";
import {
  clearContent,
  createDokumentasiItem,
  createInformasiItem,
} from "../../tests/support/factories.ts";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type TestContext } from "../../tests/support/test-app.ts";

/** Lists: newest first (tanggal, then id), and `?page=&limit=` (limit at most 100). */
const RESOURCES = [
  {
    name: "dokumentasi",
    make: (ctx: TestContext, judul: string, tanggal: string) =>
      createDokumentasiItem(ctx, { judul, tanggal }),
  },
  {
    name: "informasi",
    make: (ctx: TestContext, judul: string, tanggal: string) =>
      createInformasiItem(ctx, { judul, tanggal }),
  },
] as const;

// Made in this order; ids grow in this order.
const ROWS: Array<[string, string]> = [
  ["A", "2026-01-15"],
  ["B", "2026-03-01"],
  ["C", "2025-12-31"],
  ["D", "2026-03-01"],
  ["E", "2026-02-10"],
  ["F", "2026-03-01"],
  ["G", "2024-07-04"],
];
const NEWEST_FIRST = ["F", "D", "B", "E", "A", "C", "G"];

describeEachDialect("lists: order and pages", (use) => {
  beforeAll(async () => {
    await clearContent(use());
    for (const resource of RESOURCES) {
      for (const [judul, tanggal] of ROWS) await resource.make(use(), judul, tanggal);
    }
  });

  for (const { name } of RESOURCES) {
    const titles = async (query = "") => {
      const res = await use().call("GET", `/api/${name}${query}`);
      expect(res.status).toBe(200);
      const list = await body(res);
      expect(Array.isArray(list)).toBe(true);
      return list.map((i: { judul: string }) => i.judul);
    };

    it(`${name}: the whole list, newest tanggal first and the newest id first on a tie`, async () => {
      expect(await titles()).toEqual(NEWEST_FIRST);
    });

    it(`${name}: pages of the same order`, async () => {
      expect(await titles("?page=1&limit=3")).toEqual(["F", "D", "B"]);
      expect(await titles("?page=2&limit=3")).toEqual(["E", "A", "C"]);
      expect(await titles("?page=3&limit=3")).toEqual(["G"]);
      expect(await titles("?page=4&limit=3")).toEqual([]);
      expect(await titles("?page=999999&limit=100")).toEqual([]);
    });

    it(`${name}: limit alone is the first page; limit 100 is allowed`, async () => {
      expect(await titles("?limit=2")).toEqual(["F", "D"]);
      expect(await titles("?limit=100")).toEqual(NEWEST_FIRST);
      expect(await titles("?page=1")).toEqual(NEWEST_FIRST);
    });

    it.each([
      "limit=101",
      "limit=0",
      "limit=-5",
      "limit=abc",
      "limit=2.5",
      "page=0",
      "page=-1",
      "page=x",
    ])(`${name}: ?%s is a 400 JSON answer`, async (query) => {
      const res = await use().call("GET", `/api/${name}?${query}`);
      expect(res.status).toBe(400);
      const answer = await body(res);
      expect(answer.message).toEqual(expect.any(String));
      expect(Object.keys(answer.errors).some((k) => query.startsWith(k))).toBe(true);
    });
  }
});
