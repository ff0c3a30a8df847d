import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AppDeps } from "../app-deps.ts";
import { JSON_LOGS, type Logger, log as processLog } from "../log/logger.ts";
import { keepPrivate } from "../private-files.ts";
import { createFirstAdmin, hasAnyUser } from "../users/users.service.ts";

/** Where a generated first-admin password is left when the log is not read on a terminal. */
export const FIRST_ADMIN_PASSWORD_FILE = "admin-password-awal";

/** A first start (no user yet) of a site that asked for the demo content. */
const wantsDemoContent = async (deps: AppDeps) =>
  deps.config.SEED === "demo" && !(await hasAnyUser(deps.db));

/**
 * A site without any user is starting for the first time: the demo content (unless SEED=none),
 * then the first admin. The admin comes last, so a start whose seeding failed leaves the site as
 * new and the next start seeds again.
 */
export async function prepareFirstStart(deps: AppDeps): Promise<void> {
  if (await wantsDemoContent(deps)) {
    const { seedDemoContent } = await import("./demo-content.ts");
    await seedDemoContent(deps);
  }
  await ensureFirstAdmin(deps);
}

/**
 * `prepareFirstStart` for a process that goes on serving: the demo content is made in a process of
 * its own (first-start-main.ts), since drawing its pictures loads libvips (sharp) and leaves
 * garbage that would stay resident in the server for its whole life, about 55 MB of a first start
 * (docs/decisions/006-memory.md). Caches made before it are dropped once it is done.
 */
export async function prepareFirstStartApart(deps: AppDeps): Promise<void> {
  if (await wantsDemoContent(deps)) {
    const main = new URL("./first-start-main.ts", import.meta.url).pathname;
    const child = spawn(process.execPath, [...process.execArgv, main], { stdio: "inherit" });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    if (code !== 0) throw new Error("pengisian konten demo gagal (lihat log di atas)");
    deps.contentChanges.announce();
  }
  await ensureFirstAdmin(deps);
}

export type FirstAdminOptions = { log?: Logger; json?: boolean };

/**
 * Creates the first admin when there is no user. A generated password is shown once on a
 * terminal; when the log goes to a collector (JSON) it is written to a private file in DATA_DIR
 * instead, and the log names the file (docs/decisions/013-logs.md).
 */
export async function ensureFirstAdmin(
  { db, config }: AppDeps,
  { log = processLog, json = JSON_LOGS }: FirstAdminOptions = {},
): Promise<void> {
  const created = await createFirstAdmin(db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  const password = created?.generatedPassword;
  if (!password) return;
  const username = config.ADMIN_USERNAME;
  if (!json) {
    log.info(
      `Akun admin dibuat. Username: ${username}  Password: ${password}  (ditampilkan sekali ini saja; simpan di tempat aman)`,
    );
    return;
  }
  const file = join(config.DATA_DIR, FIRST_ADMIN_PASSWORD_FILE);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  keepPrivate(file);
  log.warn(
    { username, file },
    `Akun admin dibuat. Username: ${username}. Kata sandinya tidak ditulis ke log: baca berkas ${file} (hanya pengguna server yang dapat membacanya), simpan di tempat aman, lalu hapus berkas itu.`,
  );
}
