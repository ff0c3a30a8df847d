// Plain JavaScript, like require-node-24.mjs: every entry point an operator runs (`npm start`,
// db:migrate, db:seed, backup, restore) imports it before reading any setting.

import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/** Secrets that may come from a file named by `<NAME>_FILE` (Docker and systemd credentials). */
const FROM_FILE = ["JWT_SECRET", "ADMIN_PASSWORD", "PGPASSWORD", "DATABASE_URL", "SMTP_URL"];

/** Stops before anything runs: one line through the process's logger (JSON unless a terminal). */
async function refuse(text) {
  const { log } = await import("./log/logger.ts");
  log.fatal(text);
  process.exit(1);
}

// Settings from `.env` in the working directory (where README and .env.example say to write
// them). A variable already in the environment keeps its value; one set but empty (`PORT=`) counts
// as unset, as the settings themselves treat it, so it does not hide the file's value.
if (existsSync(".env")) {
  try {
    const fromFile = parseEnv(readFileSync(".env", "utf8"));
    for (const [name, value] of Object.entries(fromFile)) {
      if (!process.env[name]) process.env[name] = value;
    }
  } catch (err) {
    await refuse(`Berkas .env tidak dapat dibaca: ${err instanceof Error ? err.message : err}`);
  }
}

// `JWT_SECRET_FILE=/run/secrets/jwt_secret`: the secret stays out of the environment listing and
// out of compose files; a variable set directly wins.
for (const name of FROM_FILE) {
  const file = process.env[`${name}_FILE`];
  if (!file || process.env[name]) continue;
  try {
    process.env[name] = readFileSync(file, "utf8").replace(/\r?\n$/, "");
  } catch (err) {
    const code = err && typeof err === "object" && "code" in err ? ` (${err.code})` : "";
    await refuse(`${name}_FILE: berkas ${file} tidak dapat dibaca${code}.`);
  }
}
