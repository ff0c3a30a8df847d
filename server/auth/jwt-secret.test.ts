import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveJwtSecret } from "./jwt-secret.ts";

describe("resolveJwtSecret", () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "keraton-secret-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("uses JWT_SECRET when it is set and writes nothing", () => {
    const dir = newDir();
    expect(resolveJwtSecret({ JWT_SECRET: "x".repeat(40), DATA_DIR: dir })).toBe("x".repeat(40));
    expect(() => statSync(join(dir, "jwt-secret"))).toThrow();
  });

  it("otherwise generates a long random secret once, keeps it private in DATA_DIR and reuses it", () => {
    const dir = join(newDir(), "nested");
    const first = resolveJwtSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, "jwt-secret");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveJwtSecret({ DATA_DIR: dir })).toBe(first);
    expect(resolveJwtSecret({ DATA_DIR: newDir() })).not.toBe(first);
  });
});
