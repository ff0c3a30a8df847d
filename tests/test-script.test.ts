import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const work = mkdtempSync(join(tmpdir(), "keraton-test-sh-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function executable(path: string, text = "#!/bin/sh\nexit 0\n") {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

// `npm` as scripts/test.sh calls it (`npm ci`, `npm test`): says which tools the tests would use.
const stubs = join(work, "stubs");
mkdirSync(stubs);
executable(
  join(stubs, "npm"),
  '#!/bin/sh\n[ "$1" = test ] && echo "PG_BIN=$PG_BIN NGINX_BIN=$NGINX_BIN CHROMIUM=$CHROMIUM"\nexit 0\n',
);
// Tools installed somewhere else than Debian puts them.
const tools = join(work, "alat");
mkdirSync(join(tools, "pg"), { recursive: true });
executable(join(tools, "pg", "initdb"));
executable(join(tools, "nginx"));
executable(join(tools, "chromium"));

function runTestScript(env: Record<string, string>) {
  const run = spawnSync("bash", [resolve("scripts/test.sh")], {
    env: { ...process.env, PATH: `${stubs}:${process.env.PATH}`, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

describe("scripts/test.sh", () => {
  it("runs the tests with the PG_BIN, NGINX_BIN and CHROMIUM it was given", () => {
    const given = {
      PG_BIN: join(tools, "pg"),
      NGINX_BIN: join(tools, "nginx"),
      CHROMIUM: join(tools, "chromium"),
    };
    const run = runTestScript(given);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `PG_BIN=${given.PG_BIN} NGINX_BIN=${given.NGINX_BIN} CHROMIUM=${given.CHROMIUM}`,
    );
  });

  it("names a given tool that is not there instead of running the tests without it", () => {
    const run = runTestScript({ NGINX_BIN: join(tools, "tidak-ada") });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`NGINX_BIN=${join(tools, "tidak-ada")}`);
    expect(run.stdout).toBe("");
  });
});
