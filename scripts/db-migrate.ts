// `npm run db:migrate`: brings the database named by the environment up to date.
import "../server/require-node-24.mjs";
import "../server/load-env-file.mjs";

const { loadConfig } = await import("../server/config.ts");
const { createDatabase } = await import("../server/db/create-database.ts");
const { migrateToLatest } = await import("../server/db/migrate.ts");
const { startupFailureText } = await import("../server/startup-failure.ts");

try {
  const { db, dialect } = createDatabase(loadConfig());
  try {
    const applied = await migrateToLatest(db);
    console.log(
      applied.length
        ? `Migrasi diterapkan (${dialect}): ${applied.join(", ")}`
        : `Skema sudah terbaru (${dialect}).`,
    );
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(`Migrasi gagal: ${startupFailureText(err)}`);
  process.exit(1);
}
