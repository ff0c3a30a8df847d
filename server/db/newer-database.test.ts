import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS } from "../../tests/support/test-app.ts";
import { openDeps } from "../bootstrap.ts";
import { NewerDatabaseError } from "./migrate.ts";

const FROM_A_NEWER_RELEASE = "2099-01-01T00-from-a-newer-release";

for (const dialect of DIALECTS) {
  describe(`a database made by a newer release [${dialect}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    const migrationNames = async () =>
      (
        await ctx.deps.db
          .selectFrom("kysely_migration" as never)
          .select("name" as never)
          .orderBy("name" as never)
          .execute()
      ).map((row) => (row as { name: string }).name);

    beforeAll(async () => {
      ctx = await createTestContext(dialect);
      // What a newer release leaves behind: a migration this code has never heard of.
      await ctx.deps.db
        .insertInto("kysely_migration" as never)
        .values({ name: FROM_A_NEWER_RELEASE, timestamp: new Date().toISOString() } as never)
        .execute();
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it("is refused at start with a sentence telling the operator to restore the backup", async () => {
      const before = await migrationNames();
      const start = openDeps(ctx.deps.config);
      await expect(start).rejects.toBeInstanceOf(NewerDatabaseError);
      const message = await start.catch((err: Error) => err.message);
      expect(message).toContain("dibuat oleh versi yang lebih baru");
      expect(message).toContain(FROM_A_NEWER_RELEASE);
      expect(message).toContain("pulihkan cadangan yang diambil sebelum pembaruan");
      expect(message).not.toMatch(/corrupted|kysely/i);
      // Nothing was run against it: the newer release can still open it.
      expect(await migrationNames()).toEqual(before);
    });
  });
}
