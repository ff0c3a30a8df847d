import type { TextType } from "../../common/schemas.ts";
import type { Db } from "../db/create-database.ts";

export async function findTextContent(db: Db, type: TextType): Promise<string | undefined> {
  const row = await db
    .selectFrom("texts")
    .select("content")
    .where("type", "=", type)
    .executeTakeFirst();
  return row?.content;
}

export async function upsertText(db: Db, type: TextType, content: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto("texts")
    .values({ type, content, updated_at })
    .onConflict((oc) => oc.column("type").doUpdateSet({ content, updated_at }))
    .execute();
}
