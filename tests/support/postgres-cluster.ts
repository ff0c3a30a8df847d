import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freeReturnablePort } from "./free-port.ts";

/** PG_BIN, or the binaries of the newest PostgreSQL installed (Debian: one folder per major). */
export function findPostgresBin(root = "/usr/lib/postgresql"): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length) throw new Error(`no PostgreSQL under ${root}/*/bin (set PG_BIN)`);
  return join(root, majors[0], "bin");
}

export type PostgresCluster = {
  url: string;
  /** Stops the server and removes the cluster. */
  stop: () => Promise<void>;
  /** Stops the server at once (as a crash or a network cut would), keeping its data. */
  halt: () => Promise<void>;
  /** Starts it again on the same port, with the same data. */
  restart: () => Promise<void>;
};

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  const path = join(findPostgresBin(), binary);
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", path, ...args]]
    : [path, args];
}

/** Starts a throwaway PostgreSQL cluster on a free loopback port; `stop` removes it. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), "keraton-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  const port = await freeReturnablePort();
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const [initdb, initArgs] = pgCommand("initdb", [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });
  // fsync=off keeps commits cheap and survives halt() (the kernel keeps what was written); an
  // asynchronous commit would not: an immediate stop loses what the WAL writer had not yet written.
  const [postgres, args] = pgCommand("postgres", [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-k",
    dir,
    "-h",
    "127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=300",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const [pgIsReady, readyArgs] = pgCommand("pg_isready", ["-h", "127.0.0.1", "-p", String(port)]);
  async function run() {
    const child = spawn(postgres, args, { stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    const keep = (d: Buffer) => {
      output += d;
    };
    child.stderr?.on("data", keep);
    for (let i = 0; i < 100; i++) {
      // Ready is only ours when our own postgres still runs (not another one on the port).
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`PostgreSQL on port ${port} exited:\n${output}`);
      }
      try {
        execFileSync(pgIsReady, readyArgs, { stdio: "ignore" });
        child.stderr?.off("data", keep).resume(); // its log from here on is not kept
        return child;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    child.kill("SIGKILL");
    throw new Error(`PostgreSQL on port ${port} did not become ready:\n${output}`);
  }
  let child = await run();
  async function halt() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const [pgCtl, stopArgs] = pgCommand("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-s"]);
    try {
      execFileSync(pgCtl, stopArgs, { stdio: "ignore" });
    } catch {
      child.kill("SIGKILL");
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  return {
    url,
    halt,
    restart: async () => {
      child = await run();
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
