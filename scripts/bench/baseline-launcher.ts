// Run by `baseline.ts` with a checkout as its working directory (an earlier release's, or this
// one's): starts that release's production server through that release's own test support
// (`tests/support/server-process.ts`, which reads its own `npm start`), so the server starts
// exactly as its own bench started it. Prints one line with its address, process id, data
// directory and how long after the server process was started its first page answered 200;
// stops it on SIGTERM (removing its data unless told to keep it).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { LAUNCHED, type LaunchOptions } from "./baseline.ts";

const support = pathToFileURL(resolve("tests/support/server-process.ts")).href;
const { startServer } = await import(support);
const options = JSON.parse(process.argv[2] ?? "{}") as LaunchOptions;
const began = performance.now();
const server = await startServer({
  seed: "demo",
  env: options.env ?? {},
  firstStart: options.firstStart,
  dataDir: options.dataDir,
  readyWithinMs: 180_000,
});
const alive = () => {
  try {
    process.kill(server.pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The home page's first 200, asked every 20 ms (the ready line comes before it may answer). */
async function firstPage(): Promise<number> {
  for (;;) {
    if (!alive()) {
      process.stderr.write(`the server stopped before its first page:\n${server.output()}`);
      process.exit(1);
    }
    const answered = await fetch(`${server.url}/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (answered) return performance.now() - began;
    await new Promise((ok) => setTimeout(ok, 20));
  }
}
const firstPageMs = await firstPage();
const said = { url: server.url, pid: server.pid, dataDir: server.dataDir, firstPageMs };
process.stdout.write(`${LAUNCHED}${JSON.stringify(said)}\n`);
const stop = async () => {
  await server.stop({ keepData: options.keepData === true });
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
// The bench gone without stopping it (killed): nothing would stop the server otherwise.
const bench = process.ppid;
setInterval(() => process.ppid !== bench && stop(), 1000).unref();
