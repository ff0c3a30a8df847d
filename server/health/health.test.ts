import { describe, expect, it } from "vitest";
import { createTestContext, DIALECTS } from "../../tests/support/test-app.ts";

describe.each(DIALECTS)("GET /api/health [%s]", (dialect) => {
  it("answers 200 ok while the database answers, 503 once it is gone", async () => {
    const ctx = await createTestContext(dialect);
    const ok = await ctx.call("GET", "/api/health");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok" });

    await ctx.deps.db.destroy();
    const down = await ctx.call("GET", "/api/health");
    expect(down.status).toBe(503);
    expect(JSON.stringify(await down.json())).not.toMatch(/select|sqlite|postgres|\/tmp/i);
    await ctx.close().catch(() => undefined);
  });
});
