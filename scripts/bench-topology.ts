// `npm run bench:topology`: the "many servers, one site" figures on this machine. Starts a
// throwaway PostgreSQL, three server copies (demo site) and Debian's nginx with deploy/nginx.conf,
// then measures: the home page and /api/informasi at 50 connections through nginx and on one copy
// alone; how long an edit takes to show on the other copies (20 edits); a backup and a restore of
// the demo site. Needs `npm run build` first.   BENCH_SECONDS=10 by default.
import "../server/require-node-24.mjs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { createBackup } from "../server/backup/backup.ts";
import { formatBytes } from "../server/backup/progress.ts";
import { restoreBackup } from "../server/backup/restore.ts";
import { loadConfig } from "../server/config.ts";
import { createDatabase } from "../server/db/create-database.ts";
import { E2E_ADMIN } from "../tests/support/server-process.ts";
import { renameNewestInformasi, showsInformasi, startTopology } from "../tests/support/topology.ts";
import { formatRow, measure } from "./bench/load.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const EDITS = 20;

const topology = await startTopology(3);
const work = mkdtempSync(join(tmpdir(), "keraton-bench-"));
try {
  const { nginx, copies } = topology;
  console.log(
    `Load: ${CONNECTIONS} connections, ${SECONDS} s each, autocannon on the same machine`,
  );
  const widths = [34, 16, 8, 8, 8];
  console.log(formatRow(["target", "path", "req/s", "p50 ms", "p99 ms"], widths));
  for (const path of ["/", "/api/informasi"]) {
    for (const [label, base] of [
      ["nginx → 3 copies (PostgreSQL)", nginx.url],
      ["1 copy alone (same PostgreSQL)", copies[0].url],
    ]) {
      const r = await measure(`${base}${path}`, { connections: CONNECTIONS, seconds: SECONDS });
      const failed = r.errors + r.non2xx ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : "";
      console.log(formatRow([label, path, r.rps, r.p50, r.p99], widths) + failed);
    }
  }

  const login = await fetch(`${nginx.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = await login.json();
  const delays: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const writer = copies[i % copies.length];
    const others = copies.filter((c) => c !== writer);
    for (const other of others) await showsInformasi(other.url, ""); // warm their caches
    const judul = `Suntingan ${i} ${Date.now()}`;
    await renameNewestInformasi(writer.url, token, judul);
    const start = performance.now();
    await Promise.all(
      others.map(async (other) => {
        while (!(await showsInformasi(other.url, judul))) {
          if (performance.now() - start > 10_000) throw new Error("edit never showed");
        }
      }),
    );
    delays.push(performance.now() - start);
  }
  delays.sort((a, b) => a - b);
  const median = (delays[EDITS / 2 - 1] + delays[EDITS / 2]) / 2;
  console.log(
    `\nEdit through one copy → shown on both others (page and API), ${EDITS} edits: ` +
      `median ${median.toFixed(0)} ms, worst ${delays[EDITS - 1].toFixed(0)} ms ` +
      "(includes one render of each page after the change)",
  );

  // The demo site (as seeded, plus the edits above): backup, then restore into a new database.
  const archive = join(work, "demo.tar");
  const sourceConfig = loadConfig({ DATABASE_URL: topology.cluster.url, DATA_DIR: work });
  let t = performance.now();
  const made = await createBackup(sourceConfig, archive, () => {});
  const backupMs = performance.now() - t;
  const admin = createDatabase(sourceConfig);
  await sql`create database pulihan`.execute(admin.db);
  await admin.db.destroy();
  const targetUrl = topology.cluster.url.replace(/\/postgres$/, "/pulihan");
  t = performance.now();
  const restored = await restoreBackup(
    loadConfig({ DATABASE_URL: targetUrl, DATA_DIR: work }),
    archive,
    () => {},
  );
  const restoreMs = performance.now() - t;
  console.log(
    `\nDemo site backup (PostgreSQL, images in the database): ${backupMs.toFixed(0)} ms, archive ` +
      `${formatBytes(made.bytes)} (${made.tables} tables, ${made.rows} rows, ${made.images} images)`,
  );
  console.log(
    `Restore into an empty PostgreSQL database: ${restoreMs.toFixed(0)} ms, ` +
      `${formatBytes(restored.bytes)} checked and loaded`,
  );
} finally {
  await topology.stop();
  rmSync(work, { recursive: true, force: true });
}
