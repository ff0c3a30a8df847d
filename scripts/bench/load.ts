import autocannon from "autocannon";

/** Latency in ms; `errors` are socket errors and timeouts, `non2xx` answers outside 2xx/3xx. */
export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
};

/** Drives one URL with autocannon (same machine, loopback) and returns throughput and latency. */
export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    headers: options.headers,
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function formatRow(cells: Array<string | number>, widths: number[]): string {
  return cells.map((c, i) => String(c).padEnd(widths[i] ?? 10)).join(" ");
}
