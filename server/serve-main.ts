// A worker of the cluster, or the one process when WORKERS=1 (main.mjs decides which, and starts
// the plain-JavaScript primary otherwise).
import cluster from "node:cluster";

const { loadConfig } = await import("./config.ts");
const { refuseToStart, startupFailureText } = await import("./startup-failure.ts");

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return refuseToStart(startupFailureText(err));
  }
})();

if (cluster.isWorker) {
  // One of WORKERS processes started by the primary (docs/decisions/023).
  const { serveAsWorker } = await import("./cluster/worker.ts");
  await serveAsWorker(config);
} else {
  // WORKERS=1: one process, no cluster.
  const { serve } = await import("./serve.ts");
  await serve(config);
}
