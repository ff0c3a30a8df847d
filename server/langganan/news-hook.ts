import type { Db } from "../db/create-database.ts";
import { insertNews } from "./langganan.repository.ts";

/** The kinds whose published items are news to subscribers (topic `berita`). */
export const NEWS_KINDS: ReadonlySet<string> = new Set(["informasi", "dokumentasi"]);

/**
 * Called by the content core wherever an item becomes published (a direct save or the
 * scheduler), in that write's transaction: the item is news once, however often it is published
 * again after being taken down (decision 160).
 */
export async function noteNewsPublished(
  db: Db,
  jenis: string,
  ids: ReadonlyArray<number>,
  at: string,
): Promise<void> {
  if (!NEWS_KINDS.has(jenis) || ids.length === 0) return;
  await insertNews(
    db,
    ids.map((item_id) => ({ jenis, item_id, terbit_pada: at })),
  );
}
