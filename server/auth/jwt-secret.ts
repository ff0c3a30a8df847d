import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { keepPrivate, makePrivateDir } from "../private-files.ts";

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR (so tokens survive restarts). */
export function resolveJwtSecret(config: { JWT_SECRET?: string; DATA_DIR: string }): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, "jwt-secret");
  let existing = "";
  try {
    existing = readFileSync(file, "utf8").trim();
  } catch {
    // not there yet: made below
  }
  if (existing.length >= 32) {
    keepPrivate(file);
    return existing;
  }
  makePrivateDir(config.DATA_DIR);
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  keepPrivate(file); // a short secret rewritten keeps its old mode otherwise
  return secret;
}
