import { expect, test } from "@playwright/test";
import { messagesFor } from "../../common/i18n/index.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const friendly = messagesFor("id").errors;

let cluster: PostgresCluster;
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster();
  server = await startServer({ seed: "none", env: { DATABASE_URL: cluster.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
});

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, text: await res.text() };
}

test("a visitor keeps reading while PostgreSQL is away for a moment, and the site recovers by itself", async () => {
  // Pages and API reads the server has answered once, so its cache holds them.
  const home = await get("/");
  const list = await get("/informasi");
  const api = await get("/api/informasi");
  expect([home.status, list.status, api.status]).toEqual([200, 200, 200]);

  await cluster.halt();
  try {
    // What the cache held is served as it was: stale beats an error.
    for (const [path, before] of [
      ["/", home],
      ["/informasi", list],
      ["/api/informasi", api],
    ] as const) {
      const during = await get(path);
      expect(during.status, path).toBe(200);
      expect(during.text, path).toBe(before.text);
    }
    // A page never rendered: the friendly error page, rendered without a second error.
    const unseen = await get("/kunjungan");
    expect(unseen.status).toBeGreaterThanOrEqual(500);
    expect(unseen.text).toContain(friendly.title);
    expect(unseen.text).toContain(friendly.text);
    expect(unseen.text).not.toMatch(/Invalid URL|at .*\.(ts|js):\d+/);
    expect((await get("/api/health")).status).toBe(503);
  } finally {
    await cluster.restart();
  }

  // Back without a restart of the server: the page that failed renders, health answers ok.
  await expect.poll(async () => (await get("/kunjungan")).status, { timeout: 30_000 }).toBe(200);
  expect((await get("/api/health")).status).toBe(200);
  expect((await get("/")).status).toBe(200);
  expect(server.output()).not.toContain("Invalid URL");
});
