import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./free-port.ts";

export const NGINX_BINARY = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type RunningNginx = { url: string; port: number; stop: () => Promise<void> };

/**
 * deploy/nginx.conf made runnable here: the upstream servers between its markers, a loopback
 * listen address and a temporary folder for everything it writes.
 */
export function nginxConfigFor(upstreams: string[], port: number, prefix: string): string {
  const config = readFileSync(resolve("deploy/nginx.conf"), "utf8");
  const servers = upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join("\n");
  const filled = config
    .replace(
      /# servers: begin\n[\s\S]*?# servers: end/,
      `# servers: begin\n${servers}\n    # servers: end`,
    )
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replaceAll("/var/cache/nginx", prefix);
  if (!filled.includes(servers) || !filled.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error("deploy/nginx.conf lost its 'servers' markers or its 'listen 8080;' line");
  }
  return filled;
}

/** Debian's nginx with deploy/nginx.conf in front of `upstreams` (host:port), on a free port. */
export async function startNginx(upstreams: string[], port?: number): Promise<RunningNginx> {
  const listen = port ?? (await freePort());
  const prefix = mkdtempSync(join(tmpdir(), "keraton-nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "keraton"]) {
    mkdirSync(join(prefix, dir));
  }
  const configFile = join(prefix, "nginx.conf");
  writeFileSync(configFile, nginxConfigFor(upstreams, listen, prefix));
  // As root nginx would hand its workers to an unprivileged user that cannot write the prefix.
  const globals = process.getuid?.() === 0 ? "daemon off; user root;" : "daemon off;";
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ["-p", prefix, "-e", "stderr", "-c", configFile, "-g", globals],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    port: listen,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
