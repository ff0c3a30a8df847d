// `npm run db:migrate`: brings the database named by the environment up to date.
import "../server/require-node-24.mjs";
import "../server/load-env-file.mjs";

const { loadConfig } = await import("../server/config.ts");
const { createDatabase } = await import("../server/db/create-database.ts");
const { migrateToLatest } = await import("../server/db/migrate.ts");
const { createLogger } = await import("../server/log/logger.ts");
const { moveLocalUploadsIntoDatabase, movedUploadsText } = await import(
  "../server/media/move-local-uploads.ts"
);
const { startupFailureText } = await import("../server/startup-failure.ts");

try {
  const config = loadConfig();
  const { db, dialect } = createDatabase(config);
  try {
    // Each migration is logged on standard error as it runs; the summary below is the answer.
    const applied = await migrateToLatest(db, { log: createLogger({ fd: 2 }) });
    console.log(
      applied.length
        ? `Migrasi diterapkan (${dialect}): ${applied.join(", ")}`
        : `Skema sudah terbaru (${dialect}).`,
    );
    // An upgrade from the first release: its pictures go where this release reads them (as at start).
    if (config.MEDIA_STORE === "database") {
      const move = await moveLocalUploadsIntoDatabase(config.DATA_DIR, db);
      if (move) console.log(movedUploadsText(move));
    }
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(`Migrasi gagal: ${startupFailureText(err)}`);
  process.exit(1);
}
