// `npm run restore -- FILE`: loads an archive into an empty database and media store.
import "../server/require-node-24.mjs";
import "../server/load-env-file.mjs";

const { loadConfig } = await import("../server/config.ts");
const { restoreBackup } = await import("../server/backup/restore.ts");
const { formatBytes } = await import("../server/backup/progress.ts");
const { startupFailureText } = await import("../server/startup-failure.ts");

const file = process.argv[2];
if (!file) {
  console.error("Pemakaian: npm run restore -- BERKAS.tar");
  process.exit(2);
}
const started = performance.now();
try {
  console.error(`Memulihkan ${file}…`);
  const s = await restoreBackup(loadConfig(), file);
  const seconds = ((performance.now() - started) / 1000).toLocaleString("id-ID", {
    maximumFractionDigits: 1,
  });
  console.log(
    `Pemulihan selesai: ${s.tables} tabel, ${s.rows} baris, ${s.images} gambar, ${formatBytes(s.bytes)} diperiksa dan dimuat, ${seconds} detik.`,
  );
} catch (err) {
  console.error(`Pemulihan gagal: ${startupFailureText(err)}`);
  process.exit(1);
}
