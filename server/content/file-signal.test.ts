import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { ContentChanges } from "./content-changes.ts";
import { signalContentChanged, watchContentSignals } from "./file-signal.ts";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

it("a server copy on SQLite hears a change written by a process that serves nothing", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "keraton-sinyal-"));
  const server = new ContentChanges();
  const heard = new Promise<void>((ok) => {
    const receive = server.receive.bind(server);
    server.receive = (what) => {
      receive(what);
      ok();
    };
  });
  const watcher = watchContentSignals(dataDir, server);
  cleanups.push(
    () => watcher.close(),
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  const before = server.version;
  await signalContentChanged(dataDir);
  await heard;
  expect(server.version).toBeGreaterThan(before);
});
