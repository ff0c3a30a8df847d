import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { BACKUP_TABLES, isSearchIndexTable, TABLES_NOT_BACKED_UP } from "./backup-tables.ts";

describeEachDialect("what a backup holds", (use) => {
  it("knows every table of the migrated schema (a new table must be added to the backup)", async () => {
    const tables = await use().deps.db.introspection.getTables({ withInternalKyselyTables: true });
    const inSchema = tables
      .map((t) => t.name)
      .filter((name) => !isSearchIndexTable(name))
      .sort();
    const accounted = [...BACKUP_TABLES.map((t) => t.name), ...TABLES_NOT_BACKED_UP].sort();
    expect(inSchema).toEqual(accounted);
  });

  it("orders each table by columns that exist", async () => {
    const tables = await use().deps.db.introspection.getTables();
    for (const table of BACKUP_TABLES) {
      const columns = tables.find((t) => t.name === table.name)?.columns.map((c) => c.name) ?? [];
      for (const key of [...table.key, ...(table.identity ? [table.identity] : [])]) {
        expect(columns, `${table.name}.${key}`).toContain(key);
      }
    }
  });
});
