import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";

/**
 * What was sent to subscribers, for the admin (decision 160): per day, how many mails were sent,
 * are waiting and failed, and the newest failures' reasons (no addresses beyond the failed ones).
 */
export async function sentToSubscribers(db: Db) {
  const day = sql<string>`substr(dibuat, 1, 10)`;
  const [days, failures] = await Promise.all([
    db
      .selectFrom("surat_keluar")
      .select((eb) => [
        day.as("tanggal"),
        eb.fn
          .sum<number>(eb.case().when("status", "=", "terkirim").then(1).else(0).end())
          .as("terkirim"),
        eb.fn.sum<number>(eb.case().when("status", "=", "antri").then(1).else(0).end()).as("antri"),
        eb.fn.sum<number>(eb.case().when("status", "=", "gagal").then(1).else(0).end()).as("gagal"),
        eb.fn.max("terkirim_pada").as("terakhir"),
      ])
      .where("berhenti", "<>", "")
      .groupBy(day)
      .orderBy(day, "desc")
      .limit(30)
      .execute(),
    db
      .selectFrom("surat_keluar")
      .select(["id", "kepada", "perihal", "galat", "dibuat"])
      .where("berhenti", "<>", "")
      .where("status", "=", "gagal")
      .orderBy("id", "desc")
      .limit(20)
      .execute(),
  ]);
  return {
    harian: days.map((d) => ({
      tanggal: d.tanggal,
      terkirim: Number(d.terkirim ?? 0),
      antri: Number(d.antri ?? 0),
      gagal: Number(d.gagal ?? 0),
      terakhir: d.terakhir ?? null,
    })),
    gagal: failures,
  };
}
