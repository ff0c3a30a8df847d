// `npm run import:wordpress -- --file export.xml` or `-- --url https://old.example`: brings a
// WordPress site's posts, pages and pictures here, with every old address answering 301.
import "../server/require-node-24.mjs";
import "../server/load-env-file.mjs";
import { parseArgs } from "node:util";

const { loadConfig } = await import("../server/config.ts");
const { closeDeps, openDeps } = await import("../server/bootstrap.ts");
const { createLogger } = await import("../server/log/logger.ts");
const { startupFailureText } = await import("../server/startup-failure.ts");
const { runImportFromCommandLine, USAGE } = await import("../server/impor/command-line.ts");

let args: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    options: {
      file: { type: "string" },
      url: { type: "string" },
      user: { type: "string" },
      "app-password": { type: "string" },
      "dry-run": { type: "boolean", default: false },
      "documentation-category": { type: "string", multiple: true, default: [] },
    },
    strict: true,
  }).values;
}
try {
  args = parseCommandLine();
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const deps = await openDeps(config, { log: createLogger({ fd: 2 }) });
  try {
    process.exitCode = await runImportFromCommandLine(deps, args);
  } finally {
    await closeDeps(deps);
  }
} catch (err) {
  console.error(`Impor gagal: ${startupFailureText(err)}`);
  process.exit(1);
}
