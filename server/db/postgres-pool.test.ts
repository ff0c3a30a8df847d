import { createServer, type Server, type Socket } from "node:net";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { log as processLog } from "../log/logger.ts";
import { createDatabase } from "./create-database.ts";

/** A TCP port that accepts connections and never says a word, like a host behind a dead link. */
function silentServer(): Promise<{ port: number; close: () => void }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        close: () => {
          for (const socket of sockets) socket.destroy();
          server.close();
        },
      });
    }),
  );
}

async function healthOver(ctx: TestContext, databaseUrl: string) {
  const { db } = createDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: ctx.dataDir });
  const started = Date.now();
  const res = await createApp({ ...ctx.deps, db }).request("/api/health");
  const seconds = (Date.now() - started) / 1000;
  await db.destroy();
  return { status: res.status, seconds, body: await res.json() };
}

describe("PostgreSQL connection trouble", () => {
  let ctx: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext("postgres");
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("health answers 503 at once when nothing listens on the database port", async () => {
    const { port, close } = await silentServer();
    close(); // the port is now free: connections are refused
    const health = await healthOver(ctx, `postgres://postgres@127.0.0.1:${port}/postgres`);
    expect(health.status).toBe(503);
    expect(health.seconds).toBeLessThan(3);
  });

  it("health answers 503 within seconds when the database host never answers", async () => {
    const silent = await silentServer();
    try {
      const health = await healthOver(ctx, `postgres://postgres@127.0.0.1:${silent.port}/postgres`);
      expect(health.status).toBe(503);
      expect(health.seconds).toBeLessThan(8);
      expect(JSON.stringify(health.body)).not.toMatch(/timeout|postgres|127\.0\.0\.1/i);
    } finally {
      silent.close();
    }
  }, 15_000);

  it("an idle connection ended by PostgreSQL is logged, the process goes on, the next query works", async () => {
    const log = vi.spyOn(processLog, "error").mockImplementation(() => undefined);
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(ctx.deps.db)));
    const database = new URL(ctx.deps.config.DATABASE_URL ?? "").pathname.slice(1);
    const admin = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: inject("postgresUrl"), max: 1 }),
      }),
    });
    const ended = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = ${database}
    `.execute(admin);
    await admin.destroy();
    expect(ended.rows.length).toBeGreaterThan(0);

    // The content relay's LISTEN connection is ended too, and says so in its own words.
    const lines = () => log.mock.calls.map((call) => String(call[0]));
    const poolLines = () =>
      lines().filter((l) => /^PostgreSQL: koneksi menganggur terputus/.test(l));
    await vi.waitFor(() => expect(poolLines().length).toBe(ended.rows.length - 1), {
      timeout: 3000,
    });
    for (const line of lines()) {
      expect(line).toMatch(/^(PostgreSQL: koneksi menganggur terputus|Relay konten: )/);
    }
    expect((await ctx.call("GET", "/api/health")).status).toBe(200);
  });
});

describe("PG_POOL_SIZE", () => {
  it("caps the PostgreSQL connections one server process holds, however many queries wait", async () => {
    const url = inject("postgresUrl");
    const tag = `keraton-pool-${process.pid}-${Date.now()}`;
    const tagged = `${url}${url.includes("?") ? "&" : "?"}application_name=${tag}`;
    const { db } = createDatabase({ DATABASE_URL: tagged, DATA_DIR: "/tmp", PG_POOL_SIZE: 2 });
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    try {
      let most = 0;
      let done = false;
      const queries = Promise.all(
        Array.from({ length: 8 }, () => sql`select pg_sleep(0.3)`.execute(db)),
      ).finally(() => {
        done = true;
      });
      // Watched until the last query has answered (8 × 0.3 s over 2 connections: about 1.2 s).
      const watching = (async () => {
        while (!done) {
          const { rows } = await observer.query(
            "select count(*)::int as n from pg_stat_activity where application_name = $1",
            [tag],
          );
          most = Math.max(most, rows[0].n);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      await Promise.all([queries, watching]);
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      await observer.end();
      await db.destroy();
    }
  });
});
