// `npm run backup -- FILE`: one archive of every table and image, taken while the site serves.
import "../server/require-node-24.mjs";
import "../server/load-env-file.mjs";

const { loadConfig } = await import("../server/config.ts");
const { createBackup } = await import("../server/backup/backup.ts");
const { formatBytes } = await import("../server/backup/progress.ts");
const { startupFailureText } = await import("../server/startup-failure.ts");

const file = process.argv[2];
if (!file) {
  console.error("Pemakaian: npm run backup -- BERKAS.tar");
  process.exit(2);
}
const started = performance.now();
try {
  console.error(`Membuat cadangan ke ${file}…`);
  const s = await createBackup(loadConfig(), file);
  const seconds = ((performance.now() - started) / 1000).toLocaleString("id-ID", {
    maximumFractionDigits: 1,
  });
  console.log(
    `Cadangan selesai: ${s.file} — ${s.tables} tabel, ${s.rows} baris, ${s.images} gambar, ${formatBytes(s.bytes)}, ${seconds} detik.`,
  );
} catch (err) {
  console.error(`Cadangan gagal: ${startupFailureText(err)}`);
  process.exit(1);
}
