// Migrations and the first start's content and admin, once before a cluster's workers start, in a
// process of its own that exits when done: started by the primary (cluster/primary.ts) with its
// own flags and environment, so the primary never loads the app.
import "../require-node-24.mjs";
import "../load-env-file.mjs";

process.env.NODE_ENV = "production";
const { loadConfig } = await import("../config.ts");
const { closeDeps, openDeps } = await import("../bootstrap.ts");
const { log } = await import("../log/logger.ts");
const { prepareFirstStartApart } = await import("../seed/first-start.ts");
const { refuseToStart, startupFailureText } = await import("../startup-failure.ts");

try {
  const deps = await openDeps(loadConfig(), { log });
  await prepareFirstStartApart(deps);
  await closeDeps(deps);
} catch (err) {
  refuseToStart(startupFailureText(err));
}
