import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, usesPostgres } from "./config.ts";

describe("loadConfig: defaults (CONTRACT 'Running it')", () => {
  it("runs with nothing set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      SITE_NAME: "Keraton Kasepuhan Cirebon",
      ADMIN_USERNAME: "admin",
      SEED: "demo",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(usesPostgres(config)).toBe(false);
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ PORT: "", HOST: "", DATABASE_URL: "", JWT_SECRET: "", SEED: "" });
    expect(config).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", SEED: "demo" });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads the values it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/keraton",
      DATABASE_URL: "postgres://u:p@db:5432/keraton",
      JWT_SECRET: "s".repeat(32),
      SITE_NAME: "Keraton Uji",
      ADMIN_USERNAME: "sultan",
      ADMIN_PASSWORD: "sandi-rahasia",
      SEED: "none",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      SEED: "none",
      ADMIN_USERNAME: "sultan",
    });
    expect(usesPostgres(config)).toBe(true);
    expect(usesPostgres({ DATABASE_URL: "postgresql://db/keraton" })).toBe(true);
  });

  it("reads the build from BUILD_DIR, made absolute, or from ./build beside the server", () => {
    expect(loadConfig({ BUILD_DIR: "build-uji" }).BUILD_DIR).toBe(resolve("build-uji"));
    expect(loadConfig({}).BUILD_DIR).toBe(resolve(import.meta.dirname, "../build"));
  });

  it("explains a bad value in Indonesian", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT: harus berupa angka/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: paling besar 65535/);
    expect(() => loadConfig({ SEED: "semua" })).toThrow(/SEED: harus salah satu dari: demo, none/);
  });

  it("keeps the public address as an origin, a trailing slash or not", () => {
    expect(loadConfig({ PUBLIC_URL: "https://keraton.example/" }).PUBLIC_URL).toBe(
      "https://keraton.example",
    );
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:8080" }).PUBLIC_URL).toBe(
      "http://127.0.0.1:8080",
    );
  });
});

describe("loadConfig: bad values stop with the variable named", () => {
  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "-1" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db/keraton" }],
    ["DATABASE_URL", { DATABASE_URL: "keraton.db" }],
    ["JWT_SECRET", { JWT_SECRET: "terlalu-pendek" }],
    ["ADMIN_USERNAME", { ADMIN_USERNAME: "a b" }],
    ["ADMIN_USERNAME", { ADMIN_USERNAME: "ab" }],
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: "pendek" }],
    ["SEED", { SEED: "semua" }],
    ["LOG_REQUESTS", { LOG_REQUESTS: "ya" }],
    ["PUBLIC_URL", { PUBLIC_URL: "keraton.example" }],
    ["PUBLIC_URL", { PUBLIC_URL: "ftp://keraton.example" }],
    ["PUBLIC_URL", { PUBLIC_URL: "https://keraton.example/situs" }],
  ])("%s in %j", (variable, env) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^\\s+${variable}: `, "m"));
  });

  it("names every variable at fault at once", () => {
    expect(() => loadConfig({ PORT: "x", SEED: "y", JWT_SECRET: "z" })).toThrow(
      /PORT[\s\S]*JWT_SECRET[\s\S]*SEED|PORT[\s\S]*SEED[\s\S]*JWT_SECRET/,
    );
  });

  it("makes `npm start` exit 1 with the message, before touching anything", () => {
    const result = spawnSync(process.execPath, ["server/main.mjs"], {
      env: { PATH: process.env.PATH, PORT: "bukan-angka", DATA_DIR: "/nonexistent/keraton" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    // One fatal line a log collector reads as one event (the output is not a terminal: JSON).
    const lines = `${result.stdout}${result.stderr}`.trim().split("\n");
    expect(lines).toHaveLength(1);
    const refusal = JSON.parse(lines[0] as string);
    expect(refusal.level).toBe("fatal");
    expect(refusal.msg).toMatch(/Konfigurasi tidak valid/);
    expect(refusal.msg).toMatch(/PORT/);
    expect(refusal.msg).not.toMatch(/at .*\.ts:\d+/);
  });
});
