import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

/** The server copies' environment in deploy/compose.yaml, with compose's ${…} filled in. */
function composeServerEnv(secrets: Record<string, string>): Record<string, string> {
  const compose = readFileSync("deploy/compose.yaml", "utf8");
  const block = /^x-server:[\s\S]*?^ {2}environment:\n((?: {4}.*\n)+)/m.exec(compose)?.[1] ?? "";
  const env: Record<string, string> = {};
  for (const line of block.split("\n")) {
    const entry = /^ {4}([A-Z_]+): (.*)$/.exec(line);
    if (!entry) continue;
    env[entry[1] as string] = (entry[2] as string).replace(
      /\$\{([A-Z_]+)[^}]*\}/g,
      (_, name: string) => secrets[name] ?? "",
    );
  }
  return env;
}

const PASSWORD = "p@ss/w0rd#with?every%sign";
const SECRETS = {
  postgres_password: `${PASSWORD}\n`,
  jwt_secret: "s".repeat(40),
  admin_password: "rahasia-admin",
  smtp_url: "",
};

/**
 * What the server holds after `server/load-env-file.mjs` (the first thing every entry point runs)
 * has read the `*_FILE` secrets: compose mounts them under /run/secrets, here a folder of the test.
 */
function startedEnv(env: Record<string, string>, secrets: string): Record<string, string> {
  const mounted = Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value.replace("/run/secrets", secrets)]),
  );
  const loader = pathToFileURL(resolve("server/load-env-file.mjs")).href;
  const names = ["PGPASSWORD", "JWT_SECRET", "ADMIN_PASSWORD", "SMTP_URL"];
  const script = `await import(${JSON.stringify(loader)}); console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(names)}.map((n) => [n, process.env[n] ?? ""]))));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: secrets,
    env: { PATH: process.env.PATH ?? "", ...mounted },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return { ...env, ...JSON.parse(run.stdout) };
}

describe("deploy/compose.yaml and a PostgreSQL password holding / # ? @ %", () => {
  const secrets = mkdtempSync(join(tmpdir(), "keraton-secrets-"));
  afterAll(() => rmSync(secrets, { recursive: true, force: true }));

  it("starts, and reaches PostgreSQL as keraton with that very password, read from its file", () => {
    for (const [name, value] of Object.entries(SECRETS)) writeFileSync(join(secrets, name), value);
    const env = startedEnv(composeServerEnv({ PUBLIC_URL: "https://keraton.example" }), secrets);
    const config = loadConfig(env);
    expect(config.DATABASE_URL).not.toContain(PASSWORD);
    // What pg (pool and LISTEN relay alike) connects with: the URL, then PGPASSWORD.
    const saved = process.env.PGPASSWORD;
    process.env.PGPASSWORD = env.PGPASSWORD;
    try {
      const client = new pg.Client({ connectionString: config.DATABASE_URL });
      const { user, password, host, port, database } = client;
      expect({ user, password, host, port, database }).toEqual({
        user: "keraton",
        password: PASSWORD,
        host: "postgres",
        port: 5432,
        database: "keraton",
      });
    } finally {
      if (saved === undefined) delete process.env.PGPASSWORD;
      else process.env.PGPASSWORD = saved;
    }
  });
});
