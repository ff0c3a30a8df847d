// Visitors: each of `connections` loops reading a random public page or API read; an article page
// is followed by its view count, as the page's island sends it. Plain node:http with keep-alive, so
// the client spends little CPU (bodies are not decompressed) and each answer is timed on its own.
import { Agent, request } from "node:http";
import type { MinuteTallies } from "./tally.ts";

export type VisitorRead = { label: string; path: string; articleSlug?: string };

const HEADERS = { "accept-encoding": "gzip, br", "user-agent": "Mozilla/5.0 (soak visitor)" };

function send(
  agent: Agent,
  url: string,
  method: "GET" | "POST",
): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  return new Promise((ok) => {
    const req = request(url, { agent, method, headers: HEADERS, timeout: 10_000 }, (res) => {
      res.resume();
      res.on("end", () => ok({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on("error", (err) => ok({ status: err.message, ms: 0 }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout after 10 s")));
    req.on("error", (err) =>
      ok({ status: (err as NodeJS.ErrnoException).code ?? err.message, ms: 0 }),
    );
    req.end();
  });
}

export async function runVisitors(
  base: string,
  reads: VisitorRead[],
  connections: number,
  tallies: MinuteTallies,
  signal: AbortSignal,
): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const visitor = async () => {
    while (!signal.aborted) {
      const read = reads[Math.floor(Math.random() * reads.length)];
      const r = await send(agent, `${base}${read.path}`, "GET");
      tallies.current.read(read.label, r.status === 200, r.status, r.ms);
      if (read.articleSlug && !signal.aborted) {
        const path = `/api/informasi/${read.articleSlug}/increment-view`;
        const v = await send(agent, `${base}${path}`, "POST");
        tallies.current.record("POST increment-view", v.status === 200, v.status);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  agent.destroy();
}
