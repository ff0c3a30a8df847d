// `npm run bench -- --baseline <rev>`: an earlier release measured in the same run. Its checkout
// is a temporary git worktree (node_modules linked to this checkout's), built with its own
// `npm run build`, its server started by its own test support (baseline-launcher.ts).
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

export const LAUNCHED = "BASELINE-SERVER ";

export type BaselineServer = { url: string; pid: number; stop: () => Promise<void> };
export type Baseline = {
  rev: string;
  /** The short commit `rev` names. */
  commit: string;
  start: (env: Record<string, string>) => Promise<BaselineServer>;
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
  return { rev, commit, start: (env) => startBaselineServer(src, env), remove };
}

/** Starts the baseline's server in its checkout; resolves once it listens. */
function startBaselineServer(src: string, env: Record<string, string>): Promise<BaselineServer> {
  const launcher = resolve(import.meta.dirname, "baseline-launcher.ts");
  const child: ChildProcess = spawn(process.execPath, [launcher, JSON.stringify(env)], {
    cwd: src,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  let output = "";
  return new Promise((ok, fail) => {
    const failed = () => fail(new Error(`the baseline's server did not start:\n${output}`));
    child.once("exit", failed);
    const read = (data: Buffer) => {
      output += data;
      const line = output.split("\n").find((l) => l.startsWith(LAUNCHED));
      if (!line) return;
      child.off("exit", failed);
      child.stdout?.off("data", read);
      const { url, pid } = JSON.parse(line.slice(LAUNCHED.length)) as { url: string; pid: number };
      ok({ url, pid, stop });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (d) => (output += d));
  });
}
