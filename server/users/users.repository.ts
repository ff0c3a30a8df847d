import type { Role } from "../../common/schemas.ts";
import type { Db } from "../db/create-database.ts";
import type { NewUser, UserRow } from "../db/schema.ts";

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom("users").selectAll().orderBy("id").execute();
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: { name: string; role: Role; password_hash?: string; updated_at: string },
): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
