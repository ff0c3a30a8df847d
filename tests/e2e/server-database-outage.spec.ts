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
  // The demo content: pages with pictures (kept in PostgreSQL).
  server = await startServer({
    seed: "demo",
    env: { DATABASE_URL: cluster.url },
    readyWithinMs: 90_000,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
});

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, text: await res.text() };
}

async function picture(path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The lines of the server's output that are not one JSON object each. */
function nonJsonLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
}

test("a visitor keeps reading while PostgreSQL is away for a moment, and the site recovers by itself", async () => {
  // Pages and API reads the server has answered once, so its cache holds them.
  const home = await get("/");
  const list = await get("/informasi");
  const api = await get("/api/informasi");
  expect([home.status, list.status, api.status]).toEqual([200, 200, 200]);
  // A picture the home page shows, served once before the outage.
  const picturePath = /\/uploads\/[a-f0-9]{32}[^"\s,]*\.(?:webp|jpg|png)/.exec(home.text)?.[0];
  expect(picturePath).toBeDefined();
  const shownPicture = await picture(picturePath as string);
  expect(shownPicture.status).toBe(200);

  const outputBeforeOutage = server.output().length;
  await cluster.halt();
  try {
    // The picture a cached page shows keeps showing: not a broken image.
    const pictureDuring = await picture(picturePath as string);
    expect(pictureDuring.status).toBe(200);
    expect(pictureDuring.bytes.equals(shownPicture.bytes)).toBe(true);
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
    // Every event of the outage is one JSON line a log collector can read: no stacks, no bare text.
    expect(nonJsonLines(server.output().slice(outputBeforeOutage))).toEqual([]);
  } finally {
    await cluster.restart();
  }

  // Back without a restart of the server: the page that failed renders, health answers ok.
  await expect.poll(async () => (await get("/kunjungan")).status, { timeout: 30_000 }).toBe(200);
  expect((await get("/api/health")).status).toBe(200);
  expect((await get("/")).status).toBe(200);
  expect(server.output()).not.toContain("Invalid URL");
});
