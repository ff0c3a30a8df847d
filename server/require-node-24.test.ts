import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./require-node-24.mjs";

const SCRIPTS = ["start", "db:migrate", "db:seed"] as const;
const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;

/** The system's own Node when it is older than 24 (npm itself runs on it here), else undefined. */
function olderSystemNode(): string | undefined {
  try {
    const version = execFileSync("/usr/bin/node", ["--version"], { encoding: "utf8" }).trim();
    return nodeVersionProblem(version) ? "/usr/bin/node" : undefined;
  } catch {
    return undefined;
  }
}

describe("refusing a Node.js older than 24", () => {
  it("names the version found and points at the project's own Node 24", () => {
    const message = nodeVersionProblem("20.20.2");
    expect(message).toMatch(/^Node\.js 24 atau lebih baru diperlukan; yang berjalan v20\.20\.2\./);
    expect(message).toContain("npm start");
    expect(message).not.toContain("\n");
    expect(nodeVersionProblem("24.0.0")).toBeUndefined();
    expect(nodeVersionProblem("v25.1.0")).toBeUndefined();
  });

  it.each(SCRIPTS)("`npm run %s` on an old Node prints one clear line and exits 1", (name) => {
    // `exec`: the shell npm starts becomes Node itself, so npm's SIGTERM reaches the server.
    // `env VAR=value` before node only sets the environment (start: the allocator settings).
    const [shellExec, ...words] = scripts[name].split(" ");
    const [program, ...args] = words.filter((w) => w !== "env" && !/^[A-Z_]+=/.test(w));
    expect([shellExec, program]).toEqual(["exec", "node"]);
    const oldNode = olderSystemNode();
    if (!oldNode) {
      // No older Node on this machine: the check itself, as the launcher runs it.
      expect(nodeVersionProblem("20.0.0")).toMatch(/Node\.js 24/);
      return;
    }
    const run = spawnSync(oldNode, args, {
      encoding: "utf8",
      timeout: 20_000,
      env: { ...process.env, PORT: "3999", DATA_DIR: "/tmp/keraton-old-node" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Node\.js 24 atau lebih baru diperlukan; yang berjalan v\d+/,
    );
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|\bat /);
  });
});
