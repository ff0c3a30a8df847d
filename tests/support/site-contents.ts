import { createHash } from "node:crypto";
import { BACKUP_TABLES, type TablesByName } from "../../server/backup/backup-tables.ts";
import type { TestContext } from "./test-app.ts";

/** Every backed-up table's rows in key order and every stored image's SHA-256, by path. */
export async function siteContents(ctx: Pick<TestContext, "deps">) {
  const db = ctx.deps.db as unknown as TablesByName;
  const tables: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) {
    let query = db.selectFrom(table.name).selectAll();
    for (const column of table.key) query = query.orderBy(column);
    tables[table.name] = await query.execute();
  }
  const images: Record<string, string> = {};
  for (const path of await ctx.deps.media.list()) {
    const file = await ctx.deps.media.read(path);
    images[path] = createHash("sha256")
      .update(file?.data ?? "")
      .digest("hex");
  }
  return { tables, images };
}
