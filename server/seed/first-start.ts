import type { AppDeps } from "../app-deps.ts";
import { createFirstAdmin, hasAnyUser } from "../users/users.service.ts";

/**
 * A site without any user is starting for the first time: the demo content (unless SEED=none),
 * then the first admin. The admin comes last, so a start whose seeding failed leaves the site as
 * new and the next start seeds again.
 */
export async function prepareFirstStart(deps: AppDeps): Promise<void> {
  if (deps.config.SEED === "demo" && !(await hasAnyUser(deps.db))) {
    const { seedDemoContent } = await import("./demo-content.ts");
    await seedDemoContent(deps);
  }
  await ensureFirstAdmin(deps);
}

/** Creates the first admin when there is no user; a generated password is printed once. */
export async function ensureFirstAdmin({ db, config }: AppDeps): Promise<void> {
  const created = await createFirstAdmin(db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  if (created?.generatedPassword) {
    console.log(
      `\n  Akun admin dibuat. Username: ${config.ADMIN_USERNAME}  Password: ${created.generatedPassword}\n  (ditampilkan sekali ini saja; simpan di tempat aman)\n`,
    );
  }
}
