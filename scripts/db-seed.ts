// `npm run db:seed`: creates the first admin if there is none and, on a site with no content yet,
// the Indonesian demo content. Existing content is never touched.
import "../server/require-node-24.mjs";
import "../server/load-env-file.mjs";

const { loadConfig } = await import("../server/config.ts");
const { closeDeps, openDeps } = await import("../server/bootstrap.ts");
const { ensureFirstAdmin } = await import("../server/seed/first-start.ts");
const { createLogger } = await import("../server/log/logger.ts");
const { seedDemoContent } = await import("../server/seed/demo-content.ts");
const { startupFailureText } = await import("../server/startup-failure.ts");

try {
  // Migrations it runs are logged on standard error as they run, as `npm run db:migrate` does.
  const deps = await openDeps(loadConfig(), { log: createLogger({ fd: 2 }) });
  try {
    const seeded = await seedDemoContent(deps);
    await ensureFirstAdmin(deps);
    console.log(
      seeded ? "Konten demo ditambahkan." : "Situs sudah berisi konten; tidak ada yang diubah.",
    );
  } finally {
    await closeDeps(deps);
  }
} catch (err) {
  console.error(`Pengisian data gagal: ${startupFailureText(err)}`);
  process.exit(1);
}
