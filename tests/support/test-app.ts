import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import type { Role } from "../../common/schemas/users.schema.ts";
import { createApp } from "../../server/app.ts";
import type { AppDeps } from "../../server/app-deps.ts";
import { closeDeps, openDeps } from "../../server/bootstrap.ts";
import { loadConfig } from "../../server/config.ts";
import type { DialectName } from "../../server/db/create-database.ts";
import { createUser } from "../../server/users/users.service.ts";

export const DIALECTS: DialectName[] = ["sqlite", "postgres"];

export type TestContext = {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  dataDir: string;
  /** Calls the app in process; `json` is sent as JSON, `form` as multipart. */
  call: (method: string, path: string, options?: CallOptions) => Promise<Response>;
  /** Creates a user and logs in through the API; returns the user and its token. */
  signIn: (role: Role, overrides?: { username?: string; name?: string }) => Promise<SignedIn>;
};
export type CallOptions = {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** The socket's peer address, as a request from the network would have. */
  remoteAddress?: string;
};
export type SignedIn = {
  id: number;
  username: string;
  name: string;
  token: string;
  password: string;
};

/** A new, empty PostgreSQL database on the run's cluster; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  });
  await sql`create database ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const again = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
      });
      // pg's pool.end() resolves before its sockets have closed; a forced drop would kill those
      // backends mid-goodbye and the client would raise an unhandled FATAL 57P01. Wait for them.
      for (let attempt = 1; ; attempt++) {
        try {
          await sql`drop database if exists ${sql.id(name)}`.execute(again);
          break;
        } catch (err) {
          if (attempt >= 40) {
            await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again);
            break;
          }
          if ((err as { code?: string }).code !== "55006") throw err;
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      await again.destroy();
    },
  };
}

/** A fresh, migrated, empty database (SQLite file or PostgreSQL database) with the app over it. */
export async function createTestContext(
  dialect: DialectName,
  env: Record<string, string> = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "keraton-test-"));
  const pgDb = dialect === "postgres" ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url,
    JWT_SECRET: randomBytes(32).toString("hex"),
    SEED: "none",
    LOG_REQUESTS: "0",
    ...env,
  });
  const deps = await openDeps(config);
  const app = createApp(deps);
  let counter = 0;

  const call: TestContext["call"] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const socket = options.remoteAddress
      ? { incoming: { socket: { remoteAddress: options.remoteAddress, remoteFamily: "IPv4" } } }
      : undefined;
    return Promise.resolve(app.request(path, { method, headers, body }, socket));
  };

  const signIn: TestContext["signIn"] = async (role, overrides = {}) => {
    counter++;
    const username = overrides.username ?? `${role}${counter}_${randomBytes(3).toString("hex")}`;
    const password = `rahasia-${counter}-panjang`;
    const name = overrides.name ?? `Pengguna ${role} ${counter}`;
    const user = await createUser(deps.db, { name, username, password, role });
    const res = await call("POST", "/api/login", { json: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    const { token } = (await res.json()) as { token: string };
    return { id: user.id, username, name, token, password };
  };

  return {
    deps,
    app,
    dataDir,
    call,
    signIn,
    close: async () => {
      await closeDeps(deps);
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per database. Each run gets its own fresh database and data directory;
 * `use()` returns that run's context inside tests.
 */
export function describeEachDialect(name: string, body: (use: () => TestContext) => void) {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      let ctx: (TestContext & { close: () => Promise<void> }) | undefined;
      beforeAll(async () => {
        ctx = await createTestContext(dialect);
      });
      afterAll(async () => {
        await ctx?.close();
      });
      body(() => {
        if (!ctx) throw new Error("test context not ready");
        return ctx;
      });
    });
  }
}
