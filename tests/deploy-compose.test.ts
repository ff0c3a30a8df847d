import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const deployFile = (name: string) =>
  readFileSync(resolve(import.meta.dirname, "../deploy", name), "utf8");
const COMPOSE = deployFile("compose.yaml");
const NGINX = deployFile("nginx.conf");
const DOCKERFILE = deployFile("Dockerfile");

const digest = (c: string) => `sha256:${c.repeat(64)}`;
/** What `deploy/.env` holds when written as the README says: the address and the image digests. */
const README_ENV = {
  PUBLIC_URL: "https://keraton.example",
  NODE_DIGEST: digest("a"),
  POSTGRES_DIGEST: digest("b"),
  NGINX_DIGEST: digest("c"),
};

/** Compose's variable interpolation: `${V}`, `${V:-default}`, `${V-default}`, `${V:?error}`, `$$`. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name, colon, kind, word) => {
      if (whole === "$$") return "$";
      const value = env[name];
      const missing = value === undefined || (colon === ":" && value === "");
      if (!missing) return value as string;
      if (kind === "?") throw new Error(`required variable ${name} is missing: ${word}`);
      return kind === "-" ? word : "";
    },
  );
}

/** The values of `key:` lines, and the port mappings of every service, after interpolation. */
function resolved(env: Record<string, string>) {
  const text = interpolate(COMPOSE.replace(/^\s*#.*$/gm, ""), env);
  const seeds = [...text.matchAll(/^\s+SEED:\s*(\S+)\s*$/gm)].map((m) => m[1]);
  const ports = [...text.matchAll(/^\s+ports:\s*\n((?:\s+-\s.*\n)+)/gm)].flatMap((m) =>
    [...(m[1] as string).matchAll(/-\s*"?([^"\n]+)"?/g)].map((p) => (p[1] as string).trim()),
  );
  const values = (key: string) =>
    [...text.matchAll(new RegExp(`^\\s+(?:- )?${key}:\\s*"?([^"\\n]*?)"?\\s*$`, "gm"))].map(
      (m) => m[1] as string,
    );
  return { seeds, ports, text, values };
}

/** The text under each key that starts a line at `indent` spaces. */
function keysAt(text: string, indent: number): Record<string, string> {
  const found: Record<string, string> = {};
  const parts = text.split(new RegExp(`^ {${indent}}([a-z0-9-]+):`, "m"));
  for (let i = 1; i < parts.length; i += 2) found[parts[i] as string] = parts[i + 1] as string;
  return found;
}

/** Each service's block (`app1`, `nginx`, …) and the top-level blocks (`x-server`, `secrets`). */
function blocks(): Record<string, string> {
  const top = keysAt(COMPOSE.replace(/^\s*#.*$/gm, ""), 0);
  return { ...top, ...keysAt(top.services ?? "", 2) };
}

describe("deploy/compose.yaml", () => {
  it("starts an empty site unless demo content is asked for", () => {
    expect(resolved(README_ENV).seeds).toEqual(["none"]);
    expect(resolved({ ...README_ENV, SEED: "demo" }).seeds).toEqual(["demo"]);
  });

  it("publishes the site on the loopback interface only, unless told where to bind", () => {
    expect(resolved(README_ENV).ports).toEqual(["127.0.0.1:8080:8080"]);
    expect(resolved({ ...README_ENV, HTTP_BIND: "10.0.0.5", HTTP_PORT: "80" }).ports).toEqual([
      "10.0.0.5:80:8080",
    ]);
  });

  it("refuses to start without the image digests the README names", () => {
    for (const name of ["NODE_DIGEST", "POSTGRES_DIGEST", "NGINX_DIGEST"] as const) {
      const { [name]: _left, ...without } = README_ENV;
      expect(() => resolved(without), name).toThrow(new RegExp(name));
    }
  });

  it("runs only images pinned by digest, its own built on a base pinned by digest", () => {
    const { values } = resolved(README_ENV);
    const images = [...values("image"), ...values("NODE_IMAGE")];
    expect(images.length).toBe(3);
    for (const image of images) expect(image).toMatch(/^[a-z0-9./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
    // The Dockerfile builds on what compose names; alone, it stops without a base.
    const froms = [...DOCKERFILE.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
    const fromArgument = "$" + "{NODE_IMAGE}";
    expect(froms).toEqual([fromArgument, fromArgument]);
    expect(DOCKERFILE).toMatch(/^ARG NODE_IMAGE$/m);
  });

  it("runs every container read-only, without capabilities it does not need, with a memory limit and rotated logs", () => {
    const found = blocks();
    for (const copy of ["app1", "app2"]) expect(found[copy]).toContain("<<: *server");
    for (const name of ["x-server", "postgres", "nginx"]) {
      const block = found[name] ?? "";
      expect(block, name).toMatch(/^\s+read_only: true$/m);
      expect(block, name).toMatch(/^\s+cap_drop: \[ALL\]$/m);
      expect(block, name).toMatch(/^\s+security_opt: \["no-new-privileges:true"\]$/m);
      expect(block, name).toMatch(/^\s+mem_limit: \d+[mg]$/m);
      expect(block, name).toMatch(/^\s+logging: \*logging$/m);
    }
    // The server needs no capability at all.
    expect(found["x-server"]).not.toContain("cap_add");
    expect(found["x-logging"]).toMatch(/max-size: "\d+m"/);
    expect(found["x-logging"]).toMatch(/max-file: "\d+"/);
  });

  it("hands secrets over as files (*_FILE), never as values in the environment", () => {
    const { text, values } = resolved(README_ENV);
    for (const name of [
      "JWT_SECRET",
      "ADMIN_PASSWORD",
      "PGPASSWORD",
      "POSTGRES_PASSWORD",
      "SMTP_URL",
    ]) {
      expect(values(name), name).toEqual([]);
    }
    for (const file of [
      ...values("JWT_SECRET_FILE"),
      ...values("ADMIN_PASSWORD_FILE"),
      ...values("PGPASSWORD_FILE"),
      ...values("POSTGRES_PASSWORD_FILE"),
      ...values("SMTP_URL_FILE"),
    ]) {
      expect(file).toMatch(/^\/run\/secrets\/[a-z_]+$/);
    }
    expect(text).toMatch(/^secrets:\n(?:\s+.*\n)*\s+file: \.\/secrets\/jwt_secret$/m);
    // Nor does deploy/.env or any other .env reach the image through the build context.
    const ignored = deployFile("Dockerfile.dockerignore").split("\n");
    expect(ignored).toContain(".env");
    expect(ignored).toContain("**/.env");
    expect(ignored).toContain("deploy/secrets");
  });

  it("believes only nginx's own address about the client's address", () => {
    for (const env of [README_ENV, { ...README_ENV, NGINX_ADDRESS: "10.9.8.7" }]) {
      const { values } = resolved(env);
      const trusted = values("TRUST_PROXY");
      const nginx = values("ipv4_address");
      expect(nginx).toHaveLength(1);
      expect(trusted).toEqual([nginx[0]]);
      expect(trusted[0]).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
  });

  it("keeps the PostgreSQL connections of both copies within PostgreSQL's default 100", () => {
    const { values } = resolved(README_ENV);
    const workers = Number(values("WORKERS")[0]);
    const pool = Number(values("PG_POOL_SIZE")[0]);
    expect(workers).toBeGreaterThan(0);
    expect(pool).toBeGreaterThan(0);
    // Two copies' workers, each its pool and one LISTEN client; one start's migrations and a backup
    // beside them; 3 of the 100 are kept for superusers.
    const copies = 2 * workers * (pool + 1);
    expect(copies + (pool + 1) + 2).toBeLessThanOrEqual(97);
  });
});

describe("deploy/nginx.conf", () => {
  it("asks Docker's DNS again for the copies' addresses, so it follows them when they are recreated", () => {
    expect(NGINX).toMatch(/^\s*resolver 127\.0\.0\.11 valid=\d+s/m);
    const upstream = /upstream keraton \{[\s\S]*?\n {2}\}/.exec(NGINX)?.[0] ?? "";
    expect(upstream).toMatch(/^\s*zone \S+ \d+k;$/m);
    const servers = [...upstream.matchAll(/^\s*server (\S+) (.*);$/gm)];
    expect(servers.map((m) => m[1])).toEqual(["app1:3000", "app2:3000"]);
    for (const server of servers) expect(server[2]).toMatch(/\bresolve\b/);
  });

  it("keeps serving a picture it holds while the copies answer errors", () => {
    const uploads = /location \/uploads\/ \{[\s\S]*?\}/.exec(NGINX)?.[0] ?? "";
    expect(uploads).toMatch(
      /proxy_cache_use_stale [^;]*\berror\b[^;]*\bhttp_500\b[^;]*\bhttp_503\b/,
    );
  });
});

describe("deploy/keraton.service", () => {
  const unit = deployFile("keraton.service");
  const settings = (key: string) =>
    [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]);

  it("runs the server as npm start does, as a user of its own, hardened", () => {
    const start = JSON.parse(readFileSync(resolve(import.meta.dirname, "../package.json"), "utf8"))
      .scripts.start as string;
    const nodeArgs = start.slice(start.indexOf("node ") + "node ".length);
    expect(settings("ExecStart")[0]).toMatch(
      new RegExp(`/node ${nodeArgs.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    expect(settings("DynamicUser").concat(settings("User"))).not.toEqual([]);
    expect(settings("DynamicUser")).not.toContain("no");
    expect(settings("ProtectSystem")).toEqual(["strict"]);
    expect(settings("NoNewPrivileges")).toEqual(["yes"]);
    expect(settings("CapabilityBoundingSet")).toEqual([""]);
    // V8 writes the machine code it runs: this setting would stop Node at start.
    expect(settings("MemoryDenyWriteExecute")).not.toContain("yes");
    expect(settings("KillSignal")).toEqual(["SIGTERM"]);
  });

  it("is the unit the README tells an operator to install", () => {
    const readme = readFileSync(resolve(import.meta.dirname, "../README.md"), "utf8");
    expect(readme).toContain("deploy/keraton.service");
  });
});
