import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "./config.ts";

const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;

/** The entry points an operator runs, and the file each npm script starts. */
const OPERATOR_SCRIPTS = ["start", "db:migrate", "db:seed", "backup", "restore"] as const;
function entryFile(script: string): string {
  const file = scripts[script]?.split(/\s+/).findLast((word) => /\.(ts|mjs)$/.test(word));
  if (!file) throw new Error(`npm run ${script} starts no .ts or .mjs file`);
  return resolve(file);
}

const workDir = mkdtempSync(join(tmpdir(), "keraton-env-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs an entry point as npm does, from a folder holding this `.env`, with these real variables. */
function runWithEnvFile(
  script: string,
  dotenv: string,
  env: Record<string, string>,
  args: string[] = [],
) {
  const cwd = mkdtempSync(join(workDir, "site-"));
  writeFileSync(join(cwd, ".env"), dotenv);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name)),
  );
  const result = spawnSync(process.execPath, [entryFile(script), ...args], {
    cwd,
    env: { ...inherited, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { cwd, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe(".env is read by every entry point an operator runs", () => {
  it.each(OPERATOR_SCRIPTS)("the file npm run %s starts takes its settings from .env", (script) => {
    // A bad value only .env holds: the entry point refusing it shows it read the file.
    const result = runWithEnvFile(script, "PORT=bukan-angka-dari-env\n", {}, [
      join(workDir, "cadangan.tar"),
    ]);
    expect(result.status).toBe(1);
    // The server refuses in its log (standard output), the command-line tools on standard error.
    expect(`${result.stdout}${result.stderr}`).toMatch(/PORT: harus/);
  });

  it("DATA_DIR from .env is where the database goes; the real environment wins over .env", () => {
    const fromFile = runWithEnvFile("db:migrate", "DATA_DIR=./data-dari-env\nDATABASE_URL=\n", {});
    expect(fromFile.status).toBe(0);
    expect(existsSync(join(fromFile.cwd, "data-dari-env", "keraton.db"))).toBe(true);

    const real = join(workDir, "data-dari-lingkungan");
    const both = runWithEnvFile("db:migrate", "DATA_DIR=./data-dari-env\n", { DATA_DIR: real });
    expect(both.status).toBe(0);
    expect(existsSync(join(real, "keraton.db"))).toBe(true);
    expect(existsSync(join(both.cwd, "data-dari-env"))).toBe(false);
  });

  it("a variable set but empty in the environment does not hide the value .env gives it", () => {
    const result = runWithEnvFile("db:migrate", "DATA_DIR=./data-dari-env\nDATABASE_URL=\n", {
      DATA_DIR: "",
    });
    expect(result.status).toBe(0);
    expect(existsSync(join(result.cwd, "data-dari-env", "keraton.db"))).toBe(true);
  });

  it("a secret is read from the file its *_FILE variable names, and a missing file is refused by name", () => {
    const secrets = mkdtempSync(join(workDir, "rahasia-"));
    const passwordFile = join(secrets, "admin_password");
    // Too short: the refusal naming ADMIN_PASSWORD shows the file's content was read as it.
    writeFileSync(passwordFile, "pendek\n");
    const short = runWithEnvFile("db:migrate", "DATABASE_URL=\n", {
      DATA_DIR: join(secrets, "data"),
      ADMIN_PASSWORD_FILE: passwordFile,
    });
    expect(short.status).toBe(1);
    expect(`${short.stdout}${short.stderr}`).toMatch(/ADMIN_PASSWORD: minimal 8 karakter/);
    expect(`${short.stdout}${short.stderr}`).not.toContain("pendek");

    const missing = runWithEnvFile("db:migrate", "DATABASE_URL=\n", {
      DATA_DIR: join(secrets, "data"),
      JWT_SECRET_FILE: join(secrets, "tidak-ada"),
    });
    expect(missing.status).toBe(1);
    expect(`${missing.stdout}${missing.stderr}`).toMatch(/JWT_SECRET_FILE/);
  });

  it("with no .env, nothing extra is printed", () => {
    const cwd = mkdtempSync(join(workDir, "tanpa-env-"));
    const result = spawnSync(process.execPath, [entryFile("db:migrate")], {
      cwd,
      env: { ...process.env, DATA_DIR: join(cwd, "data"), DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(0);
    // Migrations are logged on standard error as they run; nothing is said about a missing .env.
    expect(result.stderr).not.toMatch(/\.env|not found/);
    expect(result.stdout).not.toMatch(/\.env|not found/);
  });
});

/** Every `process.env.NAME` in the code an operator runs (tests and developer tools aside). */
function variablesReadInCode(): Set<string> {
  const names = new Set<string>(CONFIG_VARIABLES);
  const files = [
    ...["server", "common", "app"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => join(dir, f)),
    ),
    "react-router.config.ts",
    "vite.config.ts",
    ...OPERATOR_SCRIPTS.map((s) => entryFile(s)),
  ].filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f));
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
      names.add(match[1] as string);
    }
  }
  return names;
}

describe(".env.example", () => {
  it("names every variable the code reads", () => {
    const example = readFileSync(".env.example", "utf8");
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const read = variablesReadInCode();
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});
