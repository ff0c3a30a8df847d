import { readFileSync } from "node:fs";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
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

describe("deploy/compose.yaml and a POSTGRES_PASSWORD holding / # ? @ %", () => {
  const saved = process.env.PGPASSWORD;
  afterEach(() => {
    if (saved === undefined) delete process.env.PGPASSWORD;
    else process.env.PGPASSWORD = saved;
  });

  it("starts, and reaches PostgreSQL as keraton with that very password", () => {
    const env = composeServerEnv({
      POSTGRES_PASSWORD: PASSWORD,
      JWT_SECRET: "s".repeat(40),
      ADMIN_PASSWORD: "rahasia-admin",
      PUBLIC_URL: "https://keraton.example",
    });
    const config = loadConfig(env);
    expect(config.DATABASE_URL).not.toContain(PASSWORD);
    // What pg (pool and LISTEN relay alike) connects with: the URL, then PGPASSWORD.
    process.env.PGPASSWORD = env.PGPASSWORD;
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    const { user, password, host, port, database } = client;
    expect({ user, password, host, port, database }).toEqual({
      user: "keraton",
      password: PASSWORD,
      host: "postgres",
      port: 5432,
      database: "keraton",
    });
  });
});
