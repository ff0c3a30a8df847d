import type { Db } from "../db/create-database.ts";

export async function countRecentFailures(
  db: Db,
  username: string,
  ip: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("login_attempts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("username", "=", username)
    .where("ip", "=", ip)
    .where("attempted_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordFailure(
  db: Db,
  username: string,
  ip: string,
  at: string,
): Promise<void> {
  await db.insertInto("login_attempts").values({ username, ip, attempted_at: at }).execute();
}

export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db
    .deleteFrom("login_attempts")
    .where("username", "=", username)
    .where("ip", "=", ip)
    .execute();
}

export async function pruneFailuresBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("attempted_at", "<=", before).execute();
}
