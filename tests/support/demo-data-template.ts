import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the run's demo data directory is kept (set by tests/support/e2e-global-setup.ts): a site
 * that made its first start with the demo content, stopped cleanly. A test server that only needs
 * the demo content starts on a copy of it instead of drawing the demo's pictures again (seconds of
 * sharp on every start; more than 30 s on a busy machine).
 */
export const DEMO_DATA_TEMPLATE_VARIABLE = "KERATON_UJI_DATA_DEMO";

/** Settings that shape what a first start writes: a server given one makes its own first start. */
const SHAPING_SETTINGS = ["DATABASE_URL", "MEDIA_STORE", "ADMIN_USERNAME", "ADMIN_PASSWORD"];

/** Whether a fresh server with these settings may start on a copy of the run's demo data. */
export function demoDataTemplateFits(env: Record<string, string> = {}): boolean {
  return (
    Boolean(process.env[DEMO_DATA_TEMPLATE_VARIABLE]) &&
    !SHAPING_SETTINGS.some((name) => name in env)
  );
}

/** A new temporary data directory holding a copy of the run's demo data. */
export function copyOfDemoData(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "keraton-e2e-"));
  cpSync(process.env[DEMO_DATA_TEMPLATE_VARIABLE] as string, dataDir, { recursive: true });
  return dataDir;
}
