import { type ChildProcess, spawn } from "node:child_process";

export type LaunchedChild = {
  /** The rest of the line that said it was ready (after the marker). */
  said: string;
  /** Stops the child (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>;
};

/**
 * Runs `launcher` (a TypeScript file, with this Node) in `cwd` and waits for a line on its output
 * that starts with `marker`. Fails with everything it printed when it exits before saying so.
 * `what` names it in that failure ("the previous release").
 */
export function launchChild(options: {
  launcher: string;
  args?: string[];
  cwd: string;
  marker: string;
  what: string;
  /** Passes the child's error output on as it comes. */
  echoErrors?: boolean;
}): Promise<LaunchedChild> {
  const child: ChildProcess = spawn(process.execPath, [options.launcher, ...(options.args ?? [])], {
    cwd: options.cwd,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  let output = "";
  return new Promise((ok, fail) => {
    // "close", not "exit": by then everything it printed has been read.
    const failed = () => fail(new Error(`${options.what} did not start:\n${output}`));
    child.once("close", failed);
    const read = (data: Buffer) => {
      output += data;
      const line = output.split("\n").find((l) => l.startsWith(options.marker));
      if (!line) return;
      child.off("close", failed);
      child.stdout?.off("data", read);
      ok({ said: line.slice(options.marker.length), stop });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (data: Buffer) => {
      output += data;
      if (options.echoErrors) process.stderr.write(data);
    });
  });
}
