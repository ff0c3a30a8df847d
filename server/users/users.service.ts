import { randomBytes } from "node:crypto";
import type { User } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type {
  OwnMailSettingsInput,
  UserCreateInput,
  UserUpdateInput,
} from "../../common/schemas/users.schema.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { clearAttemptsOfUsername } from "../auth/login-attempts.repository.ts";
import { askPasskeyReview } from "../auth/passkey.repository.ts";
import { endSessionsOf } from "../auth/sesi.repository.ts";
import type { Db } from "../db/create-database.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { UserRow } from "../db/schema.ts";
import { deskItem } from "../desk/desk-items.ts";
import { deleteRevisionsOf } from "../desk/revisions.repository.ts";
import {
  type DeskWrite,
  holdForWrite,
  stampVersion,
  writeVersioned,
} from "../desk/versioned-write.ts";
import { DomainError, notFound } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { hashPassword } from "./password.ts";
import * as repo from "./users.repository.ts";

const USER_NOT_FOUND = "User tidak ditemukan";
const usernameTaken = () => new DomainError("conflict", MESSAGES.usernameTaken);
const lastAdmin = () => new DomainError("conflict", MESSAGES.lastAdmin);
const emailTaken = () =>
  new DomainError("conflict", MESSAGES.emailTaken, { email: MESSAGES.emailTaken });

/** Which unique rule a write broke: the username's or the email's. */
async function uniqueViolationOf(
  db: Db,
  input: { username?: string; email?: string },
  ownId?: number,
) {
  if (input.username) {
    const other = await repo.findUserByUsername(db, input.username);
    if (other && other.id !== ownId) return usernameTaken();
  }
  if (input.email) {
    const other = await repo.findUserByEmail(db, input.email);
    if (other && other.id !== ownId) return emailTaken();
  }
  return undefined;
}

/** The public shape of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    email: row.email,
    notifikasi: row.notifikasi === 1,
    versi: Number(row.versi),
  };
}

export async function listAllUsers(db: Db): Promise<User[]> {
  return (await repo.listUsers(db)).map(toUser);
}

/** Creates an account; a username taken in any case (`Admin` for `admin`) is a 409. */
export async function createUser(db: Db, input: UserCreateInput, actor?: Actor): Promise<User> {
  const taken = await uniqueViolationOf(db, input);
  if (taken) throw taken;
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await repo.insertUser(trx, {
        name: input.name,
        username: input.username,
        role: input.role,
        password_hash: passwordHash,
        email: input.email ?? "",
        notifikasi: input.notifikasi ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      await stampVersion(trx, deskItem("user", row.id), 1, actor);
      await recordChange(trx, actor, { aksi: "tambah", jenis: "user", target: row.username });
      return toUser({ ...row, versi: 1 });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw (await uniqueViolationOf(db, input)) ?? usernameTaken();
    throw err;
  }
}

/**
 * Saves name and role; a new password also ends the user's sessions and lifts their login lock.
 * (A password is never part of a kept version: restoring one leaves it as it is.)
 */
export async function updateUserById(
  db: Db,
  id: number,
  input: UserUpdateInput,
  actor?: Actor,
  desk: DeskWrite = { versi: input.versi },
): Promise<User> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const taken = await uniqueViolationOf(db, { email: input.email }, id);
  if (taken) throw taken;
  return db.transaction().execute(async (trx) => {
    await holdForWrite(trx, deskItem("user", id));
    const existing = await repo.findUserById(trx, id);
    if (!existing) throw notFound(USER_NOT_FOUND);
    if (existing.role === "admin" && input.role !== "admin" && (await repo.countAdmins(trx)) <= 1) {
      throw lastAdmin();
    }
    const now = new Date().toISOString();
    const snapshot = async () => toUser(existing);
    const row = await writeVersioned(trx, deskItem("user", id), { desk, actor }, snapshot, () =>
      repo.updateUser(trx, id, {
        name: input.name,
        role: input.role,
        email: input.email ?? existing.email,
        notifikasi: input.notifikasi === undefined ? existing.notifikasi : input.notifikasi ? 1 : 0,
        updated_at: now,
      }),
    );
    if (!row) throw notFound(USER_NOT_FOUND);
    if (passwordHash) {
      await repo.updatePassword(trx, id, passwordHash, now);
      await endSessionsOf(trx, id);
      await askPasskeyReview(trx, id);
      await clearAttemptsOfUsername(trx, row.username);
    }
    const aksi = desk.restoring ? "pulihkan" : "ubah";
    await recordChange(trx, actor, { aksi, jenis: "user", target: row.username });
    return toUser((await repo.findUserById(trx, id)) ?? row);
  });
}

export async function deleteUserById(
  db: Db,
  id: number,
  actor: Pick<AuthUser, "id" | "username">,
): Promise<void> {
  if (id === actor.id) throw new DomainError("conflict", MESSAGES.selfDelete);
  await db.transaction().execute(async (trx) => {
    const existing = await repo.findUserById(trx, id);
    if (!existing) throw notFound(USER_NOT_FOUND);
    if (existing.role === "admin" && (await repo.countAdmins(trx)) <= 1) {
      throw lastAdmin();
    }
    await endSessionsOf(trx, id);
    await deleteRevisionsOf(trx, deskItem("user", id));
    await repo.deleteUser(trx, id);
    await recordChange(trx, actor, { aksi: "hapus", jenis: "user", target: existing.username });
  });
}

/**
 * Creates the first admin when there is no user at all; true when it did. Without a configured
 * password a random one is made and returned, for the console to show once.
 */
export async function createFirstAdmin(
  db: Db,
  account: { username: string; password?: string },
): Promise<{ generatedPassword?: string } | undefined> {
  if (await repo.hasAnyUser(db)) return undefined;
  const password = account.password ?? randomBytes(12).toString("base64url");
  const now = new Date().toISOString();
  await repo.insertUser(db, {
    name: "Administrator",
    username: account.username,
    role: "admin",
    password_hash: await hashPassword(password),
    created_at: now,
    updated_at: now,
  });
  return { generatedPassword: account.password ? undefined : password };
}

export const hasAnyUser = repo.hasAnyUser;

/** The signed-in person's own address and choice of mail about visit requests. */
export async function setOwnMailSettings(
  db: Db,
  user: Pick<AuthUser, "id" | "username">,
  input: OwnMailSettingsInput,
  /** Runs in the same transaction once saved (the mail that tells of a new address). */
  onSaved?: (trx: Db, before: UserRow, after: UserRow) => Promise<void>,
): Promise<User> {
  const taken = await uniqueViolationOf(db, { email: input.email }, user.id);
  if (taken) throw taken;
  try {
    return await db.transaction().execute(async (trx) => {
      await holdForWrite(trx, deskItem("user", user.id));
      const existing = await repo.findUserById(trx, user.id);
      if (!existing) throw notFound(USER_NOT_FOUND);
      const snapshot = async () => toUser(existing);
      await writeVersioned(trx, deskItem("user", user.id), { actor: user }, snapshot, () =>
        repo.updateMailSettings(trx, user.id, {
          email: input.email,
          notifikasi: input.notifikasi ? 1 : 0,
          updated_at: new Date().toISOString(),
        }),
      );
      const row = await repo.findUserById(trx, user.id);
      if (!row) throw notFound(USER_NOT_FOUND);
      await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: row.username });
      await onSaved?.(trx, existing, row);
      return toUser(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function getOwnAccount(db: Db, id: number): Promise<User> {
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toUser(row);
}
