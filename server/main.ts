// First: refuses an old Node before anything else loads (the rest is imported dynamically after it).
import "./require-node-24.mjs";
import "./load-env-file.mjs";
import cluster from "node:cluster";

// This file serves the production build: React's production build and React Router's production
// mode, whatever the environment or .env says (`npm run dev` is the development server).
process.env.NODE_ENV = "production";

const { loadConfig } = await import("./config.ts");
const { startupFailureText } = await import("./startup-failure.ts");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(`Server tidak dapat dimulai: ${startupFailureText(err)}`);
  process.exit(1);
}

if (cluster.isWorker) {
  // One of WORKERS processes started by the primary below (docs/decisions/023).
  const { serveAsWorker } = await import("./cluster/worker.ts");
  await serveAsWorker(config);
} else if (config.WORKERS > 1) {
  const { runPrimary } = await import("./cluster/primary.ts");
  await runPrimary(config);
} else {
  // WORKERS=1: one process, no cluster.
  const { serve } = await import("./serve.ts");
  await serve(config);
}
