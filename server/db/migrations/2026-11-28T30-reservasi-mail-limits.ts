import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * What a visit request's mails were (decision 110): `konfirmasi_pada`, when its confirmation to the
 * requester was queued (null: none, a recipient gets one a day and all of them a few an hour);
 * `staf_diberi_tahu_pada`, when the staff were told of it (null: waiting for the next digest).
 * Requests already stored were told and confirmed as they came.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("reservasi").addColumn("konfirmasi_pada", "text").execute();
  await db.schema.alterTable("reservasi").addColumn("staf_diberi_tahu_pada", "text").execute();
  await db
    .updateTable("reservasi")
    .set({
      staf_diberi_tahu_pada: sql`created_at`,
      konfirmasi_pada: sql`case when email <> '' then created_at end`,
    })
    .execute();
  await db.schema
    .createIndex("reservasi_konfirmasi_idx")
    .on("reservasi")
    .columns(["konfirmasi_pada"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("reservasi_konfirmasi_idx").execute();
  await db.schema.alterTable("reservasi").dropColumn("staf_diberi_tahu_pada").execute();
  await db.schema.alterTable("reservasi").dropColumn("konfirmasi_pada").execute();
}
