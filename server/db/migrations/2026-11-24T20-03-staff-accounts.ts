import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Bumped on every password change: tokens carry the version they were issued under.
  await db.schema
    .alterTable("users")
    .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Usernames become unique without regard to case. Accounts that already differ only in case
  // (the older of them keeps its name) get their id appended, so the index can be made and
  // no one loses an account; an admin sees the new name in the user list.
  const users: Array<{ id: number; username: string }> = await db
    .selectFrom("users")
    .select(["id", "username"])
    .orderBy("id")
    .execute();
  const seen = new Set<string>();
  for (const user of users) {
    const key = user.username.toLowerCase();
    if (seen.has(key)) {
      const renamed = `${user.username.slice(0, 40)}-${user.id}`;
      await db.updateTable("users").set({ username: renamed }).where("id", "=", user.id).execute();
      seen.add(renamed.toLowerCase());
    } else {
      seen.add(key);
    }
  }
  await db.schema
    .createIndex("users_username_lower_idx")
    .on("users")
    .unique()
    .expression(sql`lower(username)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("users_username_lower_idx").execute();
  await db.schema.alterTable("users").dropColumn("token_version").execute();
}
