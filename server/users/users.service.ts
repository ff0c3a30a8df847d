import type { User } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { UserCreateInput, UserUpdateInput } from "../../common/schemas.ts";
import { hashPassword } from "../auth/password.ts";
import type { Db } from "../db/create-database.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { UserRow } from "../db/schema.ts";
import { ApiError, notFound } from "../http/errors.ts";
import * as repo from "./users.repository.ts";

/** The public shape of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, username: row.username, role: row.role };
}

export async function listAllUsers(db: Db): Promise<User[]> {
  return (await repo.listUsers(db)).map(toUser);
}

export async function createUser(db: Db, input: UserCreateInput): Promise<User> {
  if (await repo.findUserByUsername(db, input.username))
    throw new ApiError(409, MESSAGES.usernameTaken);
  const now = new Date().toISOString();
  try {
    const row = await repo.insertUser(db, {
      name: input.name,
      username: input.username,
      role: input.role,
      password_hash: await hashPassword(input.password),
      created_at: now,
      updated_at: now,
    });
    return toUser(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, MESSAGES.usernameTaken);
    throw err;
  }
}

export async function updateUserById(db: Db, id: number, input: UserUpdateInput): Promise<User> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const existing = await repo.findUserById(trx, id);
    if (!existing) throw notFound("User tidak ditemukan");
    if (existing.role === "admin" && input.role !== "admin" && (await repo.countAdmins(trx)) <= 1) {
      throw new ApiError(409, MESSAGES.lastAdmin);
    }
    const row = await repo.updateUser(trx, id, {
      name: input.name,
      role: input.role,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: new Date().toISOString(),
    });
    if (!row) throw notFound("User tidak ditemukan");
    return toUser(row);
  });
}

export async function deleteUserById(db: Db, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw new ApiError(409, MESSAGES.selfDelete);
  await db.transaction().execute(async (trx) => {
    const existing = await repo.findUserById(trx, id);
    if (!existing) throw notFound("User tidak ditemukan");
    if (existing.role === "admin" && (await repo.countAdmins(trx)) <= 1) {
      throw new ApiError(409, MESSAGES.lastAdmin);
    }
    await repo.deleteUser(trx, id);
  });
}
