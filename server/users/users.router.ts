import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { HapusDuaLangkahSchema } from "../../common/schemas/dua-langkah.schema.ts";
import { UserCreateSchema, UserUpdateSchema } from "../../common/schemas/users.schema.ts";
import { removeSecondStepOf } from "../akun/dua-langkah.service.ts";
import { asalOf } from "../akun/kabar-keamanan.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readId, readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { tellAddressSetByAdmin, tellPasswordSetByAdmin } from "./password-by-admin.ts";
import { findUserById } from "./users.repository.ts";
import { createUser, deleteUserById, listAllUsers, updateUserById } from "./users.service.ts";

export function usersRouter(deps: AppDeps) {
  const { db, secret } = deps;
  return new Hono<AppEnv>()
    .use(requireRole({ db, secret, roles: ["admin"] }))
    .get("/", async (c) => c.json(await listAllUsers(db)))
    .post("/", async (c) => {
      const input = parseInput(UserCreateSchema, await readJson(c));
      const user = await createUser(db, input, c.get("user"));
      return c.json({ message: MESSAGES.userCreated, ...user }, 201);
    })
    .put("/:id", async (c) => {
      const id = readId(c);
      const input = parseInput(UserUpdateSchema, await readJson(c));
      const alamatLama = (await findUserById(db, id))?.email ?? "";
      const user = await updateUserById(db, id, input, c.get("user"));
      if (input.password) await tellPasswordSetByAdmin(deps, id, c.get("user"), asalOf(c));
      await tellAddressSetByAdmin(deps, id, alamatLama, c.get("user"), asalOf(c));
      return c.json({ message: MESSAGES.userUpdated, ...user });
    })
    .post("/:id/hapus-2fa", async (c) => {
      const id = readId(c);
      const { password } = parseInput(HapusDuaLangkahSchema, await readJson(c));
      await removeSecondStepOf(deps, c.get("user"), id, password, asalOf(c));
      return c.json({ message: MESSAGES.duaLangkahDihapusAdmin });
    })
    .delete("/:id", async (c) => {
      await deleteUserById(db, readId(c), c.get("user"));
      return c.json({ message: MESSAGES.userDeleted });
    });
}
