// Run by ./lighthouse-previous.ts with the previous release's directory as its working directory:
// starts that release's production server with its own test support, on data of its own (demo
// content, seeded by that release). Prints its address; stops it on SIGTERM or when the
// Lighthouse run is gone.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const support = pathToFileURL(resolve("tests/support/server-process.ts")).href;
const { startServer } = await import(support);
const dataDir = mkdtempSync(join(tmpdir(), "keraton-lighthouse-previous-data-"));
const server = await startServer({ seed: "demo", dataDir });
process.stdout.write(`PREVIOUS-RELEASE ${server.url}\n`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 1000).unref();
