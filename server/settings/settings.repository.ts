import type { Selectable } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { SettingsTable } from "../db/schema.ts";

export type SettingsRow = Selectable<SettingsTable>;

export function findSettings(db: Db): Promise<SettingsRow | undefined> {
  return db.selectFrom("settings").selectAll().where("id", "=", 1).executeTakeFirst();
}

/** Writes the single settings record, creating it on first save. */
export async function upsertSettings(
  db: Db,
  values: Omit<SettingsRow, "id" | "versi" | "diubah_oleh">,
): Promise<void> {
  await db
    .insertInto("settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}
