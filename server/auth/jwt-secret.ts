import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR (so tokens survive restarts). */
export function resolveJwtSecret(config: { JWT_SECRET?: string; DATA_DIR: string }): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, "jwt-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet: make it below
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
