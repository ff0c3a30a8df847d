// `npm start`'s entry point. Plain JavaScript on purpose: in a cluster this process is the primary,
// which supervises only and so loads no TypeScript, no zod and no pino (docs/decisions/195).
// First: refuses an old Node before anything else loads (the rest is imported dynamically after it).
import "./require-node-24.mjs";
import "./load-env-file.mjs";
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

// This file serves the production build: React's production build and React Router's production
// mode, whatever the environment or .env says (`npm run dev` is the development server).
process.env.NODE_ENV = "production";

/**
 * WORKERS=1 (or unset on one core, its default there: config.ts): one process, no cluster. Any
 * other value, a wrong one included, starts the primary, whose prepare process reads the settings
 * with their schema and refuses a wrong one as the single process would.
 */
function oneProcess() {
  const setting = process.env.WORKERS;
  return setting ? Number(setting) === 1 : availableParallelism() === 1;
}

if (cluster.isPrimary && !oneProcess()) {
  const { runPrimary } = await import("./cluster/primary.mjs");
  await runPrimary();
} else {
  await import("./serve-main.ts");
}
