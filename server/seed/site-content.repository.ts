import type { Db } from "../db/create-database.ts";

/** True when the site has any article, activity or text: the demo content is then left out. */
export async function hasAnyContent(db: Db): Promise<boolean> {
  const [info, doc, text] = await Promise.all([
    db.selectFrom("informasi").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("dokumentasi").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("texts").select("type").limit(1).executeTakeFirst(),
  ]);
  return Boolean(info || doc || text);
}
