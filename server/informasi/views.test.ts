import { beforeEach, expect, it } from "vitest";
import { clearContent, createInformasiItem } from "../../tests/support/factories.ts";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";

describeEachDialect("informasi views and the popular list", (use) => {
  beforeEach(async () => {
    await clearContent(use());
  });
  const increment = (slug: string) =>
    use().call("POST", `/api/informasi/${slug}/increment-view`, { json: {} });
  const popular = async () => body(await use().call("GET", "/api/informasi/populer"));
  const viewsOf = async (id: number) =>
    (await body(await use().call("GET", `/api/informasi/${id}`))).views;

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

  it("moves an item up the list as it is viewed", async () => {
    const a = await createInformasiItem(use(), { judul: "Satu", views: 2 });
    await createInformasiItem(use(), { judul: "Dua", views: 3 });
    await increment(a.slug);
    await increment(a.slug);
    expect((await popular())[0].judul).toBe("Satu");
  });

  it("answers an empty list when there is no informasi", async () => {
    expect(await popular()).toEqual([]);
  });
});
