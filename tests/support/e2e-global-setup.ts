import { rmSync } from "node:fs";
import { DEMO_DATA_TEMPLATE_VARIABLE } from "./demo-data-template.ts";
import { startServer } from "./server-process.ts";

/**
 * Once per Playwright run: a first start with the demo content, kept as the template the test
 * servers that need that content start from (tests/support/demo-data-template.ts).
 */
export default async function globalSetup() {
  const server = await startServer({ seed: "demo", firstStart: true, readyWithinMs: 300_000 });
  const code = await server.stop({ keepData: true });
  if (code !== 0)
    throw new Error(`demo data template: the server exited ${code}\n${server.output()}`);
  process.env[DEMO_DATA_TEMPLATE_VARIABLE] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
