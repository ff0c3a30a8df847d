import { expect, it } from "vitest";
import { createInformasiItem } from "../../tests/support/factories.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { createDatabase } from "../db/create-database.ts";
import { ViewCounter } from "./view-counter.ts";

describeEachDialect("views counted in groups", (use) => {
  it("adds exactly N for N views from two server copies at once, each answer its own count", async () => {
    const { deps } = use();
    const item = await createInformasiItem(use(), { views: 10 });
    const other = createDatabase(deps.config);
    try {
      const copies = [deps.viewCounter, new ViewCounter(other.db)];
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => copies[i % 2].count(item.slug)),
      );
      expect(answers.every((n) => typeof n === "number")).toBe(true);
      // Two copies may hand out the same number; within one copy every count is its own.
      expect(new Set(answers.filter((_, i) => i % 2 === 0)).size).toBe(150);
      const row = await deps.db
        .selectFrom("informasi")
        .select("views")
        .where("id", "=", item.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.views)).toBe(310);
    } finally {
      await other.db.destroy();
    }
  });

  it("answers each view only once the transaction holding it is committed", async () => {
    const { deps } = use();
    const item = await createInformasiItem(use());
    // Another connection sees only what is committed.
    const reader = createDatabase(deps.config);
    const committed = async () =>
      Number(
        (
          await reader.db
            .selectFrom("informasi")
            .select("views")
            .where("id", "=", item.id)
            .executeTakeFirstOrThrow()
        ).views,
      );
    try {
      const seen: Array<{ answered: number; committed: number }> = [];
      await Promise.all(
        Array.from({ length: 120 }, async () => {
          const answered = (await deps.viewCounter.count(item.slug)) ?? -1;
          seen.push({ answered, committed: await committed() });
        }),
      );
      expect(seen).toHaveLength(120);
      for (const { answered, committed } of seen)
        expect(committed).toBeGreaterThanOrEqual(answered);
    } finally {
      await reader.db.destroy();
    }
  });

  it("groups views: far fewer transactions than views", async () => {
    const { deps } = use();
    const item = await createInformasiItem(use());
    const before = deps.viewCounter.groupsCommitted;
    await Promise.all(Array.from({ length: 200 }, () => deps.viewCounter.count(item.slug)));
    const groups = deps.viewCounter.groupsCommitted - before;
    expect(groups).toBeGreaterThanOrEqual(1);
    expect(groups).toBeLessThan(20);
  });

  it("counts no view of a draft: visitors cannot see it, nor learn it exists", async () => {
    const { deps } = use();
    const item = await createInformasiItem(use());
    await deps.db
      .updateTable("informasi")
      .set({ status: "draf" })
      .where("id", "=", item.id)
      .execute();
    expect(await deps.viewCounter.count(item.slug)).toBeUndefined();
    const res = await use().call("POST", `/api/informasi/${item.slug}/increment-view`, {
      json: {},
    });
    expect(res.status).toBe(404);
  });

  it("answers undefined for a slug no item has, and still counts the others in its group", async () => {
    const { deps } = use();
    const item = await createInformasiItem(use());
    const [missing, counted] = await Promise.all([
      deps.viewCounter.count("tidak-ada-artikel-ini"),
      deps.viewCounter.count(item.slug),
    ]);
    expect(missing).toBeUndefined();
    expect(counted).toBe(1);
  });
});
