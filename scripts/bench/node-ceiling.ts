// The second ceiling of the bench table: a bare `node:http` server (node-ceiling-server.ts), run
// as `npm start` runs the site's server, writing the home page's gzip bytes from memory.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { productionLaunch } from "../../tests/support/production-launch.ts";
import { pinnedCommand } from "./pinning.ts";

export type RunningCeiling = { url: string; pid: number; stop: () => Promise<void> };

export async function startNodeCeiling(
  body: Buffer,
  contentType: string,
  cpus?: number[],
): Promise<RunningCeiling> {
  const dir = mkdtempSync(join(tmpdir(), "keraton-bench-node-"));
  const file = join(dir, "home.html.gz");
  writeFileSync(file, body);
  const launch = productionLaunch();
  const [command, ...args] = pinnedCommand(cpus, process.execPath, [
    ...launch.nodeFlags,
    resolve("scripts/bench/node-ceiling-server.ts"),
    file,
    contentType,
  ]);
  const child: ChildProcess = spawn(command as string, args, {
    env: { ...process.env, ...launch.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const port = /^port (\d+)$/m.exec(output)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}/`, pid: child.pid as number, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the Node ceiling server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
