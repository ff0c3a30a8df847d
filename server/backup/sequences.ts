import { sql } from "kysely";
import type { DialectName } from "../db/create-database.ts";
import { BackupError } from "./archive.ts";
import type { BackupTable, TablesByName } from "./backup-tables.ts";

// PostgreSQL's identity columns are 32-bit integers here: a new id must still fit after it.
const MAX_ID = 2_147_483_646;

/**
 * The highest id each table's identity has ever handed out, deleted rows' ids included: SQLite's
 * `sqlite_sequence`, PostgreSQL's identity sequences. Tables that never handed one out are left out.
 */
export async function readSequences(
  db: TablesByName,
  dialect: DialectName,
  tables: readonly BackupTable[],
): Promise<Record<string, number>> {
  const sequences: Record<string, number> = {};
  const withIdentity = tables.filter((t) => t.identity);
  if (dialect === "sqlite") {
    const rows = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`
      .execute(db)
      .then((r) => r.rows);
    for (const { name, seq } of rows) {
      if (withIdentity.some((t) => t.name === name)) sequences[name] = Number(seq);
    }
    return sequences;
  }
  for (const { name, identity } of withIdentity) {
    const { rows } = await sql<{ last: number | null }>`select pg_sequence_last_value(
      pg_get_serial_sequence(${name}, ${identity})::regclass) as last`.execute(db);
    const last = rows[0]?.last;
    if (last !== null && last !== undefined) sequences[name] = Number(last);
  }
  return sequences;
}

/**
 * Moves each identity past both the highest restored id and the highest the archive's site ever
 * handed out, so no id of a row deleted there (whose old tokens or links may still be around) is
 * given to a new row here.
 */
export async function continueSequences(
  db: TablesByName,
  dialect: DialectName,
  tables: readonly BackupTable[],
  carried: Readonly<Record<string, number>>,
): Promise<void> {
  for (const { name, identity } of tables) {
    if (!identity) continue;
    const max = await db
      .selectFrom(name)
      .select((eb) => eb.fn.max(identity).as("m"))
      .executeTakeFirstOrThrow();
    const recorded = carried[name] ?? 0;
    // The manifest is untrusted too: only a whole, non-negative id within range counts.
    if (!Number.isSafeInteger(recorded) || recorded < 0 || recorded > MAX_ID) {
      throw new BackupError(`Manifest menyebut id tertinggi tabel ${name} yang tidak sah.`);
    }
    const highest = Math.max(Number(max.m ?? 0), recorded);
    if (dialect === "sqlite") {
      // AUTOINCREMENT never hands out an id at or below the table's sqlite_sequence entry.
      await sql`delete from sqlite_sequence where name = ${name}`.execute(db);
      if (highest > 0)
        await sql`insert into sqlite_sequence (name, seq) values (${name}, ${highest})`.execute(db);
    } else {
      await sql`select setval(pg_get_serial_sequence(${name}, ${identity}), ${highest + 1}, false)`.execute(
        db,
      );
    }
  }
}
