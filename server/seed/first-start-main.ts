// The first start's demo content and admin, in a process of its own (first-start.ts,
// prepareFirstStartApart): started by the server with its own flags and environment.
import "../require-node-24.mjs";
import "../load-env-file.mjs";

process.env.NODE_ENV = "production";
const { loadConfig } = await import("../config.ts");
const { closeDeps, openDeps } = await import("../bootstrap.ts");
const { log } = await import("../log/logger.ts");
const { prepareFirstStart } = await import("./first-start.ts");
const { refuseToStart, startupFailureText } = await import("../startup-failure.ts");

try {
  const deps = await openDeps(loadConfig(), { log, migrate: false });
  try {
    await prepareFirstStart(deps);
  } finally {
    await closeDeps(deps);
  }
} catch (err) {
  // One log line, as every refusal (the server that started this process says it stops).
  refuseToStart(startupFailureText(err));
}
