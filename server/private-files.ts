import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";

/**
 * DATA_DIR holds password hashes and the signing secret: what the server creates there is for its
 * own user alone. A folder that already exists keeps the mode its operator chose.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates the file empty when missing, and sets it (made now or earlier) to 0600. */
export function makePrivateFile(file: string): void {
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
}

/** Sets the files among these that exist to 0600. */
export function keepPrivate(...files: string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, 0o600);
}
