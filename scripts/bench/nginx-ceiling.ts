// The ceiling for the bench table: Debian's nginx serving the home page's gzip bytes from a file,
// with no work per request beyond sendfile. Our server can only be slower; the ratio says how much.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port.ts";
import { NGINX_BINARY } from "../../tests/support/nginx-process.ts";
import type { RunningCeiling } from "./node-ceiling.ts";
import { pinnedCommand } from "./pinning.ts";

/**
 * Starts nginx on a free loopback port answering every path with `body` (gzip bytes), on `cpus`
 * when given. `pid` is its master's: the worker runs below it.
 */
export async function startNginxCeiling(
  body: Buffer,
  contentType: string,
  cpus?: number[],
): Promise<RunningCeiling> {
  const dir = mkdtempSync(join(tmpdir(), "keraton-bench-nginx-"));
  // nginx run as root hands requests to workers running as `nobody`, which must read the file.
  await chmod(dir, 0o755);
  writeFileSync(join(dir, "home.html.gz"), body, { mode: 0o644 });
  const port = await freePort();
  // One worker: our server answers on one JavaScript thread, so one nginx worker on one core is
  // the like-for-like ceiling, pinned to the server's core(s) as the other rows are. Keep-alive without a request cap, as Node does, so no row pays for reconnects.
  const conf = `
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  types { }
  default_type "${contentType}";
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / {
      try_files /home.html.gz =404;
      add_header Content-Encoding gzip;
      add_header Vary Accept-Encoding;
    }
  }
}
`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const [command, ...args] = pinnedCommand(cpus, NGINX_BINARY, [
    "-p",
    dir,
    "-c",
    join(dir, "nginx.conf"),
    "-e",
    join(dir, "error.log"),
  ]);
  const child: ChildProcess = spawn(command as string, args, {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${stderr}`);
    }
    try {
      if ((await fetch(url)).ok) return { url, pid: child.pid as number, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const nginxInstalled = () => existsSync(NGINX_BINARY);

/** The body exactly as the server sends it to a client that accepts only gzip (not decoded). */
export function gzipBytesOf(url: string): Promise<{ body: Buffer; contentType: string }> {
  return new Promise((ok, fail) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        if (res.statusCode !== 200 || res.headers["content-encoding"] !== "gzip") {
          fail(new Error(`${url}: ${res.statusCode}, ${res.headers["content-encoding"]}`));
        } else {
          ok({ body: Buffer.concat(chunks), contentType: String(res.headers["content-type"]) });
        }
      });
    }).on("error", fail);
  });
}
