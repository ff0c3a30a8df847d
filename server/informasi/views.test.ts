import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { clearContent, createInformasiItem } from "../../tests/support/factories.ts";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { VIEW_WINDOW_MS } from "./one-view-per-visitor.ts";

describeEachDialect("informasi views and the popular list", (use) => {
  beforeEach(async () => {
    await clearContent(use());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // Each view from its own address unless told: one address counts once in 10 minutes.
  let visitor = 0;
  const nextAddress = () =>
    `10.${(++visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  const increment = (slug: string, from = nextAddress()) =>
    use().call("POST", `/api/informasi/${slug}/increment-view`, { remoteAddress: from, json: {} });
  const popular = async () => body(await use().call("GET", "/api/informasi/populer"));
  // Views touch no cache: counts are read where staff read them, straight from the database.
  const viewsOf = async (id: number) =>
    Number(
      (
        await use()
          .deps.db.selectFrom("informasi")
          .select("views")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).views,
    );
  const aMinuteLater = () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60_000);
  };

  it("counts one view per call and answers the new count", async () => {
    const item = await createInformasiItem(use());
    const first = await increment(item.slug);
    expect(first.status).toBe(200);
    expect((await body(first)).views).toBe(1);
    expect((await body(await increment(item.slug))).views).toBe(2);
    expect(await viewsOf(item.id)).toBe(2);
  });

  it("adds exactly 50 for 50 concurrent calls", async () => {
    const item = await createInformasiItem(use());
    const results = await Promise.all(Array.from({ length: 50 }, () => increment(item.slug)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const counts = await Promise.all(results.map(async (r) => (await body(r)).views));
    expect(new Set(counts).size).toBe(50);
    expect(await viewsOf(item.id)).toBe(50);
  });

  it("answers 404 for an unknown slug and counts nothing", async () => {
    const item = await createInformasiItem(use(), { views: 3 });
    const res = await increment("tidak-ada");
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({ message: expect.any(String) });
    expect(await viewsOf(item.id)).toBe(3);
  });

  it("lists the 5 most viewed with id, slug and judul, most viewed first", async () => {
    const views = [5, 40, 12, 0, 33, 7, 21];
    const items = [];
    for (const [i, v] of views.entries()) {
      items.push(await createInformasiItem(use(), { judul: `Populer ${i}`, views: v }));
    }
    const list = await popular();
    expect(list).toHaveLength(5);
    expect(list.map((i: { judul: string }) => i.judul)).toEqual([
      "Populer 1",
      "Populer 4",
      "Populer 6",
      "Populer 2",
      "Populer 5",
    ]);
    expect(list[0]).toMatchObject({ id: items[1].id, slug: items[1].slug, judul: "Populer 1" });
  });

  it("breaks ties by the newest tanggal, then the newest id", async () => {
    await createInformasiItem(use(), { judul: "Lama", tanggal: "2025-01-01", views: 10 });
    await createInformasiItem(use(), { judul: "Baru A", tanggal: "2026-05-05", views: 10 });
    await createInformasiItem(use(), { judul: "Baru B", tanggal: "2026-05-05", views: 10 });
    await createInformasiItem(use(), { judul: "Tengah", tanggal: "2025-12-31", views: 10 });
    await createInformasiItem(use(), { judul: "Juara", tanggal: "2020-01-01", views: 11 });
    await createInformasiItem(use(), { judul: "Tersisih", tanggal: "2024-01-01", views: 10 });
    const titles = (await popular()).map((i: { judul: string }) => i.judul);
    expect(titles).toEqual(["Juara", "Baru B", "Baru A", "Tengah", "Lama"]);
  });

  it("moves an item up the list as it is viewed, within a minute", async () => {
    const a = await createInformasiItem(use(), { judul: "Satu", views: 2 });
    await createInformasiItem(use(), { judul: "Dua", views: 3 });
    expect((await popular())[0].judul).toBe("Dua");
    await increment(a.slug);
    await increment(a.slug);
    aMinuteLater();
    expect((await popular())[0].judul).toBe("Satu");
  });

  it("moves an article's count once per address in 10 minutes, however often it asks", async () => {
    const item = await createInformasiItem(use(), { views: 7 });
    const from = "198.51.100.23";
    const flood = await Promise.all(Array.from({ length: 40 }, () => increment(item.slug, from)));
    expect(flood.every((r) => r.status === 200)).toBe(true);
    // Every answer is the count after this address's one view.
    const answered = await Promise.all(flood.map(async (r) => (await body(r)).views));
    expect(new Set(answered)).toEqual(new Set([8]));
    expect(await viewsOf(item.id)).toBe(8);
    expect((await body(await increment(item.slug, from))).views).toBe(8);
    expect(await viewsOf(item.id)).toBe(8);
    // Another address counts, and so does the same one once 10 minutes have passed.
    expect((await body(await increment(item.slug, "198.51.100.24"))).views).toBe(9);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + VIEW_WINDOW_MS + 1000);
    expect((await body(await increment(item.slug, from))).views).toBe(10);
    expect(await viewsOf(item.id)).toBe(10);
  });

  it("keeps an address's views of one article apart from its views of another", async () => {
    const a = await createInformasiItem(use(), { judul: "Artikel A" });
    const b = await createInformasiItem(use(), { judul: "Artikel B" });
    const from = "198.51.100.31";
    expect((await body(await increment(a.slug, from))).views).toBe(1);
    expect((await body(await increment(b.slug, from))).views).toBe(1);
    expect(await viewsOf(a.id)).toBe(1);
    expect(await viewsOf(b.id)).toBe(1);
  });

  it("believes X-Forwarded-For only from a trusted proxy when telling visitors apart", async () => {
    const item = await createInformasiItem(use());
    // The socket is no trusted proxy here (TRUST_PROXY unset): a forged header changes nothing.
    for (const forged of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      await use().call("POST", `/api/informasi/${item.slug}/increment-view`, {
        remoteAddress: "198.51.100.40",
        headers: { "x-forwarded-for": forged },
        json: {},
      });
    }
    expect(await viewsOf(item.id)).toBe(1);
  });

  it("remembers no view of an article that does not exist: it counts once it is published", async () => {
    const from = "198.51.100.50";
    expect((await increment("belum-terbit", from)).status).toBe(404);
    const item = await createInformasiItem(use(), { judul: "Belum Terbit" });
    expect((await body(await increment(item.slug, from))).views).toBe(1);
  });

  it("adds one view, not 1,000, for 1,000 increments in seconds from one client's IPv6 /64", async () => {
    const item = await createInformasiItem(use());
    for (let i = 0; i < 1000; i += 100) {
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          increment(item.slug, `2001:db8:abcd:12::${(i + j + 1).toString(16)}`),
        ),
      );
      expect(burst.every((r) => r.status === 200)).toBe(true);
    }
    expect(await viewsOf(item.id)).toBe(1);
    // Another /64 is another client.
    expect((await body(await increment(item.slug, "2001:db8:abcd:13::1"))).views).toBe(2);
  });

  it("moves at most 60 counts a minute for one client across articles; the rest are answered as they stand", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
    const items = [];
    for (let i = 0; i < 65; i++) items.push(await createInformasiItem(use(), { views: 10 }));
    const from = "198.51.100.77";
    const answers = [];
    for (const item of items) answers.push((await body(await increment(item.slug, from))).views);
    expect(answers.filter((v) => v === 11)).toHaveLength(60);
    expect(answers.slice(60)).toEqual([10, 10, 10, 10, 10]);
    let total = 0;
    for (const item of items) total += await viewsOf(item.id);
    expect(total).toBe(65 * 10 + 60);
  });

  it("answers an empty list when there is no informasi", async () => {
    expect(await popular()).toEqual([]);
  });
});
