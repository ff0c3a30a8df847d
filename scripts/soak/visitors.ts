// Visitors: each of `connections` loops reading a random public page or API read; an article page
// is followed by its view count, as the page's island sends it. Plain node:http with keep-alive, so
// the client spends little CPU (bodies are not decompressed) and each answer is timed on its own.
import { Agent, request } from "node:http";
import type { MinuteTallies } from "./tally.ts";

/** A page or API read; an article read (`articleSlugs`) picks one of them and counts its view. */
export type VisitorRead =
  | { label: string; path: string }
  | { label: string; articleSlugs: string[] };

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

const HEADERS = { "accept-encoding": "gzip, br", "user-agent": "Mozilla/5.0 (soak visitor)" };

function send(
  agent: Agent,
  url: string,
  method: "GET" | "POST",
): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  return new Promise((ok) => {
    // A write is JSON, as the visitor's browser sends it (the API refuses anything else).
    const headers =
      method === "POST" ? { ...HEADERS, "content-type": "application/json" } : HEADERS;
    const req = request(url, { agent, method, headers, timeout: 10_000 }, (res) => {
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
      const read = pick(reads);
      const slug = "articleSlugs" in read ? pick(read.articleSlugs) : undefined;
      const path = slug ? `/informasi/${slug}` : "path" in read ? read.path : "";
      const r = await send(agent, `${base}${path}`, "GET");
      tallies.current.read(read.label, r.status === 200, r.status, r.ms);
      if (slug && !signal.aborted) {
        const path = `/api/informasi/${slug}/increment-view`;
        const v = await send(agent, `${base}${path}`, "POST");
        tallies.current.record("POST increment-view", v.status === 200, v.status);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  agent.destroy();
}
