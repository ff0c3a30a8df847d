import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const COMPOSE = readFileSync(resolve(import.meta.dirname, "../deploy/compose.yaml"), "utf8");

/** What `deploy/.env` holds when written as the README says: the secrets compose asks for. */
const README_ENV = {
  POSTGRES_PASSWORD: "kata-sandi-basis-data-yang-panjang",
  JWT_SECRET: "x".repeat(40),
  ADMIN_PASSWORD: "admin-rahasia",
  PUBLIC_URL: "https://keraton.example",
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
  return { seeds, ports };
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

  it("refuses to start without the secrets the README names", () => {
    const { JWT_SECRET: _left, ...withoutSecret } = README_ENV;
    expect(() => resolved(withoutSecret)).toThrow(/JWT_SECRET/);
  });
});
