import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../tests/support/test-app.ts";
import { ContentChanges } from "./content-changes.ts";
import { notifyThrough, type PostgresRelay, startPostgresRelay } from "./postgres-relay.ts";

async function eventually(check: () => boolean, withinMs: number): Promise<number> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - start;
}

/** While stale, every read of the version is a new one: nothing cached is reused. */
function isStale(changes: ContentChanges): boolean {
  const first = changes.version;
  return changes.version !== first;
}

/** Two server copies on one PostgreSQL, each with its own content version and relay. */
describe("content changes between server copies (PostgreSQL LISTEN/NOTIFY)", () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  const copies: Array<{ changes: ContentChanges; relay: PostgresRelay; name: string }> = [];
  beforeAll(async () => {
    ctx = await createTestContext("postgres");
    const url = ctx.deps.config.DATABASE_URL ?? "";
    for (const name of ["salinan_a", "salinan_b"]) {
      const changes = new ContentChanges();
      const relay = startPostgresRelay(url, changes, {
        notify: notifyThrough(ctx.deps.db),
        applicationName: `${name}_${process.pid}`,
        retryMs: 50,
        log: () => {},
      });
      await relay.ready;
      copies.push({ changes, relay, name });
    }
  });
  afterAll(async () => {
    for (const copy of copies) await copy.relay.close();
    await ctx.close();
  });

  it("a write announced on one copy reaches the other within a second, and not back", async () => {
    const [a, b] = copies;
    const aBefore = a.changes.version;
    const bBefore = b.changes.version;
    a.changes.announce();
    await eventually(() => b.changes.version !== bBefore, 1000);
    await new Promise((r) => setTimeout(r, 100));
    // The announcing copy moved once (its own write), not again when its own NOTIFY came back.
    expect(a.changes.version).toBe(aBefore + 1);
  });

  it("treats its caches as stale while its listening connection is down, and recovers", async () => {
    const [a, b] = copies;
    const killed = await sql<{ ok: boolean }>`
      select pg_terminate_backend(pid) as ok from pg_stat_activity
      where application_name = ${`${b.name}_${process.pid}`}`.execute(ctx.deps.db);
    expect(killed.rows).toEqual([{ ok: true }]);
    // While down, no version is ever repeated: nothing cached is reused.
    await eventually(() => isStale(b.changes), 1000);
    // Back after the retry; the version settles again and changes still arrive.
    await eventually(() => !isStale(b.changes), 3000);
    const settled = b.changes.version;
    a.changes.announce();
    await eventually(() => b.changes.version !== settled, 1000);
  });
});
