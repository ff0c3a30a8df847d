import { randomBytes } from "node:crypto";
import type { AppDeps } from "../app-deps.ts";
import type { Db } from "../db/create-database.ts";
import { hashPassword } from "./password.ts";

export async function hasAnyUser(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom("users").select("id").limit(1).executeTakeFirst());
}

/** Creates the first admin when there is no user at all; a generated password is printed once. */
export async function ensureAdmin({ db, config }: AppDeps): Promise<boolean> {
  if (await hasAnyUser(db)) return false;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({
      name: "Administrator",
      username: config.ADMIN_USERNAME,
      role: "admin",
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (!config.ADMIN_PASSWORD) {
    console.log(
      `\n  Akun admin dibuat. Username: ${config.ADMIN_USERNAME}  Password: ${password}\n  (ditampilkan sekali ini saja; simpan di tempat aman)\n`,
    );
  }
  return true;
}
