// `npm run bench -- --baseline <rev>`: an earlier release measured in the same run. Its checkout
// is a temporary git worktree (node_modules linked to this checkout's), built with its own
// `npm run build`, its server started by its own test support (baseline-launcher.ts).
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { launchChild } from "../launch-child.ts";

export const LAUNCHED = "BASELINE-SERVER ";

export type BaselineServer = {
  url: string;
  pid: number;
  dataDir: string;
  /** From starting the server's process to its home page's first 200. */
  firstPageMs: number;
  stop: () => Promise<void>;
};

/** How baseline-launcher.ts starts a server (test support's `startServer` options). */
export type LaunchOptions = {
  env?: Record<string, string>;
  /** A real first start with the demo content (its pictures drawn), not a copy of demo data. */
  firstStart?: boolean;
  /** A restart on this data directory. */
  dataDir?: string;
  /** Stopping leaves the data directory (for a restart on it). */
  keepData?: boolean;
};
export type Baseline = {
  rev: string;
  /** The short commit `rev` names. */
  commit: string;
  start: (env: Record<string, string>) => Promise<BaselineServer>;
  /** Starts its server as `launchServer` does. */
  launch: (options: LaunchOptions) => Promise<BaselineServer>;
  /** Removes the worktree and its directory; safe to call twice. */
  remove: () => void;
};

const gitIn =
  (checkout: string) =>
  (...args: string[]) =>
    execFileSync("git", args, { cwd: checkout, encoding: "utf8", stdio: "pipe" }).trim();

/** The short commit `rev` names; throws when it names none (checked before the long run). */
export function commitOf(rev: string, checkout = process.cwd()): string {
  return gitIn(checkout)("rev-parse", "--short", "--verify", `${rev}^{commit}`);
}

/** Checks out and builds `rev` beside this checkout; throws (leaving nothing) if it cannot. */
export async function prepareBaseline(rev: string, checkout = process.cwd()): Promise<Baseline> {
  const git = gitIn(checkout);
  const commit = commitOf(rev, checkout);
  const dir = mkdtempSync(join(tmpdir(), "keraton-bench-baseline-"));
  const src = join(dir, "src");
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      git("worktree", "remove", "--force", src);
    } catch {
      git("worktree", "prune"); // a worktree half made: forget it
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    git("worktree", "add", "--detach", src, commit);
    symlinkSync(resolve(checkout, "node_modules"), join(src, "node_modules"));
    process.stderr.write(`Building ${rev} (${commit}) in ${src}\n`);
    await promisify(execFile)("npm", ["run", "build"], { cwd: src, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    remove();
    throw err;
  }
  return {
    rev,
    commit,
    start: (env) => launchServer(src, { env }),
    launch: (options) => launchServer(src, options),
    remove,
  };
}

/**
 * Starts the server of the checkout `src` (an earlier release's, or this one's) through its own
 * test support (baseline-launcher.ts); resolves once its home page has answered 200.
 */
export async function launchServer(src: string, options: LaunchOptions): Promise<BaselineServer> {
  const { said, stop } = await launchChild({
    launcher: resolve(import.meta.dirname, "baseline-launcher.ts"),
    args: [JSON.stringify(options)],
    cwd: src,
    marker: LAUNCHED,
    what: "the baseline's server",
    echoErrors: true, // the launcher's own complaints, as they come
  });
  return { ...(JSON.parse(said) as Omit<BaselineServer, "stop">), stop };
}
