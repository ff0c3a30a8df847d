// A declaration and its table never drift: the migrated database has, for every kind in
// CONTENT_KINDS, exactly the columns its declaration describes (server/db/kind-table.ts), on both
// databases. A field declared without its migration fails here.
import { type Kysely, sql } from "kysely";
import { expect, it } from "vitest";
import { CONTENT_KINDS } from "../../common/content/kinds.ts";
import { contohKind } from "../../tests/fixtures/contoh/contoh.kind.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { addKindColumns, createKindTable, type KindColumn, kindColumns } from "./kind-table.ts";
import { isPostgres } from "./migration-columns.ts";

type Found = Omit<KindColumn, "defaultValue"> & { defaultValue?: string };

// biome-ignore lint/suspicious/noExplicitAny: tables are read by name
async function columnsOf(db: Kysely<any>, table: string): Promise<Found[]> {
  const rows = isPostgres(db)
    ? (
        await sql<{ name: string; type: string; nullable: string; dflt: string | null }>`
          select column_name as name, data_type as type, is_nullable as nullable,
                 column_default as dflt
          from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      ).rows.map((r) => ({ ...r, notNull: r.nullable === "NO" }))
    : (
        await sql<{ name: string; type: string; notnull: number; dflt: string | null }>`
          select name, type, "notnull", dflt_value as dflt from pragma_table_info(${table})`.execute(
          db,
        )
      ).rows.map((r) => ({ ...r, notNull: r.notnull === 1 }));
  return rows
    .filter((r) => r.name !== "id")
    .map((r) => ({
      name: r.name,
      type: r.type.toLowerCase() as KindColumn["type"],
      notNull: r.notNull,
      // '' and 'terbit' as SQLite shows them, ''::text as PostgreSQL does; numbers as they are.
      ...(r.dflt === null
        ? {}
        : { defaultValue: r.dflt.replace(/::text$/, "").replace(/^'(.*)'$/, "$1") }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const declared = (columns: KindColumn[]): Found[] =>
  columns
    .map(({ defaultValue, ...column }) =>
      defaultValue === undefined ? column : { ...column, defaultValue: String(defaultValue) },
    )
    .sort((a, b) => a.name.localeCompare(b.name));

describeEachDialect("a kind's table is its declaration", (use) => {
  it("every kind's table has exactly the columns, types, nulls and defaults it declares", async () => {
    for (const kind of CONTENT_KINDS) {
      expect({ [kind.table]: await columnsOf(use().deps.db, kind.table) }).toEqual({
        [kind.table]: declared(kindColumns(kind)),
      });
      const slugs = await columnsOf(use().deps.db, `${kind.table}_slug_lama`);
      expect(slugs.map((c) => c.name)).toEqual(["created_at", "item_id", "slug"]);
    }
  });

  it("a new kind's table is made from its declaration, and a field declared later is added", async () => {
    const { db } = use().deps;
    const kind = { ...contohKind, table: "contoh_tabel" };
    await createKindTable(db, kind);
    expect(await columnsOf(db, "contoh_tabel")).toEqual(declared(kindColumns(kind)));

    const later = {
      ...kind,
      fields: {
        ...kind.fields,
        bahan: { type: "line", label: "Bahan", schema: kind.fields.judul.schema, englishMax: 200 },
        tahun: {
          type: "line",
          label: "Tahun",
          schema: kind.fields.judul.schema,
          stored: { type: "integer", nullable: true },
        },
      },
    } as const;
    expect(await addKindColumns(db, later)).toEqual(["bahan", "tahun", "bahan_en"]);
    expect(await columnsOf(db, "contoh_tabel")).toEqual(declared(kindColumns(later)));
    expect(await addKindColumns(db, later)).toEqual([]);
  });

  it("a field every write must give cannot be added to a table that has rows", async () => {
    const { db } = use().deps;
    const kind = { ...contohKind, table: "contoh_wajib" };
    await createKindTable(db, kind);
    const later = {
      ...kind,
      fields: {
        ...kind.fields,
        kode: {
          type: "line",
          label: "Kode",
          schema: kind.fields.judul.schema,
          stored: { default: null },
        },
      },
    } as const;
    await expect(addKindColumns(db, later)).rejects.toThrow(/contoh_wajib\.kode/);
  });
});
