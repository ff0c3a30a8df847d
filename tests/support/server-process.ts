import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyOfDemoData, demoDataTemplateFits } from "./demo-data-template.ts";
import { productionLaunch } from "./production-launch.ts";

export const E2E_ADMIN = { username: "admin", password: "admin-e2e-rahasia" };

export type RunningServer = {
  url: string;
  /** The server process's id (for reading its memory from /proc). */
  pid: number;
  dataDir: string;
  output: () => string;
  /** Ends the process at once (a machine dying), without removing its data. */
  kill: () => Promise<void>;
  /** SIGTERM, then the exit code; the data directory is removed unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>;
};

export type ServerOptions = {
  seed?: "demo" | "none";
  env?: Record<string, string>;
  /** Reuse a data directory (a restart); a fresh temporary one otherwise. */
  dataDir?: string;
  /**
   * A real first start with the demo content, drawing its pictures; otherwise a demo server starts
   * on a copy of the run's demo data when there is one (tests/support/demo-data-template.ts).
   */
  firstStart?: boolean;
  /** Listen on this port (a restart behind a proxy that knows it); a free one otherwise. */
  port?: number;
  /** Also append the server's stdout and stderr to this file, as they come. */
  logFile?: string;
  /** How long it may take to say it listens (120 s: a busy machine is slow, not broken). */
  readyWithinMs?: number;
};

/** Starts the production build (`node server/main.mjs`) on a free port with its own data. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // Port 0 lets the server take a free port itself and announce it: a port picked here and handed
  // over could be taken by another test's server in between, and this one would then talk to it.
  const port = options.port ?? 0;
  const fromTemplate =
    !options.dataDir &&
    !options.firstStart &&
    (options.seed ?? "demo") === "demo" &&
    demoDataTemplateFits(options.env);
  const dataDir =
    options.dataDir ??
    (fromTemplate ? copyOfDemoData() : mkdtempSync(join(tmpdir(), "keraton-e2e-")));
  const launch = productionLaunch();
  const child: ChildProcess = spawn(
    process.execPath,
    [...launch.nodeFlags, resolve("server/main.mjs")],
    {
      env: {
        ...process.env,
        // As `npm start` runs it: allocator and heap settings (docs/decisions/006-memory.md).
        ...launch.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED: options.seed ?? "demo",
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        JWT_SECRET: randomBytes(32).toString("hex"),
        LOG_REQUESTS: "0",
        DATABASE_URL: "",
        // One process, as before the cluster: a test of several workers asks for them.
        WORKERS: "1",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  if (options.logFile) {
    const log = createWriteStream(options.logFile, { flags: "a" });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once("close", () => log.end());
  }
  const exited = new Promise<number | null>((ok) => child.once("exit", (code) => ok(code)));
  // Ready when this child says it listens (the line `server/main.mjs` prints), on which port.
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  let url: string;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const announced = / siap di http:\/\/[^\s/]+:(\d+) /.exec(output);
    if (announced?.[1]) {
      url = `http://127.0.0.1:${announced[1]}`;
      break;
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
