import type { AppDeps } from "./app-deps.ts";
import { ensureAdmin, hasAnyUser } from "./auth/first-admin.ts";

/**
 * A site without any user is starting for the first time: the demo content (unless SEED=none),
 * then the first admin. The admin comes last, so a start whose seeding failed leaves the site as
 * new and the next start seeds again.
 */
export async function prepareFirstStart(deps: AppDeps): Promise<void> {
  if (deps.config.SEED === "demo" && !(await hasAnyUser(deps.db))) {
    const { seedDemoContent } = await import("./db/seed.ts");
    await seedDemoContent(deps);
  }
  await ensureAdmin(deps);
}
