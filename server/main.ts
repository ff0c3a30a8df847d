// First: refuses an old Node before anything else loads (the rest is imported dynamically after it).
import "./require-node-24.mjs";
import "./load-env-file.mjs";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// This file serves the production build: React's production build and React Router's production
// mode, whatever the environment or .env says (`npm run dev` is the development server).
process.env.NODE_ENV = "production";

const { listen } = await import("./http/listen.ts");
const { log } = await import("./log/logger.ts");
const { publicUrlWarning } = await import("./http/public-url-warning.ts");
const { createApp } = await import("./app.ts");
const { closeDeps, openDeps } = await import("./bootstrap.ts");
const { loadConfig } = await import("./config.ts");
const { prepareFirstStart } = await import("./seed/first-start.ts");
const { listenFailureText, startupFailureText } = await import("./startup-failure.ts");

let config: ReturnType<typeof loadConfig>;
let deps: Awaited<ReturnType<typeof openDeps>>;
try {
  config = loadConfig();
  deps = await openDeps(config, { log });
  await prepareFirstStart(deps);
} catch (err) {
  console.error(`Server tidak dapat dimulai: ${startupFailureText(err)}`);
  process.exit(1);
}

// The server build bundles React Router with the page handler; see vite.config.ts.
const buildDir = config.BUILD_DIR;
const serverBuild = pathToFileURL(join(buildDir, "server/index.js"));
if (!existsSync(serverBuild)) {
  console.error("Build belum ada: jalankan `npm run build` lebih dulu.");
  process.exit(1);
}
const { createPageHandler } = await import(serverBuild.href);
const app = createApp(deps, {
  pages: createPageHandler(deps),
  clientDir: join(buildDir, "client"),
  // Only the bench sets this, to measure what counting costs (docs/decisions/080).
  countViews: process.env.STATISTIK_MATI !== "1",
});

const warning = publicUrlWarning(config);
if (warning) log.warn(warning);

const server = listen({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  // Test harnesses and operators wait for this line: "… siap di http://HOST:PORT (dialect, mode)".
  const url = `http://${config.HOST}:${info.port}`;
  const mode = process.env.NODE_ENV;
  log.info(
    { url, dialect: deps.dialect, mode },
    `${config.SITE_NAME} siap di ${url} (${deps.dialect}, ${mode})`,
  );
});
// A port in use or a HOST that is not this machine's: one sentence naming the setting, no stack.
server.once("error", (err) => {
  console.error(`Server tidak dapat dimulai: ${listenFailureText(err, config)}`);
  process.exit(1);
});

// Background work of this process: the mail outbox and the statistics' writes (closeDeps stops
// both; the statistics write what is left first).
deps.outbox.start();
deps.statistik.start();

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(
    { signal },
    `${signal}: berhenti menerima koneksi, menyelesaikan permintaan yang berjalan…`,
  );
  server.close(async () => {
    await closeDeps(deps);
    log.info("Selesai.");
    process.exit(0);
  });
  // A connection whose request finishes during shutdown would otherwise wait out its keep-alive:
  // close each one as soon as it falls idle.
  if ("closeIdleConnections" in server) {
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  }
  setTimeout(() => {
    log.error("Permintaan tidak selesai dalam 10 detik; keluar.");
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
