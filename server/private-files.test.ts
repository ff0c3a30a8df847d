import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { resolveJwtSecret } from "./auth/jwt-secret.ts";
import { openDeps } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("files in DATA_DIR are for the server's user alone", () => {
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "keraton-private-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it("a first start makes DATA_DIR 0700, and the database, its -wal and -shm and the secret 0600", async () => {
    const dataDir = join(newDir(), "data");
    const deps = await openDeps(loadConfig({ DATA_DIR: dataDir, SEED: "none" }));
    try {
      await deps.db
        .insertInto("login_attempts")
        .values({ username: "a", ip: "b", attempted_at: "c" })
        .execute();
      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of ["keraton.db", "keraton.db-wal", "keraton.db-shm", "jwt-secret"]) {
        expect(modeOf(join(dataDir, name)), name).toBe(0o600);
      }
    } finally {
      await deps.db.destroy();
    }
  });

  it("database files and a secret left readable by others are made private again at start", async () => {
    const dataDir = newDir();
    const first = await openDeps(loadConfig({ DATA_DIR: dataDir, SEED: "none" }));
    await first.db
      .insertInto("login_attempts")
      .values({ username: "a", ip: "b", attempted_at: "c" })
      .execute();
    // Still open: its -wal and -shm files are there while the mode is widened.
    for (const name of ["keraton.db", "keraton.db-wal", "keraton.db-shm", "jwt-secret"]) {
      chmodSync(join(dataDir, name), 0o644);
    }
    const second = await openDeps(loadConfig({ DATA_DIR: dataDir, SEED: "none" }));
    try {
      for (const name of ["keraton.db", "keraton.db-wal", "keraton.db-shm", "jwt-secret"]) {
        expect(modeOf(join(dataDir, name)), name).toBe(0o600);
      }
    } finally {
      await second.db.destroy();
      await first.db.destroy();
    }
  });

  it("a DATA_DIR that already exists keeps the mode its operator gave it", () => {
    const dataDir = newDir();
    chmodSync(dataDir, 0o750);
    resolveJwtSecret({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o750);
  });

  it("a secret too short to use is replaced by a private one", () => {
    const dataDir = newDir();
    writeFileSync(join(dataDir, "jwt-secret"), "pendek", { mode: 0o644 });
    expect(resolveJwtSecret({ DATA_DIR: dataDir }).length).toBeGreaterThanOrEqual(32);
    expect(modeOf(join(dataDir, "jwt-secret"))).toBe(0o600);
  });
});
