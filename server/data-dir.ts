import { rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError } from "./config.ts";
import { makePrivateDir } from "./private-files.ts";

/**
 * Makes DATA_DIR when missing and proves the server can write there, before anything else does:
 * otherwise SQLite, the secret or an upload fails later with a message naming no setting.
 */
export function prepareDataDir(dataDir: string): void {
  const where = `DATA_DIR ${resolve(dataDir)}`;
  try {
    if (statSync(dataDir, { throwIfNoEntry: false })?.isDirectory() === false) {
      throw new ConfigError(`${where} adalah berkas, bukan folder: tunjuk sebuah folder.`);
    }
    makePrivateDir(dataDir);
    const probe = join(dataDir, `.tulis-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? "";
    if (code === "ENOTDIR" || code === "EEXIST") {
      throw new ConfigError(
        `${where} berada di bawah sebuah berkas, bukan folder: pilih folder lain.`,
      );
    }
    throw new ConfigError(
      `${where} tidak dapat ditulis (${code || "galat"}): beri pengguna yang menjalankan server hak tulis di sana, atau pilih folder lain.`,
    );
  }
}
