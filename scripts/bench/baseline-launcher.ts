// Run by `baseline.ts` with the baseline checkout as its working directory: starts that release's
// production server through that release's own test support (`tests/support/server-process.ts`,
// which reads its own `npm start`), so the server starts exactly as its own bench started it.
// Prints one line with its address and process id; stops it (and removes its data) on SIGTERM.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { LAUNCHED } from "./baseline.ts";

const support = pathToFileURL(resolve("tests/support/server-process.ts")).href;
const { startServer } = await import(support);
const env = JSON.parse(process.argv[2] ?? "{}") as Record<string, string>;
const server = await startServer({ seed: "demo", env });
process.stdout.write(`${LAUNCHED}${JSON.stringify({ url: server.url, pid: server.pid })}\n`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
// The bench gone without stopping it (killed): nothing would stop the server otherwise.
const bench = process.ppid;
setInterval(() => process.ppid !== bench && stop(), 1000).unref();
