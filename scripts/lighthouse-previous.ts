// `npm run lighthouse -- --previous <rev>`: an earlier release, audited in the same run. Its files
// come from `git archive` into a temporary directory (no git worktree is made), with this
// checkout's node_modules linked in, built with its own `npm run build`; its server is started
// by its own test support (./lighthouse-previous-launcher.ts runs in that directory).
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { launchChild } from "./launch-child.ts";

export const LISTENING = "PREVIOUS-RELEASE ";

export type PreviousRelease = {
  commit: string;
  start: () => Promise<{ url: string; stop: () => Promise<void> }>;
  remove: () => void;
};

export async function preparePrevious(rev: string): Promise<PreviousRelease> {
  const commit = execFileSync("git", ["rev-parse", "--short", "--verify", `${rev}^{commit}`], {
    encoding: "utf8",
  }).trim();
  const dir = mkdtempSync(join(tmpdir(), "keraton-lighthouse-previous-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync("sh", ["-c", 'git archive "$1" | tar -x -C "$2"', "sh", commit, dir]);
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
    process.stderr.write(`Building the previous release ${rev} (${commit}) in ${dir}\n`);
    await promisify(execFile)("npm", ["run", "build"], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    remove();
    throw error;
  }
  return { commit, start: () => startIn(dir), remove };
}

async function startIn(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { said, stop } = await launchChild({
    launcher: resolve(import.meta.dirname, "lighthouse-previous-launcher.ts"),
    cwd: dir,
    marker: LISTENING,
    what: "the previous release",
  });
  return { url: said.trim(), stop };
}
