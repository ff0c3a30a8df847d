import { type FSWatcher, mkdirSync, watch } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ContentChanges } from "./content-changes.ts";

const SIGNAL = "konten-berubah";
const folderOf = (dataDir: string) => join(dataDir, "sinyal");

/**
 * On SQLite a process that serves nothing (the WordPress import on the command line) tells every
 * server copy on this database that content changed by writing a file beside it; each copy
 * watches the folder (inotify: no polling) and drops what it cached, as a PostgreSQL copy does on
 * NOTIFY (docs/decisions/151-import-announces-itself.md).
 */
export async function signalContentChanged(dataDir: string): Promise<void> {
  const folder = folderOf(dataDir);
  mkdirSync(folder, { recursive: true });
  await writeFile(join(folder, SIGNAL), `${process.pid} ${Date.now()}\n`);
}

export function watchContentSignals(dataDir: string, changes: ContentChanges): { close(): void } {
  const folder = folderOf(dataDir);
  mkdirSync(folder, { recursive: true });
  const watcher: FSWatcher = watch(folder, (_event, name) => {
    if (name === SIGNAL) changes.receive("konten");
  });
  watcher.on("error", () => {});
  return { close: () => watcher.close() };
}
