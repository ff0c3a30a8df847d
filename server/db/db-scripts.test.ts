import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "keraton-scripts-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join("scripts", script)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const STACK = /^\s+at |\.ts:\d+|node_modules/m;

describe.each(["db-migrate.ts", "db-seed.ts"])("scripts/%s refusing to start", (script) => {
  it("a bad setting: a message naming the variable, exit 1, no stack", () => {
    const result = run(script, { PORT: "bukan-angka" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Konfigurasi tidak valid:\n\s+PORT: /);
    expect(result.stderr).not.toMatch(STACK);
  });

  it("an unreachable database: one line saying so, exit 1, no stack", () => {
    const result = run(script, { DATABASE_URL: "postgres://postgres@127.0.0.1:1/keraton" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^(Migrasi|Pengisian data) gagal: .*ECONNREFUSED/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).not.toMatch(STACK);
  });
});

describe("scripts/db-migrate.ts", () => {
  it("migrates an empty database, then finds nothing left to do", () => {
    const first = run("db-migrate.ts", {});
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Migrasi diterapkan \(sqlite\): /);
    // Each migration logged as it runs, on standard error, one JSON line each (not a terminal).
    const logged = first.stderr
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const applied = first.stdout
      .replace(/^.*?: /, "")
      .trim()
      .split(", ");
    expect(
      logged.filter((l) => l.msg.startsWith("Migrasi berjalan: ")).map((l) => l.migration),
    ).toEqual(applied);
    expect(
      logged.filter((l) => l.msg.startsWith("Migrasi selesai: ")).map((l) => l.migration),
    ).toEqual(applied);
    const again = run("db-migrate.ts", {});
    expect(again.stdout).toMatch(/^Skema sudah terbaru \(sqlite\)/);
  });
});

describe("scripts/db-migrate.ts on a database made by a newer release", () => {
  const newerDir = mkdtempSync(join(tmpdir(), "keraton-newer-"));
  afterAll(() => rmSync(newerDir, { recursive: true, force: true }));

  it("says so in one sentence naming the backup to restore, exit 1, no stack", () => {
    expect(run("db-migrate.ts", { DATA_DIR: newerDir }).status).toBe(0);
    const file = new DatabaseSync(join(newerDir, "keraton.db"));
    file
      .prepare("insert into kysely_migration (name, timestamp) values (?, ?)")
      .run("2099-01-01T00-from-a-newer-release", new Date().toISOString());
    file.close();

    const result = run("db-migrate.ts", { DATA_DIR: newerDir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Migrasi gagal: Basis data ini dibuat oleh versi yang lebih baru .*2099-01-01T00-from-a-newer-release.*pulihkan cadangan yang diambil sebelum pembaruan/,
    );
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).not.toMatch(STACK);
  });
});
