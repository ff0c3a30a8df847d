// Measures the JSON API on the production server (SQLite, demo seed) at 10 and 50 connections.
import { startServer } from "../tests/support/server-process.ts";
import { formatRow, measure } from "./bench/load.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export async function benchApi(): Promise<void> {
  const server = await startServer({ seed: "demo" });
  try {
    const docs = (await (await fetch(`${server.url}/api/dokumentasi`)).json()) as Array<{
      slug: string;
    }>;
    const info = (await (await fetch(`${server.url}/api/informasi`)).json()) as Array<{
      slug: string;
    }>;
    const calls: Array<{ name: string; path: string; method?: "GET" | "POST" }> = [
      { name: "GET /api/health", path: "/api/health" },
      { name: "GET /api/informasi", path: "/api/informasi" },
      { name: "GET /api/informasi/populer", path: "/api/informasi/populer" },
      { name: "GET /api/dokumentasi/{slug}", path: `/api/dokumentasi/${docs[0].slug}` },
      { name: "GET /api/settings", path: "/api/settings" },
      {
        name: "POST /api/informasi/{slug}/increment-view",
        path: `/api/informasi/${info[0].slug}/increment-view`,
        method: "POST",
      },
    ];
    const widths = [44, 6, 9, 9, 9, 8];
    console.log(`\nAPI (SQLite, demo seed, ${SECONDS} s per run, autocannon on the same machine)`);
    console.log(formatRow(["call", "conns", "req/s", "p50 ms", "p99 ms", "errors"], widths));
    for (const connections of [10, 50]) {
      let healthRps = 0;
      for (const call of calls) {
        const r = await measure(`${server.url}${call.path}`, {
          connections,
          seconds: SECONDS,
          method: call.method,
        });
        if (call.path === "/api/health") healthRps = r.rps;
        const share = healthRps ? ` (${Math.round((100 * r.rps) / healthRps)}% of health)` : "";
        console.log(
          formatRow([call.name, connections, r.rps, r.p50, r.p99, r.errors + r.non2xx], widths) +
            share,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await benchApi();
