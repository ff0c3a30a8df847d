import { PostgresAdapter, sql, type Updateable } from "kysely";
import type { Role } from "../../common/schemas/users.schema.ts";
import type { Db } from "../db/create-database.ts";
import type { Database, NewUser, UserRow } from "../db/schema.ts";

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The account of a username, without regard to case (`Admin` finds `admin`). */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(username)`, "=", username.toLowerCase())
    .executeTakeFirst();
}

/** The account with this email, without regard to case. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "<>", "")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

/** Staff who asked to be mailed about new visit requests and gave an address. */
export function listNotifiedStaff(
  db: Db,
): Promise<Array<Pick<UserRow, "name" | "email" | "role">>> {
  return db
    .selectFrom("users")
    .select(["name", "email", "role"])
    .where("notifikasi", "=", 1)
    .where("email", "<>", "")
    .orderBy("id")
    .execute();
}

export function updateMailSettings(
  db: Db,
  id: number,
  changes: { email: string; notifikasi: number; updated_at: string },
): Promise<UserRow | undefined> {
  return updateUserRow(db, id, changes);
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom("users").selectAll().orderBy("id").execute();
}

/** A new account: tokens issued before this second (for an earlier holder of its id) are refused. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const tokens_valid_from = Math.floor(Date.now() / 1000);
  return db
    .insertInto("users")
    .values({ tokens_valid_from, ...user })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(
  db: Db,
  id: number,
  changes: { name: string; role: Role; email: string; notifikasi: number; updated_at: string },
): Promise<UserRow | undefined> {
  return updateUserRow(db, id, changes);
}

function updateUserRow(
  db: Db,
  id: number,
  changes: Updateable<Database["users"]>,
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

/**
 * The number of admins. Call it inside the transaction that demotes or deletes: on PostgreSQL the
 * admin rows stay locked until it ends, so two admins removing each other at the same moment
 * cannot both see "another admin remains". (SQLite runs one write transaction at a time.)
 */
export async function countAdmins(db: Db): Promise<number> {
  const query = db.selectFrom("users").select("id").where("role", "=", "admin");
  const locked = db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
  return (await locked.execute()).length;
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom("users").select("id").limit(1).executeTakeFirst());
}

/** Sets a new password and ends every token issued before (the token version goes up). */
export async function updatePassword(
  db: Db,
  id: number,
  passwordHash: string,
  updatedAt: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set({
      password_hash: passwordHash,
      token_version: sql`token_version + 1`,
      updated_at: updatedAt,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}
