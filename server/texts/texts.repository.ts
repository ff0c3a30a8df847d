import type { TextType } from "../../common/schemas/texts.schema.ts";
import type { Db } from "../db/create-database.ts";

export function findText(
  db: Db,
  type: TextType,
): Promise<{ content: string; content_en: string; versi: number } | undefined> {
  return db
    .selectFrom("texts")
    .select(["content", "content_en", "versi"])
    .where("type", "=", type)
    .executeTakeFirst();
}

export async function upsertText(
  db: Db,
  type: TextType,
  content: string,
  content_en = "",
): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto("texts")
    .values({ type, content, content_en, updated_at })
    .onConflict((oc) => oc.column("type").doUpdateSet({ content, content_en, updated_at }))
    .execute();
}
