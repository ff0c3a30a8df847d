// First: refuses an old Node before anything else loads (the rest is imported dynamically after it).
import "./require-node-24.mjs";
import "./load-env-file.mjs";
import cluster from "node:cluster";

// This file serves the production build: React's production build and React Router's production
// mode, whatever the environment or .env says (`npm run dev` is the development server).
process.env.NODE_ENV = "production";

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
  // One of WORKERS processes started by the primary below (docs/decisions/023).
  const { serveAsWorker } = await import("./cluster/worker.ts");
  await serveAsWorker(config);
} else if (config.WORKERS > 1) {
  // The primary imports the cluster supervisor only, never the app (its migrations and first start
  // run in a process of their own): it stays small beside the workers.
  const { runPrimary } = await import("./cluster/primary.ts");
  await runPrimary(config);
} else {
  // WORKERS=1: one process, no cluster.
  const { serve } = await import("./serve.ts");
  await serve(config);
}
