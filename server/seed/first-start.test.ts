import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestContext } from "../../tests/support/test-app.ts";
import { createLogger } from "../log/logger.ts";
import { ensureFirstAdmin, FIRST_ADMIN_PASSWORD_FILE } from "./first-start.ts";

function capture(json: boolean) {
  let text = "";
  const log = createLogger({ json, destination: { write: (chunk: string) => (text += chunk) } });
  return { log, text: () => text };
}

describe("the first admin's generated password", () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>> | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });
  const signsIn = async (password: string) =>
    (await ctx?.call("POST", "/api/login", { json: { username: "admin", password } }))?.status;

  it("under a log collector (JSON) stays out of the log: a private file holds it, the log names the file", async () => {
    ctx = await createTestContext("sqlite", { ADMIN_PASSWORD: "" });
    const out = capture(true);
    await ensureFirstAdmin(ctx.deps, { log: out.log, json: true });

    const file = join(ctx.dataDir, FIRST_ADMIN_PASSWORD_FILE);
    const password = readFileSync(file, "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await signsIn(password)).toBe(200);

    const lines = out.text().trim().split("\n");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string);
    expect(entry).toMatchObject({ level: "warn", username: "admin", file });
    expect(entry.msg).toContain(file);
    expect(out.text()).not.toContain(password);
  });

  it("on a terminal is shown once, on one line, and no file is written", async () => {
    ctx = await createTestContext("sqlite", { ADMIN_PASSWORD: "" });
    const out = capture(false);
    await ensureFirstAdmin(ctx.deps, { log: out.log, json: false });
    const match = /Username: admin\s+Password: (\S+)/.exec(out.text());
    expect(out.text().trim().split("\n")).toHaveLength(1);
    expect(await signsIn(match?.[1] ?? "")).toBe(200);
    expect(() => statSync(join(ctx?.dataDir ?? "", FIRST_ADMIN_PASSWORD_FILE))).toThrow();

    await ensureFirstAdmin(ctx.deps, { log: out.log, json: false });
    expect(out.text().match(/Password:/g)).toHaveLength(1);
  });
});
