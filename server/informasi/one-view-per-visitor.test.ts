import { describe, expect, it } from "vitest";
import { OneViewPerVisitor, VIEW_WINDOW_MS } from "./one-view-per-visitor.ts";

describe("OneViewPerVisitor", () => {
  const counter = () => {
    let total = 0;
    return { count: async () => ++total, total: () => total };
  };

  it("counts an address's view of an article once in 10 minutes, then again", async () => {
    let now = 0;
    const viewed = new OneViewPerVisitor({ now: () => now });
    const views = counter();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => viewed.count("1.2.3.4", "kirab", views.count)),
    );
    expect(answers).toEqual([1, 1, 1, 1, 1]);
    now = VIEW_WINDOW_MS - 1;
    expect(await viewed.count("1.2.3.4", "kirab", views.count)).toBe(1);
    expect(await viewed.count("1.2.3.5", "kirab", views.count)).toBe(2);
    now = VIEW_WINDOW_MS + 1;
    expect(await viewed.count("1.2.3.4", "kirab", views.count)).toBe(3);
  });

  it("never holds more than its bound, forgetting the oldest first", async () => {
    let now = 0;
    const viewed = new OneViewPerVisitor({ now: () => now, maxEntries: 100 });
    const views = counter();
    for (let i = 0; i < 1000; i++) {
      now++;
      await viewed.count(`10.0.${i >> 8}.${i & 255}`, "kirab", views.count);
      expect(viewed.size).toBeLessThanOrEqual(100);
    }
    expect(views.total()).toBe(1000);
    // The newest are still remembered; the oldest are not.
    await viewed.count("10.0.3.231", "kirab", views.count);
    expect(views.total()).toBe(1000);
    await viewed.count("10.0.0.0", "kirab", views.count);
    expect(views.total()).toBe(1001);
  });

  it("empties itself as the window passes, so a quiet site holds nothing", async () => {
    let now = 0;
    const viewed = new OneViewPerVisitor({ now: () => now });
    const views = counter();
    for (let i = 0; i < 50; i++) await viewed.count(`10.1.0.${i}`, "kirab", views.count);
    expect(viewed.size).toBe(50);
    now = VIEW_WINDOW_MS + 1;
    await viewed.count("10.1.1.1", "kirab", views.count);
    expect(viewed.size).toBe(1);
  });

  it("forgets a view that counted nothing (no such article) or failed, so a retry counts", async () => {
    const viewed = new OneViewPerVisitor();
    expect(await viewed.count("1.2.3.4", "belum-ada", async () => undefined)).toBeUndefined();
    expect(await viewed.count("1.2.3.4", "belum-ada", async () => 1)).toBe(1);
    await expect(
      viewed.count("1.2.3.4", "gagal", async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    expect(await viewed.count("1.2.3.4", "gagal", async () => 5)).toBe(5);
  });

  it("keeps entries small whatever slug is asked for", async () => {
    const viewed = new OneViewPerVisitor();
    const long = "a".repeat(10_000);
    await viewed.count("1.2.3.4", long, async () => undefined);
    expect(await viewed.count("1.2.3.4", long, async () => 1)).toBe(1);
    expect(viewed.size).toBe(1);
  });
});
