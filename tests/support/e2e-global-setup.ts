import { rmSync } from "node:fs";
import { collectionTiled } from "./collection-tiled.ts";
import { DEMO_DATA_TEMPLATE_VARIABLE } from "./demo-data-template.ts";
import { startServer } from "./server-process.ts";

/**
 * Once per Playwright run: a first start with the demo content, kept as the template the test
 * servers that need that content start from (tests/support/demo-data-template.ts). It is kept once
 * the collection's tiles are made, so no test server tiles the demo's 24-megapixel master again.
 */
export default async function globalSetup() {
  const server = await startServer({ seed: "demo", firstStart: true, readyWithinMs: 300_000 });
  await collectionTiled(server.url, 240_000).catch((error) => {
    throw new Error(`demo data template: ${error.message}\n${server.output()}`);
  });
  const code = await server.stop({ keepData: true });
  if (code !== 0)
    throw new Error(`demo data template: the server exited ${code}\n${server.output()}`);
  process.env[DEMO_DATA_TEMPLATE_VARIABLE] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
